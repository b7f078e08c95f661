import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  buildRemoteRelease,
  ROOT,
  serveStatic,
  startPlatform,
  type Platform,
  type Served,
} from '../support/remote-release';

// The release registry (issue 27; docs/operations.md, "Releasing one remote"): a CI job releases a remote's
// new build with `npm run release` and the release token; the platform checks it, and browsers
// get it on their next page with no restart, as a canary for a share of them, or not at all once
// it is rolled back. One platform, one CDN, each changed build of mfe-public made once (a build
// takes 25-35 s here); the canary is this server's own build, so the browsers drawn into it also
// get their public pages drawn by the server while the others load the CDN's build.
const TOKEN = 'e2e-release-token-0123456789abcdef';
const STARTING_HEADING = 'Welcome to Rowad';
const V2_HEADING = 'Welcome to Rowad: a new release';
const COOKIE = 'rowad_release';

/** What a browser's draw `seed` gets for a canary, as api/src/modules/releases/release-map.ts draws it. */
function inCanary(seed: string, releaseId: number, percent: number): boolean {
  return createHash('sha256').update(`${seed}:${releaseId}`).digest().readUInt32BE(0) % 100 < percent;
}

/** Two draws for the canary: the first gets it, the second does not. */
function seedsFor(releaseId: number, percent: number): { inside: string; outside: string } {
  let inside: string | undefined;
  let outside: string | undefined;
  for (let n = 1; inside === undefined || outside === undefined; n += 1) {
    const seed = n.toString(16).padStart(16, '0');
    if (inCanary(seed, releaseId, percent)) inside ??= seed;
    else outside ??= seed;
  }
  return { inside, outside };
}

interface Cli {
  code: number | null;
  output: string;
}

/** `node scripts/release.mjs ...`, as `npm run release -- ...` runs it in a CI job. */
function release(platform: Platform, ...args: string[]): Promise<Cli> {
  return new Promise((resolve, reject) => {
    const cli = spawn(process.execPath, ['scripts/release.mjs', ...args], {
      cwd: ROOT,
      env: { ...process.env, ROWAD_URL: platform.baseURL, ROWAD_RELEASE_TOKEN: TOKEN },
    });
    let output = '';
    cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cli.on('error', reject);
    cli.on('close', (code) => resolve({ code, output }));
  });
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

async function remotesOf(context: BrowserContext, platform: Platform): Promise<Record<string, string>> {
  const answer = await context.request.get(`${platform.baseURL}/remotes.json`);
  expect(answer.ok()).toBe(true);
  return answer.json();
}

async function contextWithDraw(browser: Browser, platform: Platform, seed?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: platform.baseURL });
  if (seed) await context.addCookies([{ name: COOKIE, value: seed, url: platform.baseURL }]);
  return context;
}

const homeHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('the release registry, driven by npm run release', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let workDir: string;
  let cdn: Served;
  let platform: Platform;
  let entries: { v2: string; own: string; shared2: string };
  // Contexts kept from the canary to the rollback: each browser's draw stays the same.
  const contexts: Record<'inside' | 'outside', BrowserContext | undefined> = {
    inside: undefined,
    outside: undefined,
  };

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    workDir = mkdtempSync(join(tmpdir(), 'rowad-registry-'));
    const heading = (title: string) => ({
      file: 'src/messages.ts',
      replace: `homeTitle: '${STARTING_HEADING}'`,
      with: `homeTitle: '${title}'`,
    });
    const v2 = buildRemoteRelease({
      remote: 'mfe-public',
      into: join(workDir, 'v2'),
      edit: heading(V2_HEADING),
    });
    const shared2 = buildRemoteRelease({
      remote: 'mfe-public',
      into: join(workDir, 'shared-2'),
      sharedVersion: '2.0.0',
    });
    cdn = await serveStatic({ '/public/v2': v2, '/public/shared-2': shared2 });
    entries = {
      v2: `${cdn.origin}/public/v2/remoteEntry.js`,
      own: '/mfe-public/remoteEntry.js',
      shared2: `${cdn.origin}/public/shared-2/remoteEntry.js`,
    };
    platform = await startPlatform({ RELEASE_TOKEN: TOKEN }, join(workDir, 'data'));
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(contexts).map((context) => context?.close()));
    await platform?.stop();
    await cdn?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  test('a new build from another origin is released by the CLI and shows on the next page, with no restart', async ({
    browser,
  }) => {
    // A returning reader: Rowad's service worker runs and keeps what the page loaded (issue 32).
    // The release still shows on the next page, with none of the old build's files in it.
    const reader = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await reader.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${platform.baseURL}/`);
    await expect(homeHeading(page, STARTING_HEADING)).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);

    const cli = await release(platform, 'mfe-public', entries.v2, '--note', 'new home heading');
    expect(cli.code, cli.output).toBe(0);
    for (const check of ['origin', 'entry', 'manifest', 'name', 'exposes', 'shared'])
      expect(cli.output).toMatch(new RegExp(`^✓ ${check}: `, 'm'));
    expect(cli.output).toContain(`live:   ${entries.v2} (release 1)`);

    expect((await (await fetch(`${platform.baseURL}/remotes.json`)).json()).mfe_public).toBe(entries.v2);
    // Off the old page first: a reader's page fetches its app a few seconds after load, and that
    // fetch of the old build must not be counted as the next page's.
    await page.goto('about:blank');
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${platform.baseURL}/`);
    await expect(homeHeading(page, V2_HEADING)).toBeVisible();
    expect(scripts.some((url) => url.startsWith(`${cdn.origin}/public/v2/`))).toBe(true);
    expect(scripts.some((url) => url.startsWith(`${platform.baseURL}/mfe-public/`))).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(errors).toEqual([]);
    await reader.close();
  });

  test('a build against @rowad/shared 2.0.0 is refused, naming the module and both versions, and nobody gets it', async ({
    page,
  }) => {
    const cli = await release(platform, 'mfe_public', entries.shared2);
    expect(cli.code, cli.output).toBe(1);
    expect(cli.output).toMatch(/^Refused: /m);
    expect(cli.output).toMatch(
      /^✗ shared: .*@rowad\/shared\/\S+: the release needs \^2\.0\.0, the shell provides 0\.1\.0/m,
    );

    const remotes = await (await fetch(`${platform.baseURL}/remotes.json`)).json();
    expect(remotes.mfe_public).toBe(entries.v2);
    const html = await (await fetch(`${platform.baseURL}/`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('id="rowad-remotes"');
    expect(html).not.toContain('shared-2');
    const scripts: string[] = [];
    page.on('request', (r) => scripts.push(r.url()));
    await page.goto(`${platform.baseURL}/`);
    await expect(homeHeading(page, V2_HEADING)).toBeVisible();
    expect(scripts.filter((url) => url.includes('shared-2'))).toEqual([]);
  });

  test('a 50 % canary: each browser keeps its draw across reloads, and a new browser gets one', async ({
    browser,
  }) => {
    const cli = await release(platform, 'mfe_public', entries.own, '--percent', '50');
    expect(cli.code, cli.output).toBe(0);
    const id = Number(/^Released: release (\d+) is a canary for 50% of browsers\.$/m.exec(cli.output)?.[1]);
    expect(cli.output).toContain(`canary: ${entries.own} (release ${id}, 50% of browsers)`);

    const seeds = seedsFor(id, 50);
    // The server draws the home page for the browsers on its own build only.
    const drawnFor = async (seed: string) => {
      const answer = await fetch(`${platform.baseURL}/`, {
        headers: { accept: 'text/html', cookie: `${COOKIE}=${seed}` },
      });
      return (await answer.text()).includes(`<h1>${STARTING_HEADING}</h1>`);
    };
    expect(await drawnFor(seeds.inside)).toBe(true);
    expect(await drawnFor(seeds.outside)).toBe(false);
    for (const [draw, entry, heading] of [
      ['inside', entries.own, STARTING_HEADING],
      ['outside', entries.v2, V2_HEADING],
    ] as const) {
      const context = await contextWithDraw(browser, platform, seeds[draw]);
      contexts[draw] = context;
      const page = await context.newPage();
      const errors = consoleErrors(page);
      for (let visit = 0; visit < 3; visit += 1) {
        if (visit === 0) await page.goto('/');
        else await page.reload();
        await expect(homeHeading(page, heading)).toBeVisible();
        expect((await remotesOf(context, platform)).mfe_public).toBe(entry);
      }
      expect((await context.cookies()).find((cookie) => cookie.name === COOKIE)?.value).toBe(seeds[draw]);
      expect(errors).toEqual([]);
    }

    // A browser with no draw gets one on its first page, and the release the draw says.
    const fresh = await contextWithDraw(browser, platform);
    const page = await fresh.newPage();
    await page.goto('/');
    const seed = (await fresh.cookies()).find((cookie) => cookie.name === COOKIE)?.value ?? '';
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    const mine = inCanary(seed, id, 50)
      ? { entry: entries.own, heading: STARTING_HEADING }
      : { entry: entries.v2, heading: V2_HEADING };
    await expect(homeHeading(page, mine.heading)).toBeVisible();
    await page.reload();
    await expect(homeHeading(page, mine.heading)).toBeVisible();
    expect((await remotesOf(fresh, platform)).mfe_public).toBe(mine.entry);
    expect((await fresh.cookies()).find((cookie) => cookie.name === COOKIE)?.value).toBe(seed);
    await fresh.close();
  });

  test('rolling the canary back puts everyone on the previous release', async () => {
    const cli = await release(platform, 'rollback', 'mfe-public', '--note', 'canary looked wrong');
    expect(cli.code, cli.output).toBe(0);
    expect(cli.output).toContain(`live:   ${entries.v2} (release 1)`);
    expect(cli.output).toContain('canary: none');

    for (const draw of ['inside', 'outside'] as const) {
      const context = contexts[draw]!;
      const page = context.pages()[0]!;
      await page.reload();
      await expect(homeHeading(page, V2_HEADING)).toBeVisible();
      expect((await remotesOf(context, platform)).mfe_public).toBe(entries.v2);
    }
    // No canary runs: a new browser is given no draw.
    const answer = await fetch(`${platform.baseURL}/remotes.json`);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect((await answer.json()).mfe_public).toBe(entries.v2);

    // And there is no canary left to promote.
    const promote = await release(platform, 'promote', 'mfe_public');
    expect(promote.code, promote.output).toBe(1);
    expect(promote.output).toContain('409 NO_CANARY');
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import {
  buildRemoteRelease,
  serveStatic,
  startPlatform,
  type Platform,
  type Served,
} from '../support/remote-release';
import {
  ADMIN_TOTP_SECRET,
  adminAccount,
  createAccount,
  plantSession,
  type Account,
} from '../support/session';

// docs/operations.md "Releasing one remote": a new build of mfe-public, made from its own
// checkout and hosted elsewhere, goes live by changing /remotes.json alone; the shell's build is
// the same one every other journey runs.
const NEW_HEADING = 'Welcome to Rowad: a new release';
const ADMIN = { ADMIN_EMAIL: 'admin@rowad.test', ADMIN_PASSWORD: 'admin-password-1', ADMIN_TOTP_SECRET };

/** Every remote at its usual path on the platform server, but mfe_public from `entry`. */
function remotesFileWith(folder: string, publicEntry: string): string {
  const file = join(folder, 'remotes.json');
  const remotes = {
    mfe_public: publicEntry,
    mfe_auth: '/mfe-auth/remoteEntry.js',
    mfe_owner: '/mfe-owner/remoteEntry.js',
    mfe_investor: '/mfe-investor/remoteEntry.js',
    mfe_admin: '/mfe-admin/remoteEntry.js',
  };
  writeFileSync(file, JSON.stringify(remotes));
  return file;
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

async function signedInPage(browser: Browser, platform: Platform, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.baseURL });
  const page = await context.newPage();
  await plantSession(page, account);
  return page;
}

test.describe('releasing one remote on its own', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  let workDir: string;
  let cdn: Served;
  const platforms: Platform[] = [];

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    workDir = mkdtempSync(join(tmpdir(), 'rowad-release-'));
    const compatible = buildRemoteRelease({
      remote: 'mfe-public',
      into: join(workDir, 'checkout-v2'),
      edit: {
        file: 'src/messages.ts',
        replace: "homeTitle: 'Welcome to Rowad'",
        with: `homeTitle: '${NEW_HEADING}'`,
      },
    });
    const incompatible = buildRemoteRelease({
      remote: 'mfe-public',
      into: join(workDir, 'checkout-shared-2'),
      sharedVersion: '2.0.0',
    });
    cdn = await serveStatic({ '/mfe-public/v2': compatible, '/mfe-public/shared-2': incompatible });
  });

  test.afterAll(async () => {
    await Promise.all(platforms.map((platform) => platform.stop()));
    await cdn?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function platformWithPublicAt(entry: string, name: string): Promise<Platform> {
    const folder = join(workDir, name);
    mkdirSync(folder);
    const platform = await startPlatform(
      { REMOTES_FILE: remotesFileWith(folder, entry), ...ADMIN },
      join(folder, 'data'),
    );
    platforms.push(platform);
    return platform;
  }

  test('the shell shows the new build of mfe-public, and every other area still works', async ({
    page,
    browser,
  }) => {
    const platform = await platformWithPublicAt(`${cdn.origin}/mfe-public/v2/remoteEntry.js`, 'v2');
    const errors = consoleErrors(page);

    // The remotes map now names the new build, on the CDN's origin.
    const remotes = await (await fetch(`${platform.baseURL}/remotes.json`)).json();
    expect(remotes.mfe_public).toBe(`${cdn.origin}/mfe-public/v2/remoteEntry.js`);

    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${platform.baseURL}/`);
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
    expect(scripts.some((url) => url.startsWith(`${cdn.origin}/mfe-public/v2/`))).toBe(true);
    expect(scripts.some((url) => url.startsWith(`${platform.baseURL}/mfe-public/`))).toBe(false);
    await page.getByRole('link', { name: 'Projects' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    // mfe-auth, for a guest.
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(errors).toEqual([]);

    // mfe-owner, mfe-investor and mfe-admin, each for its own user on this platform.
    const api = await request.newContext({ baseURL: platform.baseURL });
    const owner = await createAccount(api, 'owner', 'Amal', platform.dataDir);
    const investor = await createAccount(api, 'investor', 'Sami', platform.dataDir);
    const admin = await adminAccount(api);
    await api.dispose();
    for (const [account, path, title] of [
      [owner, paths.myProjects, 'My Projects'],
      [investor, paths.investorProfile, 'My Profile'],
      [admin, paths.admin, 'Dashboard'],
    ] as const) {
      const other = await signedInPage(browser, platform, account);
      const otherErrors = consoleErrors(other);
      await other.goto(path);
      await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(otherErrors).toEqual([]);
      await other.context().close();
    }
  });

  test('a build against an incompatible @rowad/shared fails clearly: console error and the fallback, not a blank page', async ({
    page,
  }) => {
    const platform = await platformWithPublicAt(
      `${cdn.origin}/mfe-public/shared-2/remoteEntry.js`,
      'shared-2',
    );
    const errors = consoleErrors(page);

    await page.goto(`${platform.baseURL}/`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This part of Rowad could not be loaded.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // The frame around it works: the navigation leads to another remote's page.
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    // The console names the shared module and both versions.
    expect(errors.join('\n')).toMatch(
      /Version 0\.1\.0 from \S+ of shared singleton module @rowad\/shared\/\S+ does not satisfy the requirement of \S+ which needs \^2\.0\.0/,
    );
  });
});

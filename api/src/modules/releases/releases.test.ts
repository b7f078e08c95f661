import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { exposedModules } from '@rowad/shared/pages';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { anAccount, bearer, logIn } from '../../test-support/accounts.js';
import { createFakeWebRoot, type FakeWebRoot } from '../../test-support/fake-web-root.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { buildTestAppOn } from '../../test-support/test-app.js';
import { CANARY_COOKIE, inCanary } from './release-map.js';

// The release registry (issue 27; docs/operations.md, "Releasing one remote"), through the real routes, with
// remote builds served by a real HTTP server on 127.0.0.1 (the one plain-HTTP origin allowed).

const ADMIN = { email: 'admin@rowad.test', password: 'admin-pass-1' };
const RELEASE_TOKEN = 'a-release-token-for-the-ci-job-0123456789';
const OWN_PUBLIC_ENTRY = '/mfe-public/remoteEntry.js';

/** The shell's shared versions, as its build's mf-manifest.json lists them. */
const SHELL_SHARED = [
  { name: 'react', version: '19.3.1' },
  { name: 'react-dom', version: '19.3.1' },
  { name: '@rowad/shared/session', version: '0.1.0' },
  { name: '@rowad/shared/i18n', version: '0.1.0' },
];

interface BuildOptions {
  name?: string;
  exposes?: string[];
  sharedVersion?: string;
}

/** The two files a remote's build puts side by side, as @module-federation/enhanced writes them (in small). */
function remoteBuild({
  name = 'mfe_public',
  exposes = exposedModules('mfe_public'),
  sharedVersion = '0.1.0',
}: BuildOptions) {
  const manifest = {
    id: name,
    name,
    metaData: { name, globalName: name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      {
        name: '@rowad/shared/session',
        version: sharedVersion,
        singleton: true,
        requiredVersion: `^${sharedVersion}`,
      },
      // A singleton only this remote shares: nothing of the shell's to compare with.
      {
        name: '@rowad/shared/image-manager',
        version: sharedVersion,
        singleton: true,
        requiredVersion: `^${sharedVersion}`,
      },
    ],
    exposes: exposes.map((module) => ({ id: `${name}:${module}`, name: module, path: `./${module}` })),
  };
  return {
    'remoteEntry.js': `var ${name};(()=>{"use strict";${name}={get:()=>{},init:()=>{}}})();`,
    'mf-manifest.json': JSON.stringify(manifest),
  };
}

/** Remote builds under their own paths, as a CDN would serve them. */
const BUILDS: Record<string, Record<string, string>> = {
  '/v2': remoteBuild({}),
  '/v3': remoteBuild({}),
  '/shared-2': remoteBuild({ sharedVersion: '2.0.0' }),
  '/wrong-name': remoteBuild({ name: 'mfe_other' }),
  '/missing-page': remoteBuild({
    exposes: exposedModules('mfe_public').filter((module) => module !== 'ProjectPage'),
  }),
  '/no-manifest': { 'remoteEntry.js': 'var mfe_public;' },
};

let cdn: Server;
let cdnOrigin: string;
let webRoot: FakeWebRoot;
let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;

const entryAt = (folder: string) => `${cdnOrigin}${folder}/remoteEntry.js`;

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cdn');
    const folder = url.pathname.slice(0, url.pathname.lastIndexOf('/'));
    const body = BUILDS[folder]?.[url.pathname.slice(folder.length + 1)];
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;

  webRoot = await createFakeWebRoot();
  await writeFile(
    path.join(webRoot.dir, 'shell/dist/mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: SHELL_SHARED }),
  );
  const own = remoteBuild({});
  await writeFile(path.join(webRoot.dir, 'mfe-public/dist/mf-manifest.json'), own['mf-manifest.json']);

  database = await createTestDatabase();
  app = await buildTestAppOn(database, {
    WEB_ROOT: webRoot.dir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RELEASE_TOKEN,
  });
  adminToken = await logIn(app, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await app.close();
  await webRoot.remove();
  await new Promise((resolve) => cdn.close(resolve));
});

const release = (payload: Record<string, unknown>, token = adminToken) =>
  app.inject({ method: 'POST', url: '/api/admin/releases', headers: bearer(token), payload });
const decide = (remote: string, decision: 'promote' | 'rollback', token = adminToken) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/releases/${remote}/${decision}`,
    headers: bearer(token),
    payload: {},
  });
const remotesJson = (cookie?: string) =>
  app.inject({
    method: 'GET',
    url: '/remotes.json',
    headers: cookie ? { cookie: `${CANARY_COOKIE}=${cookie}` } : {},
  });
const publicEntry = async (cookie?: string) =>
  (await remotesJson(cookie)).json<Record<string, string>>()['mfe_public'];
const scriptSrc = (response: LightMyRequestResponse) =>
  /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';

/** A browser draw that gets (or misses) the canary `releaseId` of `percent`. */
function seedFor(releaseId: number, percent: number, inside: boolean): string {
  for (let n = 0; ; n += 1) {
    const seed = n.toString(16).padStart(16, '0');
    if (inCanary(seed, releaseId, percent) === inside) return seed;
  }
}

async function auditEntries() {
  const response = await app.inject({
    method: 'GET',
    url: '/api/admin/audit-log?kind=release',
    headers: bearer(adminToken),
  });
  return response.json<
    { admin: { id: number } | null; action: string; reason: string | null; details: { via?: string } }[]
  >();
}

describe('a release that fails a check', () => {
  it.each([
    [
      '/shared-2',
      'shared',
      /@rowad\/shared\/session: the release needs \^2\.0\.0, the shell provides 0\.1\.0/,
    ],
    [
      '/wrong-name',
      'name',
      /The container must be named mfe_public: the manifest names it mfe_other; the entry does not define mfe_public\./,
    ],
    ['/missing-page', 'exposes', /does not expose ProjectPage/],
    ['/no-manifest', 'manifest', /mf-manifest\.json beside the entry answered 404/],
    ['/nothing-here', 'entry', /The entry answered 404/],
  ])('%s is refused with its %s check named, and nothing changes', async (folder, check, detail) => {
    const before = (await remotesJson()).body;

    const response = await release({ remote: 'mfe_public', entry: entryAt(folder), note: 'try' });

    expect(response.statusCode).toBe(422);
    const body = response.json<{ code: string; errors: Record<string, string> }>();
    expect(body.code).toBe('RELEASE_REFUSED');
    expect(body.errors[check]).toMatch(detail);
    expect((await remotesJson()).body).toBe(before);
    expect(scriptSrc(await remotesJson())).not.toContain(cdnOrigin);
  });

  it('lists every failed check at once', async () => {
    const response = await release({ remote: 'mfe_auth', entry: entryAt('/shared-2') });

    const { errors } = response.json<{ errors: Record<string, string> }>();
    expect(Object.keys(errors).sort()).toEqual(['exposes', 'name', 'shared']);
  });

  it.each([
    ['http://example.com/mfe-public/remoteEntry.js', /served over HTTPS or from this server/],
    ['ftp://127.0.0.1/remoteEntry.js', /served over HTTPS or from this server/],
    ['remoteEntry.js', /a path on this server .* or an https:\/\/ URL/],
    ['https://user:secret@cdn.example/remoteEntry.js', /must not carry a user name or password/],
  ])('refuses %s without fetching it', async (entry, detail) => {
    const response = await release({ remote: 'mfe_public', entry });

    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string> }>().errors['origin']).toMatch(detail);
  });

  it.each([
    [{ remote: 'mfe_unknown', entry: '/x/remoteEntry.js' }, 'remote'],
    [{ remote: 'mfe_public', entry: '' }, 'entry'],
    [{ remote: 'mfe_public', entry: '/x.js', percent: 0 }, 'percent'],
    [{ remote: 'mfe_public', entry: '/x.js', percent: 100 }, 'percent'],
    [{ remote: 'mfe_public', entry: '/x.js', percent: 12.5 }, 'percent'],
    [{ remote: 'mfe_public', entry: '/x.js', note: 'n'.repeat(501) }, 'note'],
  ])('answers 400 for %j, naming %s', async (payload, field) => {
    const response = await release(payload);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toHaveProperty(field);
  });
});

describe('a platform served over HTTPS', () => {
  it('takes no plain-HTTP entry, not even from this machine', async () => {
    const secure = await buildTestAppOn(await createTestDatabase(), {
      WEB_ROOT: webRoot.dir,
      PUBLIC_URL: 'https://rowad.example.ps',
      RELEASE_TOKEN,
    });
    try {
      const refused = await secure.inject({
        method: 'POST',
        url: '/api/admin/releases',
        headers: bearer(RELEASE_TOKEN),
        payload: { remote: 'mfe_public', entry: entryAt('/v2') },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ errors: Record<string, string> }>().errors).toEqual({
        origin: 'The entry must be served over HTTPS or from this server (https://rowad.example.ps).',
      });
    } finally {
      await secure.close();
    }
  });
});

describe('who may release', () => {
  it('refuses guests (401) and members who are not admins (403)', async () => {
    const member = await anAccount(app, { role: 'owner' });

    expect((await app.inject({ method: 'GET', url: '/api/admin/releases' })).statusCode).toBe(401);
    expect((await release({ remote: 'mfe_public', entry: entryAt('/v2') }, member.token)).statusCode).toBe(
      403,
    );
    expect((await decide('mfe_public', 'rollback', member.token)).statusCode).toBe(403);
  });

  it('takes the release token on the release calls only, and refuses a wrong one', async () => {
    const list = await app.inject({
      method: 'GET',
      url: '/api/admin/releases',
      headers: bearer(RELEASE_TOKEN),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ releaseToken: boolean }>().releaseToken).toBe(true);

    const users = await app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(RELEASE_TOKEN),
    });
    expect(users.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/admin/releases',
      headers: bearer(`${RELEASE_TOKEN.slice(0, -1)}x`),
    });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('releasing, a canary, promoting and rolling back', () => {
  it('walks a remote through its releases and back to the starting map', async () => {
    expect(await publicEntry()).toBe(OWN_PUBLIC_ENTRY);

    // 1. A release by the CI job: live at once, in /remotes.json, in pages, in the CSP.
    const first = await release(
      { remote: 'mfe_public', entry: entryAt('/v2'), note: 'New home page' },
      RELEASE_TOKEN,
    );
    expect(first.statusCode).toBe(201);
    const firstRelease = first.json<{
      release: { id: number; state: string; releasedBy: string; checks: { ok: boolean }[] };
    }>().release;
    expect(firstRelease).toMatchObject({ state: 'live', releasedBy: 'release token' });
    expect(firstRelease.checks.map((check) => check.ok)).toEqual([true, true, true, true, true, true]);
    expect(await publicEntry()).toBe(entryAt('/v2'));
    const page = await app.inject({ method: 'GET', url: '/about', headers: { accept: 'text/html' } });
    expect(page.body).toContain(`"mfe_public":"${entryAt('/v2')}"`);
    expect(page.body).toContain(`<link rel="preload" as="script" href="${entryAt('/v2')}">`);
    expect(scriptSrc(page).split(' ')).toContain(cdnOrigin);
    expect((await remotesJson()).headers['set-cookie']).toBeUndefined();

    // 2. A 50 % canary by an admin: each browser's draw decides, and keeps deciding the same.
    const canary = await release({ remote: 'mfe_public', entry: entryAt('/v3'), percent: 50 });
    expect(canary.statusCode).toBe(201);
    const canaryId = canary.json<{ release: { id: number } }>().release.id;
    const inside = seedFor(canaryId, 50, true);
    const outside = seedFor(canaryId, 50, false);
    for (let n = 0; n < 3; n += 1) {
      expect(await publicEntry(inside)).toBe(entryAt('/v3'));
      expect(await publicEntry(outside)).toBe(entryAt('/v2'));
    }
    const insidePage = await app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', cookie: `language=ar; ${CANARY_COOKIE}=${inside}` },
    });
    expect(insidePage.body).toContain(`"mfe_public":"${entryAt('/v3')}"`);
    // A browser without a draw gets one with its first answer, and then its map by it.
    const fresh = await remotesJson();
    const cookie = /^rowad_release=([0-9a-f]{16}); Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/.exec(
      String(fresh.headers['set-cookie']),
    );
    expect(cookie).not.toBeNull();
    expect(fresh.json<Record<string, string>>()['mfe_public']).toBe(
      inCanary(cookie![1]!, canaryId, 50) ? entryAt('/v3') : entryAt('/v2'),
    );
    expect(fresh.headers['vary']).toContain('Cookie');

    // No second release while the canary runs.
    const blocked = await release({ remote: 'mfe_public', entry: entryAt('/v2') });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ code: string }>().code).toBe('CANARY_RUNNING');

    // 3. Promoted: everyone's, and no more draws handed out.
    const promoted = await decide('mfe_public', 'promote');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ liveEntry: entryAt('/v3'), canary: null });
    expect(await publicEntry(outside)).toBe(entryAt('/v3'));
    expect((await remotesJson()).headers['set-cookie']).toBeUndefined();
    expect((await decide('mfe_public', 'promote')).json<{ code: string }>().code).toBe('NO_CANARY');

    // 4. Rollbacks walk back: to the first release, then to the starting map, then no further.
    expect((await decide('mfe_public', 'rollback')).json()).toMatchObject({ liveEntry: entryAt('/v2') });
    expect(await publicEntry()).toBe(entryAt('/v2'));
    const start = await decide('mfe_public', 'rollback');
    expect(start.json()).toMatchObject({
      liveEntry: OWN_PUBLIC_ENTRY,
      live: null,
      startingEntry: OWN_PUBLIC_ENTRY,
    });
    expect(await publicEntry()).toBe(OWN_PUBLIC_ENTRY);
    expect(scriptSrc(await remotesJson()).split(' ')).not.toContain(cdnOrigin);
    const none = await decide('mfe_public', 'rollback');
    expect(none.statusCode).toBe(409);
    expect(none.json<{ code: string }>().code).toBe('NOTHING_TO_ROLL_BACK');

    // The history keeps every release, newest first, with who, when and what became of it.
    const overview = await app.inject({
      method: 'GET',
      url: '/api/admin/releases',
      headers: bearer(adminToken),
    });
    const mfePublic = overview
      .json<{
        remotes: {
          remote: string;
          history: { entry: string; state: string; releasedBy: string | null; percent: number | null }[];
        }[];
      }>()
      .remotes.find((remote) => remote.remote === 'mfe_public');
    expect(mfePublic?.history.map(({ entry, state, releasedBy }) => [entry, state, releasedBy])).toEqual([
      [entryAt('/v3'), 'rolled-back', 'Admin Rowad'],
      [entryAt('/v2'), 'rolled-back', 'release token'],
    ]);

    // Each decision is in the audit log, with who (or the token) and why.
    const entries = await auditEntries();
    expect(entries.map((entry) => entry.action)).toEqual([
      'release.rolled-back',
      'release.rolled-back',
      'release.promoted',
      'release.created',
      'release.created',
    ]);
    expect(entries.at(-1)).toMatchObject({
      admin: null,
      reason: 'New home page',
      details: { via: 'release token' },
    });
    expect(entries[0]).toMatchObject({ details: { via: 'admin' } });
    expect(entries[0]?.admin).not.toBeNull();
  });

  it("takes this server's own build as a release", async () => {
    const response = await release({
      remote: 'mfe_public',
      entry: OWN_PUBLIC_ENTRY,
      note: 'back to our own',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      remote: { liveEntry: OWN_PUBLIC_ENTRY, live: { entry: OWN_PUBLIC_ENTRY } },
    });
    expect((await decide('mfe_public', 'rollback')).statusCode).toBe(200);
  });
});

describe('a long history', () => {
  it('keeps naming the live release when 60 later ones were rolled back', async () => {
    const live = await release({ remote: 'mfe_public', entry: entryAt('/v2'), note: 'the one that stays' });
    expect(live.statusCode).toBe(201);
    const now = new Date().toISOString();
    await app.db
      .insertInto('releases')
      .values(
        Array.from({ length: 60 }, (_, n) => ({
          remote: 'mfe_public',
          entry: `${cdnOrigin}/canary-${n}/remoteEntry.js`,
          note: null,
          percent: 10,
          released_by: null,
          via: 'release token' as const,
          checks: '[]',
          created_at: now,
          rolled_back_at: now,
        })),
      )
      .execute();

    const overview = await app.inject({
      method: 'GET',
      url: '/api/admin/releases',
      headers: bearer(adminToken),
    });
    const mfePublic = overview
      .json<{
        remotes: { remote: string; liveEntry: string; live: { note: string } | null; history: unknown[] }[];
      }>()
      .remotes.find((remote) => remote.remote === 'mfe_public');
    expect(mfePublic).toMatchObject({ liveEntry: entryAt('/v2'), live: { note: 'the one that stays' } });
    expect(mfePublic?.history).toHaveLength(50);
    expect(await publicEntry()).toBe(entryAt('/v2'));
    expect((await decide('mfe_public', 'rollback')).json()).toMatchObject({ liveEntry: OWN_PUBLIC_ENTRY });
  });
});

describe('every process', () => {
  it('serves a release made on another process within 5 seconds, with no restart', async () => {
    const second = await buildApp(
      loadConfig({ WEB_ROOT: webRoot.dir, DEMO_DATA: '0', ...database.env, RELEASE_TOKEN }),
    );
    try {
      const seen = async () =>
        (await second.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>()[
          'mfe_public'
        ];
      expect(await seen()).toBe(OWN_PUBLIC_ENTRY);

      const started = Date.now();
      expect((await release({ remote: 'mfe_auth', entry: entryAt('/v2') })).statusCode).toBe(422);
      expect((await release({ remote: 'mfe_public', entry: entryAt('/v2') })).statusCode).toBe(201);
      while ((await seen()) !== entryAt('/v2')) {
        expect(Date.now() - started).toBeLessThan(5_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const csp = (await second.inject({ method: 'GET', url: '/remotes.json' })).headers[
        'content-security-policy'
      ];
      expect(String(csp)).toContain(cdnOrigin);

      expect((await decide('mfe_public', 'rollback')).statusCode).toBe(200);
      while ((await seen()) !== OWN_PUBLIC_ENTRY) {
        expect(Date.now() - started).toBeLessThan(10_000);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await second.close();
    }
  });
});

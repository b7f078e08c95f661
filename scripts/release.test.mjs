// scripts/release.mjs: its command line and what it prints, against a tiny stand-in of the
// release API on 127.0.0.1 (the real API and its checks are tested in api/src/modules/releases/,
// and the whole path in e2e/tests/release-registry.spec.ts).
import { createServer } from 'node:http';
import {
  EXIT,
  formatChecks,
  formatOverview,
  formatRefusal,
  formatRemote,
  parseArgs,
  run,
} from './release.mjs';

const remoteState = (overrides = {}) => ({
  remote: 'mfe_public',
  liveEntry: '/mfe-public/remoteEntry.js',
  live: null,
  canary: null,
  startingEntry: '/mfe-public/remoteEntry.js',
  serverDrawn: true,
  history: [],
  ...overrides,
});

describe('the command line of npm run release', () => {
  it('reads a release, with its canary share and note in either form', () => {
    expect(parseArgs(['mfe-public', 'https://cdn.example/p/remoteEntry.js'])).toEqual({
      command: 'release',
      remote: 'mfe_public',
      entry: 'https://cdn.example/p/remoteEntry.js',
      note: undefined,
    });
    expect(parseArgs(['mfe_admin', '/e.js', '--percent', '30', '--note=new table'])).toEqual({
      command: 'release',
      remote: 'mfe_admin',
      entry: '/e.js',
      note: 'new table',
      percent: 30,
    });
    expect(parseArgs(['--percent=5%', 'mfe_auth', '/e.js'])).toMatchObject({ percent: 5 });
  });

  it('reads promote, rollback and list', () => {
    expect(parseArgs(['promote', 'mfe-public', '--note', 'looks fine'])).toEqual({
      command: 'promote',
      remote: 'mfe_public',
      note: 'looks fine',
    });
    expect(parseArgs(['rollback', 'mfe_owner'])).toEqual({
      command: 'rollback',
      remote: 'mfe_owner',
      note: undefined,
    });
    expect(parseArgs(['list'])).toEqual({ command: 'list' });
    expect(parseArgs(['list', '--help'])).toEqual({ command: 'help' });
  });

  it.each([
    [[]],
    [['mfe_public']],
    [['mfe_public', '/e.js', 'extra']],
    [['mfe_public', '/e.js', '--percent', '0']],
    [['mfe_public', '/e.js', '--percent', '100']],
    [['mfe_public', '/e.js', '--percent', '12.5']],
    [['mfe_public', '/e.js', '--percent']],
    [['mfe_public', '/e.js', '--note', 'a', '--note', 'b']],
    [['mfe_public', '/e.js', '--force']],
    [['promote']],
    [['promote', 'mfe_public', '--percent', '20']],
    [['rollback', 'shell']],
    [['list', 'mfe_public']],
  ])('refuses %j as bad usage', async (argv) => {
    const errors = [];
    expect(
      await run(
        argv,
        { ROWAD_RELEASE_TOKEN: 'x'.repeat(32) },
        () => {},
        (l) => errors.push(l),
      ),
    ).toBe(EXIT.usage);
    expect(errors.join('\n')).toContain('Usage:');
  });

  it('needs the token, and prints the usage for --help without it', async () => {
    const errors = [];
    expect(
      await run(
        ['list'],
        {},
        () => {},
        (line) => errors.push(line),
      ),
    ).toBe(EXIT.usage);
    expect(errors).toEqual([expect.stringContaining('ROWAD_RELEASE_TOKEN is not set')]);
    const printed = [];
    expect(await run(['--help'], {}, (line) => printed.push(line))).toBe(EXIT.ok);
    expect(printed.join('\n')).toContain('npm run release -- promote <remote>');
  });
});

describe('what npm run release prints', () => {
  it('prints each check as a line', () => {
    expect(
      formatChecks([
        { check: 'origin', ok: true, detail: 'served from https://cdn.example' },
        { check: 'shared', ok: false, detail: '@rowad/shared/x: the release needs ^2.0.0' },
      ]),
    ).toEqual([
      '✓ origin: served from https://cdn.example',
      '✗ shared: @rowad/shared/x: the release needs ^2.0.0',
    ]);
  });

  it("prints a refusal's failed checks", () => {
    expect(
      formatRefusal({
        code: 'RELEASE_REFUSED',
        message: 'The release was refused: 1 check failed.',
        errors: { exposes: 'The release does not expose HomePage.' },
      }),
    ).toEqual([
      'Refused: The release was refused: 1 check failed.',
      '✗ exposes: The release does not expose HomePage.',
    ]);
  });

  it("prints a remote's live release and canary", () => {
    const release = { id: 4, entry: 'https://cdn.example/v4/remoteEntry.js', percent: 25 };
    expect(
      formatRemote(
        remoteState({ liveEntry: 'https://cdn.example/v3/remoteEntry.js', live: { id: 3 }, canary: release }),
      ),
    ).toEqual([
      'mfe_public:',
      '  live:   https://cdn.example/v3/remoteEntry.js (release 3)',
      '  canary: https://cdn.example/v4/remoteEntry.js (release 4, 25% of browsers)',
      '  public pages drawn by the server: yes',
    ]);
    expect(formatRemote(remoteState({ remote: 'mfe_auth', liveEntry: '/mfe-auth/remoteEntry.js' }))).toEqual([
      'mfe_auth:',
      '  live:   /mfe-auth/remoteEntry.js (the starting map)',
      '  canary: none',
    ]);
  });

  it('prints every remote as an aligned table', () => {
    const lines = formatOverview({
      releaseToken: true,
      remotes: [
        remoteState({
          liveEntry: 'https://cdn.example/v3/remoteEntry.js',
          live: { id: 3 },
          history: [{ releasedAt: '2026-11-27T06:00:00.123Z' }, {}],
        }),
        remoteState({ remote: 'mfe_auth', liveEntry: '/mfe-auth/remoteEntry.js' }),
      ],
    });
    expect(lines[0]).toMatch(/^remote +live +canary +releases +last released$/);
    expect(lines[2]).toMatch(
      /^mfe_public +https:\/\/cdn\.example\/v3\/remoteEntry\.js \(release 3\) +- +2 +2026-11-27 06:00:00Z$/,
    );
    expect(lines[3]).toMatch(/^mfe_auth +\/mfe-auth\/remoteEntry\.js \(the starting map\) +- +0 +-$/);
    expect(lines[2].indexOf(' - ')).toBe(lines[3].indexOf(' - '));
    expect(lines.at(-1)).toBe('Release token configured on the platform: yes');
  });
});

describe('npm run release against the platform', () => {
  let server;
  let baseUrl;
  const seen = [];
  let answer = { status: 200, body: {} };

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body: body && JSON.parse(body),
        });
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (seen.length = 0));

  const invoke = async (argv) => {
    const out = [];
    const err = [];
    const code = await run(
      argv,
      { ROWAD_URL: `${baseUrl}/`, ROWAD_RELEASE_TOKEN: 't'.repeat(32) },
      (line) => out.push(line),
      (line) => err.push(line),
    );
    return { code, out, err };
  };

  it('sends a release with the token and prints its checks', async () => {
    const checks = [{ check: 'origin', ok: true, detail: 'served from https://cdn.example' }];
    answer = {
      status: 201,
      body: {
        release: { id: 7, percent: 10, checks },
        remote: remoteState({ canary: { id: 7, entry: 'x', percent: 10 } }),
      },
    };
    const { code, out } = await invoke([
      'mfe-public',
      'https://cdn.example/remoteEntry.js',
      '--percent',
      '10',
    ]);
    expect(code).toBe(EXIT.ok);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/admin/releases',
        authorization: `Bearer ${'t'.repeat(32)}`,
        body: { remote: 'mfe_public', entry: 'https://cdn.example/remoteEntry.js', percent: 10 },
      },
    ]);
    expect(out).toContain('✓ origin: served from https://cdn.example');
    expect(out).toContain('Released: release 7 is a canary for 10% of browsers.');
  });

  it('exits 1 on a refusal or a 409, 2 on a token refused, 3 on a 5xx', async () => {
    answer = {
      status: 422,
      body: { code: 'RELEASE_REFUSED', message: 'refused', errors: { name: 'wrong' } },
    };
    let result = await invoke(['mfe_public', '/x.js']);
    expect(result.code).toBe(EXIT.refused);
    expect(result.err).toContain('✗ name: wrong');

    answer = { status: 409, body: { code: 'NO_CANARY', message: 'This remote has no canary to promote.' } };
    result = await invoke(['promote', 'mfe_public']);
    expect(result.code).toBe(EXIT.refused);
    expect(seen.at(-1)).toMatchObject({ url: '/api/admin/releases/mfe_public/promote', body: {} });
    expect(result.err).toEqual(['Refused (409 NO_CANARY): This remote has no canary to promote.']);

    answer = { status: 401, body: { code: 'NOT_SIGNED_IN', message: 'Sign in' } };
    expect((await invoke(['list'])).code).toBe(EXIT.usage);
    answer = { status: 500, body: { code: 'INTERNAL', message: 'oops' } };
    expect((await invoke(['list'])).code).toBe(EXIT.unreachable);
  });

  it('exits 3 when nothing answers', async () => {
    // A port just freed: nobody listens on it.
    const probe = createServer();
    await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address();
    await new Promise((resolve) => probe.close(resolve));
    const err = [];
    const code = await run(
      ['list'],
      { ROWAD_URL: `http://127.0.0.1:${port}`, ROWAD_RELEASE_TOKEN: 't'.repeat(32) },
      () => {},
      (line) => err.push(line),
    );
    expect(code).toBe(EXIT.unreachable);
    expect(err).toEqual([`The platform at http://127.0.0.1:${port} cannot be reached: ECONNREFUSED.`]);
  });
});

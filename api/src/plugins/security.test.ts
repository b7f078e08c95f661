import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer, signUp } from '../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../test-support/smtp-listener.js';
import { buildTestApp } from '../test-support/test-app.js';

function cspDirectives(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

describe('Content-Security-Policy', () => {
  let tempDir: string;
  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'rowad-security-'));
  });
  afterAll(() => rm(tempDir, { recursive: true, force: true }));

  it('lets pages load code only from this server when every remote is local', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'", 'https:']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    await app.close();
  });

  it('allows scripts and connections from the origin of a remote hosted elsewhere', async () => {
    const remotesFile = path.join(tempDir, 'remotes.json');
    await writeFile(
      remotesFile,
      JSON.stringify({
        mfe_public: '/mfe-public/remoteEntry.js',
        mfe_owner: 'https://owner.cdn.example/v3/remoteEntry.js',
      }),
    );
    const app = await buildTestApp({ REMOTES_FILE: remotesFile });

    const response = await app.inject({ method: 'GET', url: '/remotes.json' });

    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://owner.cdn.example']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://owner.cdn.example']);
    await app.close();
  });
});

describe('other security headers', () => {
  it('sends the referrer policy and forbids MIME sniffing', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    await app.close();
  });
});

describe('CORS on /api', () => {
  const allowed = 'https://partner.example';

  it('reflects an allowed origin', async () => {
    const app = await buildTestApp({ CORS_ORIGINS: `${allowed}, http://localhost:3000` });

    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: allowed } });

    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(response.headers['access-control-expose-headers']).toContain('X-Total-Count');
    expect(response.headers['vary']).toContain('Origin');
    await app.close();
  });

  it('does not allow an origin outside the list', async () => {
    const app = await buildTestApp({ CORS_ORIGINS: allowed });

    const response = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('allows no other origin when CORS_ORIGINS is unset', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: allowed } });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('answers the preflight of an allowed origin with 204 and the allowed methods and headers', async () => {
    const app = await buildTestApp({ CORS_ORIGINS: allowed });

    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: allowed,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });

    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(allowed);
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    await app.close();
  });

  it('gives the preflight of another origin no permission', async () => {
    const app = await buildTestApp({ CORS_ORIGINS: allowed });

    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });

    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
    await app.close();
  });
});

describe('Cache-Control', () => {
  let smtp: SmtpListener;
  let app: FastifyInstance;
  let token: string;
  let email: string;
  let password: string;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    app = await buildTestApp({ SMTP_URL: smtp.url });
    ({ token, email, password } = await signUp(app, smtp, { role: 'owner' }));
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('is no-store on every answer to a request with a bearer token, wherever it goes', async () => {
    for (const url of [
      '/api/users/my-data',
      '/api/owner/me',
      '/api/projects',
      '/api/docs',
      '/remotes.json',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on per-user /api answers without a token: sign-in, refusals, errors', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/users/my-data', '/api/nowhere']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("keeps a public answer's own caching when no token is sent", async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/remotes.json' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { REMOTES_CONFIG_ELEMENT_ID, remoteNames } from '@rowad/shared/federation';
import { createFakeWebRoot, type FakeWebRoot } from '../test-support/fake-web-root.js';
import { buildTestApp } from '../test-support/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

let webRoot: FakeWebRoot;
let app: FastifyInstance;
let tempDir: string;

beforeAll(async () => {
  webRoot = await createFakeWebRoot();
  tempDir = await mkdtemp(path.join(tmpdir(), 'rowad-web-'));
  app = await buildTestApp({ WEB_ROOT: webRoot.dir });
});

afterAll(async () => {
  await app.close();
  await webRoot.remove();
  await rm(tempDir, { recursive: true, force: true });
});

describe('GET /remotes.json', () => {
  it('lists every remote at its own path', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });

    expect(response.statusCode).toBe(200);
    const entries = response.json<Record<string, string>>();
    expect(Object.keys(entries).sort()).toEqual([...remoteNames].sort());
    expect(entries['mfe_public']).toBe('/mfe-public/remoteEntry.js');
    expect(entries['mfe_owner']).toBe('/mfe-owner/remoteEntry.js');
    expect(entries['mfe_admin']).toBe('/mfe-admin/remoteEntry.js');
  });

  it('must be revalidated, so a deployment that moves a remote is seen on the next load', async () => {
    const response = await app.inject({ method: 'GET', url: '/remotes.json' });

    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the REMOTES_FILE map instead when one is configured', async () => {
    const remotesFile = path.join(tempDir, 'remotes.override.json');
    const override = {
      mfe_public: 'https://cdn.example/mfe-public/remoteEntry.js',
      mfe_auth: '/mfe-auth/remoteEntry.js',
    };
    await writeFile(remotesFile, JSON.stringify(override));
    const overridden = await buildTestApp({ WEB_ROOT: webRoot.dir, REMOTES_FILE: remotesFile });

    const response = await overridden.inject({ method: 'GET', url: '/remotes.json' });

    expect(response.json()).toEqual(override);
    await overridden.close();
  });

  it('refuses to start with a REMOTES_FILE that is not a map of names to entry URLs', async () => {
    const remotesFile = path.join(tempDir, 'remotes.bad.json');
    await writeFile(remotesFile, JSON.stringify({ mfe_public: 42, mfe_auth: 'javascript:alert(1)' }));

    const start = buildTestApp({ REMOTES_FILE: remotesFile });

    await expect(start).rejects.toThrow(remotesFile);
    await expect(start).rejects.toThrow(/mfe_public/);
    await expect(start).rejects.toThrow(/mfe_auth: must be a path starting with \/ or an http\(s\):\/\/ URL/);
  });

  it('refuses to start with a REMOTES_FILE that is not JSON', async () => {
    const remotesFile = path.join(tempDir, 'remotes.broken.json');
    await writeFile(remotesFile, '{ mfe_public: ');

    await expect(buildTestApp({ REMOTES_FILE: remotesFile })).rejects.toThrow(
      /REMOTES_FILE .* is not valid JSON/,
    );
  });
});

describe('pre-compressed assets', () => {
  it('sends the brotli file when the browser accepts br', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(webRoot.files.mainJs);
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'gzip' },
    });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(webRoot.files.mainJs);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/main.js',
      headers: { 'accept-encoding': 'identity' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(webRoot.files.mainJs);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
  });

  it('serves a remote entry compressed as well', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/mfe-public/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(webRoot.files.remoteEntry);
  });
});

describe('answers made per request', () => {
  it('come brotli-compressed to a browser that takes it, and plain to one that does not', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'identity' },
    });
    const brotli = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { 'accept-encoding': 'gzip, br' },
    });

    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('Cache-Control of the web build', () => {
  it.each(['/123.a1b2c3d4.js', '/assets/logo.a1b2c3d4.svg'])(
    'keeps the content-hashed file %s for a year',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    },
  );

  it.each(['/', '/index.html', '/main.js', '/mfe-public/remoteEntry.js'])(
    'has the browser revalidate the un-hashed %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );
});

describe('page navigations (history fallback)', () => {
  it('answers /owner/my-projects with the shell page when the browser asks for HTML', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/owner/my-projects?tab=drafts',
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Rowad test shell</title>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serves the shell page at /', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("answers an address no route serves with the app's page as a 404, for its not-found screen", async () => {
    for (const url of ['/no/such/page', '/project', '/project/1/extra', '/allproject']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers 200 for every address a route serves, as the router matches it', async () => {
    // A parameter, a splat, the shell's own page, and the router's tolerance of case and a final slash.
    for (const url of ['/owner/42', '/admin/users/7', '/profile', '/About/', '/allprojects?q=x']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers a route with the page when the client takes any type, or names none (curl, a link preview)', async () => {
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await app.inject({ method: 'GET', url: '/allprojects?q=glass', headers });

      expect({ headers, status: response.statusCode }).toEqual({ headers, status: 200 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers a route with 404 to a client that asks for JSON only, with the headers of its page', async () => {
    for (const url of ['/allprojects', '/project/1', '/owner/42']) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });

      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('Rowad test shell');
      // The same address is a page to a browser: a cache must not hand either answer to the other.
      expect(response.headers['vary'], url).toBe('Cookie, Accept, Save-Data');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("marks the page of a browser that sends Save-Data: on, so the app waits for the visitor's interaction", async () => {
    const saving = await app.inject({ method: 'GET', url: '/allprojects', headers: { 'save-data': 'on' } });
    const plain = await app.inject({ method: 'GET', url: '/allprojects' });

    expect(saving.statusCode).toBe(200);
    expect(saving.body).toMatch(/<html data-save-data[\s>]/);
    expect(plain.body).not.toContain('data-save-data');
    expect(saving.headers['vary']).toBe('Cookie, Accept, Save-Data');
  });

  it('answers a missing script or picture with 404, not with the page', async () => {
    const outsideRemote = await app.inject({
      method: 'GET',
      url: '/mfe-owner/nope.js',
      headers: { accept: '*/*' },
    });
    const insideRemote = await app.inject({
      method: 'GET',
      url: '/mfe-public/nope.js',
      headers: { accept: '*/*' },
    });
    const inShell = await app.inject({ method: 'GET', url: '/999.deadbeef.js', headers: { accept: '*/*' } });
    const picture = await app.inject({ method: 'GET', url: '/uploads/projects/gone-320.webp', headers: {} });

    expect(outsideRemote.statusCode).toBe(404);
    expect(insideRemote.statusCode).toBe(404);
    expect(inShell.statusCode).toBe(404);
    expect(inShell.body).not.toContain('Rowad test shell');
    expect(picture.statusCode).toBe(404);
  });
});

describe('the first route, flattened into the page', () => {
  const page = async (url: string, server: FastifyInstance = app) =>
    (await server.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  function inlineRemotes(html: string): unknown {
    const match = html.match(
      new RegExp(`<script type="application/json" id="${REMOTES_CONFIG_ELEMENT_ID}">(.*?)</script>`),
    );
    return match ? JSON.parse(match[1]!) : undefined;
  }

  function preloads(html: string): string[] {
    return [...html.matchAll(/<link rel="preload" as="script" href="([^"]*)">/g)].map((m) => m[1]!);
  }

  it('carries the remotes map of /remotes.json, in the head, so the shell need not fetch it', async () => {
    const html = await page('/');
    const remotesJson = (await app.inject({ method: 'GET', url: '/remotes.json' })).json();

    expect(inlineRemotes(html)).toEqual(remotesJson);
    expect(html.indexOf(REMOTES_CONFIG_ELEMENT_ID)).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the entry of the remote that serves the route asked for', async () => {
    expect(preloads(await page('/'))).toEqual(['/mfe-public/remoteEntry.js']);
    expect(preloads(await page('/allprojects?page=2'))).toEqual(['/mfe-public/remoteEntry.js']);
  });

  it('picks the route the shell would: a named path before a parameter, a splat for the rest', async () => {
    expect(preloads(await page('/owner/my-projects'))).toEqual(['/mfe-owner/remoteEntry.js']);
    expect(preloads(await page('/owner/42'))).toEqual(['/mfe-public/remoteEntry.js']);
    expect(preloads(await page('/admin/users/7'))).toEqual(['/mfe-admin/remoteEntry.js']);
  });

  it('preloads nothing for a path no remote serves', async () => {
    expect(preloads(await page('/no/such/page'))).toEqual([]);
    expect(preloads(await page('/profile'))).toEqual([]);
  });

  it('preloads a remote hosted elsewhere from where REMOTES_FILE says', async () => {
    const remotesFile = path.join(tempDir, 'remotes.cdn.json');
    await writeFile(
      remotesFile,
      JSON.stringify({ mfe_public: 'https://cdn.example/mfe-public/remoteEntry.js' }),
    );
    const elsewhere = await buildTestApp({ WEB_ROOT: webRoot.dir, REMOTES_FILE: remotesFile });

    const html = await page('/', elsewhere);

    expect(preloads(html)).toEqual(['https://cdn.example/mfe-public/remoteEntry.js']);
    expect(inlineRemotes(html)).toEqual({ mfe_public: 'https://cdn.example/mfe-public/remoteEntry.js' });
    await elsewhere.close();
  });

  it('never lets a value close the data block', async () => {
    const remotesFile = path.join(tempDir, 'remotes.script.json');
    await writeFile(remotesFile, JSON.stringify({ mfe_public: '/x/</script><script>alert(1)</script>.js' }));
    const hostile = await buildTestApp({ WEB_ROOT: webRoot.dir, REMOTES_FILE: remotesFile });

    const html = await page('/about', hostile);

    expect(html).not.toContain('</script><script>alert(1)');
    expect(inlineRemotes(html)).toEqual({ mfe_public: '/x/</script><script>alert(1)</script>.js' });
    await hostile.close();
  });
});

describe('files outside the builds', () => {
  /** Sends the path byte for byte: an HTTP client library would normalise the dot segments away. */
  async function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}/`, { path: rawPath, headers: { accept: '*/*' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      });
      request.on('error', reject);
      request.end();
    });
  }

  it.each([
    '/mfe-public/../../secret.txt',
    '/mfe-public/..%2F..%2Fsecret.txt',
    '/mfe-public/%2e%2e/%2e%2e/secret.txt',
    '/../secret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/assets/..%2F..%2F..%2Fsecret.txt',
  ])('cannot be reached with %s', async (rawPath) => {
    const server = await buildTestApp({ WEB_ROOT: webRoot.dir });
    const base = await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await rawGet(base, rawPath);

      expect(response.body).not.toContain(webRoot.files.secret);
      expect(response.status).toBeGreaterThanOrEqual(400);
    } finally {
      await server.close();
    }
  });

  it('does not serve dot-files that happen to sit in a build folder', async () => {
    const inShell = await app.inject({ method: 'GET', url: '/.env' });
    const inRemote = await app.inject({ method: 'GET', url: '/mfe-public/.secret' });

    expect(inShell.body).not.toContain(webRoot.files.secret);
    expect(inRemote.body).not.toContain(webRoot.files.secret);
    expect(inRemote.statusCode).toBe(404);
  });

  it('does not list the files of a build folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/mfe-public/', headers: { accept: '*/*' } });

    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.body).not.toContain('remoteEntry');
  });
});

describe('before the web build exists', () => {
  let bare: FakeWebRoot;
  let bareApp: FastifyInstance;
  beforeAll(async () => {
    bare = await createFakeWebRoot({ withShell: false });
    bareApp = await buildTestApp({ WEB_ROOT: bare.dir });
  });
  afterAll(async () => {
    await bareApp.close();
    await bare.remove();
  });

  it('answers / with 503 and says how to build', async () => {
    const response = await bareApp.inject({ method: 'GET', url: '/' });

    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('The web build is missing: run npm run build');
  });

  it('still answers the API', async () => {
    const response = await bareApp.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
  });
});

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { anAccount, bearer } from '../../test-support/accounts.js';
import { createFakeWebRoot, type FakeWebRoot } from '../../test-support/fake-web-root.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { LIMITS } from '../../limits.js';
import { createProject } from '../community/test-projects.js';
import { PageCache } from './page-cache.js';

// A renderer in small: it writes the language, the address and the first answers it was given
// into the page, so a page shows the data it was drawn from.
const RENDERER = `
exports.rendersPath = () => true;
exports.renderPage = async ({ url, language, answers }) => ({
  html: '<main data-language="' + language + '" data-url="' + url + '">' +
    JSON.stringify(answers).replace(/</g, '&lt;') + '</main>',
  head: '',
  title: 'Drawn · Rowad',
  styles: '',
  state: { queries: [] },
  complete: true,
});
`;

let webRoot: FakeWebRoot;
let app: FastifyInstance;
// The cache's clock: a test moves it past the pages' lifetime instead of waiting.
let now = 1_000_000;
let projectId: number;
let ownerId: number;

beforeAll(async () => {
  webRoot = await createFakeWebRoot();
  await mkdir(path.join(webRoot.dir, 'shell/dist-server'), { recursive: true });
  await writeFile(path.join(webRoot.dir, 'shell/dist-server/render-page.cjs'), RENDERER);
  // The guests' answers the pages are drawn from are kept as long, on the same clock (issue 29).
  app = await buildTestApp(
    { WEB_ROOT: webRoot.dir },
    { pageCache: { now: () => now }, answerCache: { now: () => now } },
  );
  ownerId = (await anAccount(app, { role: 'owner' })).id;
  projectId = await createProject(app, ownerId, { name: 'Nablus Soap House' });
}, 30_000);

afterAll(async () => {
  await app.close();
  await webRoot.remove();
});

/** Past every kept page's lifetime. */
function letPagesExpire(): void {
  now += LIMITS.pageCache.ttlMs + 1;
}

const page = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

/** Renames the project behind the app's back, as no write path of the API would. */
async function renameInDatabase(name: string): Promise<void> {
  await app.db
    .updateTable('projects')
    .set({ name, name_folded: name.toLowerCase() })
    .where('id', '=', projectId)
    .execute();
}

describe('drawn public pages, kept a few seconds', () => {
  beforeEach(() => letPagesExpire());

  it('serves a page again without drawing it while it is fresh, and draws it anew after', async () => {
    const first = await page(`/project/${projectId}`);
    expect(first).toContain('Nablus Soap House');

    await renameInDatabase('Nablus Olive Soap');
    now += LIMITS.pageCache.ttlMs - 1;
    expect(await page(`/project/${projectId}`)).toBe(first);

    now += 2;
    const drawn = await page(`/project/${projectId}`);
    expect(drawn).toContain('Nablus Olive Soap');
    expect(drawn).not.toContain('Nablus Soap House');
  });

  it('shows a write through the API on the very next page', async () => {
    await page(`/project/${projectId}`);
    const commenter = await anAccount(app, { role: 'user' });
    const comment = 'The olive soap smells of the grove';
    const written = await app.inject({
      method: 'POST',
      url: `/api/project/${projectId}/comment`,
      headers: bearer(commenter.token),
      payload: { comment, rate: 5 },
    });
    expect(written.statusCode).toBe(201);

    expect(await page(`/project/${projectId}`)).toContain(comment);
  });

  it('keeps a page per language and per query', async () => {
    const english = await page('/allprojects?q=soap');
    const arabic = await page('/allprojects?q=soap', { cookie: 'language=ar' });
    const other = await page('/allprojects?q=glass');

    expect(english).toContain('data-language="en" data-url="/allprojects?q=soap"');
    expect(arabic).toContain('data-language="ar" data-url="/allprojects?q=soap"');
    expect(other).toContain('data-language="en" data-url="/allprojects?q=glass"');
  });

  it("gives a signed-in visitor the page anyone gets: it is drawn without the visitor's session", async () => {
    const investor = await anAccount(app, { role: 'investor' });
    const session = { cookie: 'language=ar', ...bearer(investor.token) };
    const signedInFirst = await page(`/project/${projectId}`, session);
    letPagesExpire();
    const anonymousFirst = await page(`/project/${projectId}`, { cookie: 'language=ar' });

    expect(signedInFirst).toBe(anonymousFirst);
    expect(await page(`/project/${projectId}`, session)).toBe(anonymousFirst);
  });

  it('does not keep a 404: a project published since is drawn at once', async () => {
    const draft = await createProject(app, ownerId, { name: 'Late Arrival Pottery', published: false });
    const missing = await app.inject({
      method: 'GET',
      url: `/project/${draft}`,
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);

    await app.db
      .updateTable('projects')
      .set({ published_at: new Date().toISOString() })
      .where('id', '=', draft)
      .execute();
    expect(await page(`/project/${draft}`)).toContain('Late Arrival Pottery');
  });
});

describe('PageCache', () => {
  const shell = '<html></html>';
  const drawn = (html: string) => ({ status: 200, html });

  it('lets the least recently used page go past its cap', () => {
    const cache = new PageCache({ maxPages: 2, now: () => 0 });
    cache.keep('a', shell, drawn('A'), cache.startDrawing());
    cache.keep('b', shell, drawn('B'), cache.startDrawing());
    cache.get('a', shell);
    cache.keep('c', shell, drawn('C'), cache.startDrawing());

    expect(cache.size).toBe(2);
    expect(cache.get('a', shell)).toEqual(drawn('A'));
    expect(cache.get('b', shell)).toBeUndefined();
    expect(cache.get('c', shell)).toEqual(drawn('C'));
  });

  it('does not keep a page whose drawing began before a clear: it may show the old data', () => {
    const cache = new PageCache({ now: () => 0 });
    const startedAt = cache.startDrawing();
    cache.clear();
    cache.keep('a', shell, drawn('A'), startedAt);

    expect(cache.get('a', shell)).toBeUndefined();
  });

  it('does not serve a page drawn from another shell (a new build)', () => {
    const cache = new PageCache({ now: () => 0 });
    cache.keep('a', shell, drawn('A'), cache.startDrawing());

    expect(cache.get('a', '<html lang="ar"></html>')).toBeUndefined();
  });

  it('drops its pages when the generation every process shares moves (a write on another process)', () => {
    const cache = new PageCache({ now: () => 0 });
    cache.follow('7');
    cache.keep('a', shell, drawn('A'), cache.startDrawing());
    cache.follow('7');
    expect(cache.get('a', shell)).toEqual(drawn('A'));

    const startedAt = cache.startDrawing();
    cache.follow('8');
    expect(cache.get('a', shell)).toBeUndefined();
    // A drawing begun before the move may show the old data: not kept either.
    cache.keep('b', shell, drawn('B'), startedAt);
    expect(cache.get('b', shell)).toBeUndefined();
  });
});

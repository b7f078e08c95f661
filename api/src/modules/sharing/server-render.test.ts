import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { FIRST_ANSWERS_ELEMENT_ID, QUERY_STATE_ELEMENT_ID } from '@rowad/shared/first-load';
import { createFakeWebRoot, type FakeWebRoot } from '../../test-support/fake-web-root.js';
import { buildTestApp } from '../../test-support/test-app.js';
import type { FirstLoad } from './first-answers.js';
import { languageOf, withFirstScreen, type RenderedPage } from './server-render.js';

// The shell's index.html as its build writes it, in small: the app's entry and its chunks preloaded.
const BUILT_PAGE =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"/><title>Rowad</title>' +
  '<script defer="defer" src="/main.js"></script><link rel="preload" as="script" href="/211.dc0fbe0d.js">' +
  '</head><body><div id="root"></div><noscript>Rowad needs JavaScript to run.</noscript></body></html>';

function renderedPage(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    html: '<main><h1>Projects</h1></main>',
    head: '',
    title: 'Projects · Rowad',
    styles: '<style data-styled="true">.a{color:teal}</style>',
    state: { queries: [] },
    complete: true,
    ...overrides,
  };
}

const NO_FIRST_LOAD: FirstLoad = { answers: {}, preload: '' };

/** The part of a page before `</head>`. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

/** The content of the page's #root. */
function rootOf(html: string): string | undefined {
  return /<div id="root">(.*)<\/div><noscript>/s.exec(html)?.[1];
}

describe('languageOf', () => {
  it("reads the language cookie among the visitor's cookies", () => {
    expect(languageOf('language=ar')).toBe('ar');
    expect(languageOf('theme=dark; language=ar; other=1')).toBe('ar');
    expect(languageOf('language=en')).toBe('en');
  });

  it('falls back to English without a cookie, or with one it does not know', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('language=fr')).toBe('en');
    expect(languageOf('mylanguage=ar; languages=ar')).toBe('en');
  });
});

describe('withFirstScreen', () => {
  it('marks <html> with the language the page was drawn in, and that it may wait to start', () => {
    expect(withFirstScreen(BUILT_PAGE, renderedPage(), 'ar', NO_FIRST_LOAD)).toContain(
      '<html lang="ar" dir="rtl" data-rendered-in="ar" data-start="on-interaction"><head>',
    );
    expect(withFirstScreen(BUILT_PAGE, renderedPage(), 'en', NO_FIRST_LOAD)).toContain(
      '<html lang="en" dir="ltr" data-rendered-in="en" data-start="on-interaction"><head>',
    );
  });

  it('loads wake.js instead of the app on a complete page, naming it the scripts to fetch when the app starts', () => {
    const html = withFirstScreen(BUILT_PAGE, renderedPage(), 'en', NO_FIRST_LOAD);

    expect(html).toContain(
      '<script defer="defer" src="/wake.js" data-app="/main.js" data-scripts="/211.dc0fbe0d.js"></script>',
    );
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('rel="prefetch"');
    expect(html).not.toContain('<script defer="defer" src="/main.js">');
  });

  it('starts the app at once on a page drawn only in part', () => {
    const html = withFirstScreen(BUILT_PAGE, renderedPage({ complete: false }), 'en', NO_FIRST_LOAD);

    expect(html).toContain('<html lang="en" dir="ltr" data-rendered-in="en"><head>');
    expect(html).not.toContain('data-start');
    expect(html).toContain('<script defer="defer" src="/main.js"></script>');
    expect(html).toContain('<link rel="preload" as="script" href="/211.dc0fbe0d.js">');
    expect(html).not.toContain('wake.js');
    expect(rootOf(html)).toBe('<main><h1>Projects</h1></main>');
  });

  it('puts the markup inside #root, as it is, even with what a replacement would read as a pattern', () => {
    const markup = "<main><p>Costs $& and $1, it's $$5 or $' $`</p></main>";
    const html = withFirstScreen(BUILT_PAGE, renderedPage({ html: markup }), 'en', NO_FIRST_LOAD);

    expect(rootOf(html)).toBe(markup);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it('puts the styles and the data the page was drawn from in the head, unable to close their block', () => {
    const state = { queries: [{ queryKey: ['projects'], state: { data: [{ name: '</script><b>x</b>' }] } }] };
    const html = withFirstScreen(BUILT_PAGE, renderedPage({ state }), 'en', NO_FIRST_LOAD);
    const head = headOf(html);

    expect(head).toContain('<style data-styled="true">.a{color:teal}</style>');
    const block = new RegExp(
      `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">(.*?)</script>`,
    ).exec(head);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual(state);
    expect(html).not.toContain('</script><b>x</b>');
  });

  it("takes React's own preloads, else the server's preload of the first picture", () => {
    const serverPreload = '<link rel="preload" as="image" href="/uploads/server.webp">';
    const reactPreload = '<link rel="preload" as="image" href="/uploads/react.webp">';

    const withReact = headOf(
      withFirstScreen(BUILT_PAGE, renderedPage({ head: reactPreload }), 'en', {
        answers: {},
        preload: serverPreload,
      }),
    );
    expect(withReact).toContain(reactPreload);
    expect(withReact).not.toContain(serverPreload);

    expect(
      headOf(withFirstScreen(BUILT_PAGE, renderedPage(), 'en', { answers: {}, preload: serverPreload })),
    ).toContain(serverPreload);
  });

  it('carries the first answers too, for a browser that draws the page anew', () => {
    const answer = { status: 200, headers: {}, body: { id: 4, name: 'Olive </script> oil' } };
    const head = headOf(
      withFirstScreen(BUILT_PAGE, renderedPage(), 'en', {
        answers: { 'GET /projects/4': answer },
        preload: '',
      }),
    );

    const block = new RegExp(
      `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
    ).exec(head);
    expect(JSON.parse(block![1]!)).toEqual({ 'GET /projects/4': answer });
    expect(headOf(withFirstScreen(BUILT_PAGE, renderedPage(), 'en', NO_FIRST_LOAD))).not.toContain(
      FIRST_ANSWERS_ELEMENT_ID,
    );
  });

  it('gives the page the title it was drawn with, escaped', () => {
    const html = withFirstScreen(
      BUILT_PAGE,
      renderedPage({ title: 'Tom & Jerry </title><b> $& · Rowad' }),
      'en',
      NO_FIRST_LOAD,
    );

    expect(html).toContain('<title>Tom &amp; Jerry &lt;/title&gt;&lt;b&gt; $&amp; · Rowad</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("keeps the built page's title when the render names none", () => {
    expect(withFirstScreen(BUILT_PAGE, renderedPage({ title: undefined }), 'en', NO_FIRST_LOAD)).toContain(
      '<title>Rowad</title>',
    );
  });
});

// A renderer as the shell's server build exports it, in small: it draws the language and the
// first answers it was given, so a test sees what the API passed. /allevents fails, /faq hangs.
const FAKE_RENDERER = `
exports.rendersPath = (pathname) => pathname !== '/login' && !pathname.startsWith('/owner/');
exports.renderPage = async ({ url, language, answers, dataSaver }) => {
  if (url.startsWith('/allevents')) throw new Error('the renderer broke');
  if (url.startsWith('/faq')) return new Promise(() => {});
  return {
    html: '<main data-language="' + language + '" data-url="' + url + '"' + (dataSaver ? ' data-saver="on"' : '') + '>' +
      Object.keys(answers).join('|') + '</main>',
    head: '',
    title: 'Drawn · Rowad',
    styles: '<style data-styled="true">a{}</style>',
    state: { queries: [] },
    complete: true,
  };
};
`;

/** The API answers a page carries for the browser to draw it, by call; undefined without the block. */
function firstAnswersOf(html: string): Record<string, unknown> | undefined {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return block ? (JSON.parse(block[1]!) as Record<string, unknown>) : undefined;
}

/** The markup the fake renderer drew into the page, if any. */
function drawnOf(html: string): { language: string; url: string; answers: string[] } | undefined {
  const match =
    /<div id="root"><main data-language="([^"]*)" data-url="([^"]*)"(?: data-saver="on")?>([^<]*)<\/main><\/div>/.exec(
      html,
    );
  return match ? { language: match[1]!, url: match[2]!, answers: match[3]!.split('|') } : undefined;
}

describe('public pages with their first screen drawn by the server', () => {
  let webRoot: FakeWebRoot;
  let app: FastifyInstance;

  beforeAll(async () => {
    webRoot = await createFakeWebRoot();
    // The shell's page as the build writes it: the app's entry, and the root it draws into.
    await writeFile(path.join(webRoot.dir, 'shell/dist/index.html'), BUILT_PAGE);
    await mkdir(path.join(webRoot.dir, 'shell/dist-server'), { recursive: true });
    await writeFile(path.join(webRoot.dir, 'shell/dist-server/render-page.cjs'), FAKE_RENDERER);
    app = await buildTestApp({ WEB_ROOT: webRoot.dir, DEMO_DATA: '1' });
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await webRoot.remove();
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

  it('sends the home page drawn from its first answers, and the answers for a browser drawing anew', async () => {
    const response = await page('/');

    expect(response.statusCode).toBe(200);
    expect(response.headers['vary']).toBe('Cookie, Accept, Save-Data');
    const html = response.body;
    expect(drawnOf(html)).toEqual({
      language: 'en',
      url: '/',
      answers: expect.arrayContaining(['GET /app/projects?limit=3', 'GET /app/events?limit=3']),
    });
    expect(Object.keys(firstAnswersOf(html) ?? {}).sort()).toEqual([
      'GET /app/events?limit=3',
      'GET /app/projects?limit=3',
    ]);
    expect(html).toContain('<title>Drawn · Rowad</title>');
    expect(html).toContain('<html lang="en" dir="ltr" data-rendered-in="en" data-start="on-interaction">');
    expect(html).toContain(
      '<script defer="defer" src="/wake.js" data-app="/main.js" data-scripts="/211.dc0fbe0d.js /mfe-public/remoteEntry.js"></script>',
    );
    expect(headOf(html)).toContain(`<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">`);
  });

  it('sends the page compressed, varying by the cookie, the types accepted and the encoding', async () => {
    const plain = await page('/');
    const response = await page('/', { 'accept-encoding': 'br' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/^Cookie, Accept, Save-Data, accept-encoding$/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain.body);
  });

  it("draws the page in the language of the visitor's cookie, with the address's query", async () => {
    const html = (await page('/allprojects?q=glass', { cookie: 'theme=dark; language=ar' })).body;

    expect(drawnOf(html)).toEqual({
      language: 'ar',
      url: '/allprojects?q=glass',
      answers: ['GET /projects?limit=12&q=glass'],
    });
    expect(html).toContain('<html lang="ar" dir="rtl" data-rendered-in="ar" data-start="on-interaction">');
  });

  it('sends the page bare, with its first answers, when the renderer fails', async () => {
    const response = await page('/allevents');

    expect(response.statusCode).toBe(200);
    expect(drawnOf(response.body)).toBeUndefined();
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script defer="defer" src="/main.js"></script>');
    expect(response.body).not.toContain('data-start');
    expect(Object.keys(firstAnswersOf(response.body) ?? {})).toEqual(['GET /events?limit=12']);
  });

  it('sends the page bare when the renderer takes too long', async () => {
    const response = await page('/faq');

    expect(response.statusCode).toBe(200);
    expect(drawnOf(response.body)).toBeUndefined();
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('data-start');
  });

  it('sends a page the renderer does not draw as built', async () => {
    const response = await page('/login');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>Rowad</title>');
    expect(response.body).not.toContain('data-rendered-in');
    expect(response.body).not.toContain(QUERY_STATE_ELEMENT_ID);
  });

  it('answers 404 for a project that does not exist, without drawing it', async () => {
    const response = await page('/project/999999');

    expect(response.statusCode).toBe(404);
    expect(drawnOf(response.body)).toBeUndefined();
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('data-rendered-in');
  });

  it('draws a public project page from the project and its comments', async () => {
    const [project] = (await app.inject({ method: 'GET', url: '/api/projects?limit=1' })).json<
      { id: number }[]
    >();
    const response = await page(`/project/${project!.id}`);

    expect(response.statusCode).toBe(200);
    expect(drawnOf(response.body)?.answers).toEqual([
      `GET /projects/${project!.id}`,
      `GET /project/${project!.id}/comments`,
    ]);
  });

  describe('for a visitor saving data (issue 32)', () => {
    /** Whether the renderer was told to draw the page for a visitor saving data. */
    const drawnSaving = (html: string) => html.includes('data-saver="on"');
    const picturePreload = '<link rel="preload" as="image"';

    it("draws a list without pictures for Rowad's cookie, preloading none, and marks the page", async () => {
      const plain = await page('/allprojects');
      const saving = await page('/allprojects', { cookie: 'language=ar; rowad_data_saver=on' });

      expect(drawnSaving(plain.body)).toBe(false);
      expect(headOf(plain.body)).toContain(picturePreload);
      expect(plain.body).not.toContain('data-save-data');
      expect(drawnSaving(saving.body)).toBe(true);
      expect(drawnOf(saving.body)?.language).toBe('ar');
      expect(headOf(saving.body)).not.toContain(picturePreload);
      expect(saving.body).toMatch(/<html data-save-data lang="ar" dir="rtl" data-rendered-in="ar"/);
      expect(saving.headers['vary']).toBe('Cookie, Accept, Save-Data');
    });

    it('draws it so for a browser sending Save-Data: on, unless the visitor turned the data saver off', async () => {
      const saving = await page('/allprojects', { 'save-data': 'on' });
      const chosenOff = await page('/allprojects', { 'save-data': 'on', cookie: 'rowad_data_saver=off' });

      expect(drawnSaving(saving.body)).toBe(true);
      expect(headOf(saving.body)).not.toContain(picturePreload);
      expect(saving.body).toContain('<html data-save-data');
      expect(saving.headers['vary']).toBe('Cookie, Accept, Save-Data');
      expect(drawnSaving(chosenOff.body)).toBe(false);
      expect(headOf(chosenOff.body)).toContain(picturePreload);
      expect(chosenOff.body).not.toContain('data-save-data');
    });

    it('keeps one drawn page for each, never handing one to the other', async () => {
      for (let round = 0; round < 2; round += 1) {
        expect(drawnSaving((await page('/allevents?q=x', {})).body)).toBe(false);
        expect(drawnSaving((await page('/', { 'save-data': 'on' })).body)).toBe(true);
        expect(drawnSaving((await page('/')).body)).toBe(false);
        expect(drawnSaving((await page('/', { cookie: 'rowad_data_saver=on' })).body)).toBe(true);
      }
    });
  });

  describe('with SERVER_RENDER=off', () => {
    let bare: FastifyInstance;

    beforeAll(async () => {
      bare = await buildTestApp({ WEB_ROOT: webRoot.dir, SERVER_RENDER: 'off' });
    }, 30_000);

    afterAll(() => bare.close());

    it('sends every page as built, drawn by the browser from its first answers', async () => {
      const response = await bare.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html', cookie: 'language=ar' },
      });

      expect(response.statusCode).toBe(200);
      expect(drawnOf(response.body)).toBeUndefined();
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('data-rendered-in');
      expect(Object.keys(firstAnswersOf(response.body) ?? {}).sort()).toEqual([
        'GET /app/events?limit=3',
        'GET /app/projects?limit=3',
      ]);
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { createFakeWebRoot, type FakeWebRoot } from '../../test-support/fake-web-root.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { createProject } from '../community/test-projects.js';
import { summarize } from './share-tags.js';
import { FIRST_ANSWERS_ELEMENT_ID } from '@rowad/shared/first-load';

const PUBLIC_URL = 'https://rowad.example';

let webRoot: FakeWebRoot;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = await createFakeWebRoot();
  app = await buildTestApp({ WEB_ROOT: webRoot.dir, DEMO_DATA: '1', PUBLIC_URL });
}, 30_000);

afterAll(async () => {
  await app.close();
  await webRoot.remove();
});

/** The page a browser or a link-preview crawler gets for an address. */
const page = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** The content of `<meta property|name="key">` in a page, unescaped by nothing. */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

async function firstId(url: string, q: string): Promise<number> {
  const [item] = (await app.inject({ method: 'GET', url: `${url}?q=${encodeURIComponent(q)}` })).json<
    { id: number }[]
  >();
  return item!.id;
}

async function anOwnerId(): Promise<number> {
  const row = await app.db.selectFrom('owner_profiles').select('user_id').limit(1).executeTakeFirstOrThrow();
  return row.user_id;
}

describe('GET /project/{id} (the app page, as a link preview reads it)', () => {
  it("carries the project's title, description, picture and canonical address", async () => {
    const id = await firstId('/api/projects', 'Hebron Blue Glass Studio');
    const response = await page(`/project/${id}`);

    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Hebron Blue Glass Studio · Rowad</title>');
    expect(html).not.toContain('Rowad test shell');
    expect(metaOf(html, 'og:title')).toBe('Hebron Blue Glass Studio');
    expect(metaOf(html, 'og:description')).toMatch(/^Hebron, Al-Salaymeh Street · Hand-blown glass/);
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/project/${id}`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/project/${id}">`);
    expect(metaOf(html, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/.+\\.webp$`));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'));
    // Still the app: its root element is there for the scripts.
    expect(html).toContain('<div id="root"></div>');
  });

  it("reaches a link-preview fetcher that takes any type (Facebook's) or names none", async () => {
    const id = await firstId('/api/projects', 'Hebron Blue Glass Studio');
    const facebook = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';
    for (const headers of [{ accept: '*/*', 'user-agent': facebook }, { 'user-agent': 'WhatsApp/2.24' }]) {
      const response = await app.inject({ method: 'GET', url: `/project/${id}`, headers });

      expect({ headers, status: response.statusCode }).toEqual({ headers, status: 200 });
      expect(metaOf(response.body, 'og:title')).toBe('Hebron Blue Glass Studio');
      expect(metaOf(response.body, 'og:image')).toMatch(/\.webp$/);
    }
  });

  it('escapes what the owner typed, so a name cannot write markup into the page', async () => {
    const id = await createProject(app, await anOwnerId(), { name: `<script>alert("x")</script> & 'Co'` });
    const html = (await page(`/project/${id}`)).body;

    expect(html).not.toContain('<script>alert');
    expect(metaOf(html, 'og:title')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;',
    );
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'og:image')).toBeUndefined();
  });

  it('writes no bidirectional control a name stored before they were refused into the head', async () => {
    // Issue 28, low 5: a right-to-left override in a name turned around " · Rowad" in <title>.
    const id = await createProject(app, await anOwnerId(), { name: 'Clay \u202Eyalc \u2067works' });
    const html = (await page(`/project/${id}`)).body;

    expect(html).toContain('<title>Clay yalc works · Rowad</title>');
    expect(metaOf(html, 'og:title')).toBe('Clay yalc works');
    expect(metaOf(html, 'twitter:title')).toBe('Clay yalc works');
  });

  it('answers 404 with the plain app page for a draft, an unknown id or a bad id, revealing nothing', async () => {
    const draft = await createProject(app, await anOwnerId(), { published: false, name: 'Secret draft' });
    // Beyond the integer ids (2,147,483,647) or not a number: nothing to show, as the API answers.
    const ids = [draft, '999999', 'abc', '0', '2147483648', '9999999999', '99999999999999999999'];
    for (const url of ids.map((id) => `/project/${id}`)) {
      const response = await page(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('Secret draft');
      expect(response.body).toContain('<title>Rowad test shell</title>');
      expect(metaOf(response.body, 'og:title')).toBeUndefined();
    }
  });
});

describe('GET /event/{id}', () => {
  it("carries the event's dates and place in its description", async () => {
    const id = await firstId('/api/events', 'Olive Harvest Market');
    const html = (await page(`/event/${id}`)).body;

    expect(html).toContain('<title>Olive Harvest Market · Rowad</title>');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:description')).toMatch(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{2}, \d{4} - [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{2}, \d{4} · Municipality Hall, Bani Naim · /,
    );
    expect(metaOf(html, 'og:image')).toMatch(/\.webp$/);
  });

  it('answers 404 for an event that does not exist or an id beyond the integer ids', async () => {
    for (const url of ['/event/424242', '/event/2147483648', '/event/9999999999', '/event/x1']) {
      expect({ url, status: (await page(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every public project and every event, with absolute addresses', async () => {
    const draft = await createProject(app, await anOwnerId(), { published: false, name: 'Unlisted draft' });
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ['/', '/about', '/faq', '/contact', '/allprojects', '/allevents']) {
      expect(locations).toContain(`${PUBLIC_URL}${path}`);
    }
    const projects = (await app.inject({ method: 'GET', url: '/api/projects?limit=100' })).json<
      { id: number }[]
    >();
    for (const project of projects) expect(locations).toContain(`${PUBLIC_URL}/project/${project.id}`);
    expect(locations).not.toContain(`${PUBLIC_URL}/project/${draft}`);
    expect(locations.filter((location) => location?.includes('/event/'))).toHaveLength(4);
    expect(response.body).toMatch(
      /<url><loc>[^<]+\/project\/\d+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/,
    );
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, not the API nor the signed-in areas, and names the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /owner/my-projects',
        'Disallow: /admin',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
    expect(lines.some((line) => /^Disallow: \/(allprojects|project|event)/.test(line))).toBe(false);
  });
});

/** The API answers a page carries for its first screen, by call. */
function firstAnswersOf(
  html: string,
): Record<string, { status: number; headers: Record<string, string>; body: unknown }> {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return block ? (JSON.parse(block[1]!) as ReturnType<typeof firstAnswersOf>) : {};
}

describe('the first answers a public page carries', () => {
  it('the home page carries its latest 3 projects and 3 events, as the API answers them', async () => {
    const answers = firstAnswersOf((await page('/')).body);

    expect(Object.keys(answers).sort()).toEqual(['GET /app/events?limit=3', 'GET /app/projects?limit=3']);
    const api = await app.inject({ method: 'GET', url: '/api/app/projects?limit=3' });
    expect(answers['GET /app/projects?limit=3']).toEqual({
      status: 200,
      headers: { 'x-total-count': api.headers['x-total-count'], link: api.headers['link'] },
      body: api.json(),
    });
  });

  it("a list carries the page the address asks for, and preloads its first card's picture", async () => {
    const html = (await page('/allprojects?q=%20glass%20&category=')).body;
    const answers = firstAnswersOf(html);

    expect(Object.keys(answers)).toEqual(['GET /projects?limit=12&q=glass']);
    expect(
      (answers['GET /projects?limit=12&q=glass']!.body as { name: string }[]).map((p) => p.name),
    ).toEqual(['Hebron Blue Glass Studio']);
    expect(html).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" imagesrcset="[^"]+-320\.webp 320w, [^"]+" imagesizes="\(min-width: 1200px\) 376px/,
    );
  });

  it('a project page carries the project and its comments; an unknown one carries nothing', async () => {
    const id = await firstId('/api/projects', 'Qawasmi Ceramics');
    const answers = firstAnswersOf((await page(`/project/${id}`)).body);
    expect(Object.keys(answers)).toEqual([`GET /projects/${id}`, `GET /project/${id}/comments`]);
    // A list's answer keeps the headers its client reads.
    expect(answers[`GET /project/${id}/comments`]!.headers['x-total-count']).toBeDefined();
    expect(firstAnswersOf((await page('/project/999999')).body)).toEqual({});
    expect(firstAnswersOf((await page('/about')).body)).toEqual({});
  });

  it('cannot be closed early by what an owner typed', async () => {
    await createProject(app, await anOwnerId(), { name: '</script><script>alert(1)</script>' });
    const html = (await page('/allprojects')).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(
      (firstAnswersOf(html)['GET /projects?limit=12']!.body as { name: string }[]).map((p) => p.name),
    ).toContain('</script><script>alert(1)</script>');
  });
});

describe('summarize', () => {
  it('keeps a short text whole, on one line', () => {
    expect(summarize('Olive oil\n and  soap')).toBe('Olive oil and soap');
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const cut = summarize(`${'word '.repeat(60)}end`, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/^(word )+word…$/);
  });
});

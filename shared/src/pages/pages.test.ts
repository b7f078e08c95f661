import { callKey, HOME_ITEMS, LIST_PAGE_SIZE } from '@rowad/shared/first-load';
import { routePatterns } from '@rowad/shared/paths';
import { exposedModules, moduleId, pages, serverRenderedPages, staticPublicPaths } from './index';

const keysOf = (page: (typeof pages)[number], params: Record<string, string>, search = '') =>
  (page.firstCalls?.({ params, search }) ?? []).map((call) => callKey('GET', call.url, call.query));

const declared = (path: string) => {
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not declared`);
  return page;
};

describe('the page declarations', () => {
  it('declare every address of the paths module once, and nothing else', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.values(routePatterns).sort());
  });

  it('point every remote page at a module its remote exposes', () => {
    for (const { path, page } of pages) {
      if ('remote' in page)
        expect(exposedModules(page.remote).includes(page.module), `${path} -> ${moduleId(page)}`).toBe(true);
    }
  });

  it('have the server draw public pages of mfe_public only, under distinct names', () => {
    expect(serverRenderedPages.map((page) => page.path)).toEqual([
      '/',
      '/about',
      '/faq',
      '/contact',
      '/allprojects',
      '/allevents',
      '/project/:id',
      '/event/:id',
    ]);
    for (const { path, access, page } of serverRenderedPages) {
      expect({ path, access: access.kind, remote: 'remote' in page ? page.remote : 'shell' }).toEqual({
        path,
        access: 'public',
        remote: 'mfe_public',
      });
    }
    const ids = serverRenderedPages.map((page) => moduleId(page.page));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('give a link preview only to pages whose address names an item, drawn by the server', () => {
    for (const page of pages.filter((candidate) => candidate.preview)) {
      expect(page.path).toMatch(/\/:id$/);
      expect(page.firstCalls).toBeDefined();
    }
    expect(pages.filter((page) => page.preview).map((page) => [page.path, page.preview])).toEqual([
      ['/project/:id', 'project'],
      ['/event/:id', 'event'],
    ]);
  });

  it('list the public pages without an id for the sitemap', () => {
    expect(staticPublicPaths).toEqual(['/', '/about', '/faq', '/contact', '/allprojects', '/allevents']);
  });
});

describe('the first calls a page declares', () => {
  it("are the home page's latest projects and events", () => {
    expect(keysOf(declared('/'), {})).toEqual([
      `GET /app/projects?limit=${HOME_ITEMS}`,
      `GET /app/events?limit=${HOME_ITEMS}`,
    ]);
  });

  it("are a list's first page, with the address's filters trimmed and blank ones left out", () => {
    expect(keysOf(declared('/allprojects'), {}, '?q=%20glass%20&category=&page=2')).toEqual([
      `GET /projects?limit=${LIST_PAGE_SIZE}&q=glass`,
    ]);
    expect(keysOf(declared('/allevents'), {}, '?category=food')).toEqual([
      `GET /events?category=food&limit=${LIST_PAGE_SIZE}`,
    ]);
  });

  it('are the item and its comments for a detail page, and nothing for an id the page cannot show', () => {
    expect(keysOf(declared('/project/:id'), { id: '5' })).toEqual([
      'GET /projects/5',
      'GET /project/5/comments',
    ]);
    expect(keysOf(declared('/event/:id'), { id: '7' })).toEqual(['GET /events/7']);
    for (const id of ['abc', '007', '0', '99999999999']) {
      expect(keysOf(declared('/project/:id'), { id })).toEqual([]);
    }
  });

  it('are none for the pages without data', () => {
    for (const path of ['/about', '/faq', '/contact']) expect(keysOf(declared(path), {})).toEqual([]);
  });
});

import { exposedModules, pages, serverRenderedPages } from '@rowad/shared/pages';
import { routePatterns } from '@rowad/shared/paths';
import { routeTable } from './route-table';

describe('routeTable', () => {
  it('opens every page of the paths module (docs/product.md §2 and /admin), each once', () => {
    // The paths module's own test holds the product's spelling (docs/product.md §2) of each URL.
    expect(routeTable.map((r) => r.path).sort()).toEqual(Object.values(routePatterns).sort());
  });

  it('points every remote page at a module its remote exposes', () => {
    for (const { page, path } of routeTable) {
      if ('remote' in page)
        expect(
          exposedModules(page.remote).includes(page.module),
          `${path} -> ${page.remote}/${page.module}`,
        ).toBe(true);
    }
  });

  it('keeps a visitor on mfe_public: public pages come from no other remote', () => {
    const publicRemotes = new Set(
      routeTable
        .filter((r) => r.access.kind === 'public')
        .map((r) => ('remote' in r.page ? r.page.remote : 'shell')),
    );
    expect([...publicRemotes]).toEqual(['mfe_public']);
  });

  it('is the page declarations of @rowad/shared/pages, route for route', () => {
    expect(routeTable).toEqual(pages.map(({ path, page, access }) => ({ path, page, access })));
  });

  it('serves every page the server draws as a public route of mfe_public, which the browser takes over', () => {
    for (const declared of serverRenderedPages) {
      const route = routeTable.find((candidate) => candidate.path === declared.path);
      expect({ path: declared.path, page: route?.page, access: route?.access }).toEqual({
        path: declared.path,
        page: declared.page,
        access: { kind: 'public' },
      });
      if (route && 'remote' in route.page)
        expect(exposedModules(route.page.remote).includes(route.page.module)).toBe(true);
    }
  });
});

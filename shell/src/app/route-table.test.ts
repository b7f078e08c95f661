import { isExposed } from '@rowad/shared/federation';
import { routePatterns } from '@rowad/shared/paths';
import { routeTable } from './route-table';

describe('routeTable', () => {
  it('opens every page of the paths module (SPEC section 2 and /admin), each once', () => {
    // The paths module's own test holds SPEC's spelling of each URL.
    expect(routeTable.map((r) => r.path).sort()).toEqual(Object.values(routePatterns).sort());
  });

  it('points every remote page at a module its remote exposes', () => {
    for (const { page, path } of routeTable) {
      if ('remote' in page)
        expect(isExposed(page.remote, page.module), `${path} -> ${page.remote}/${page.module}`).toBe(true);
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
});

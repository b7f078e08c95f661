import { isExposed } from '@rowad/shared/federation';
import { routeTable } from './route-table';

describe('routeTable', () => {
  it('has every route of SPEC section 2', () => {
    const spec = [
      '/',
      '/about',
      '/faq',
      '/contact',
      '/allprojects',
      '/allevents',
      '/project/:id',
      '/event/:id',
      '/register',
      '/login',
      '/forgotpassword',
      '/entercode',
      '/restpassword',
      '/allOwners',
      '/owner/:id',
      '/owner/my-profile',
      '/owner/my-projects',
      '/owner/add-project',
      '/owner/edit-project/:id',
      '/owner/edit-project-add-images/:id',
      '/investor/my-profile',
      '/profile',
    ];
    expect(routeTable.map((r) => r.path)).toEqual(expect.arrayContaining(spec));
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

import { firstCallsOf, matchPage, matchRoute } from './index';

const pathOf = (pathname: string) => matchPage(pathname)?.route.path;

describe('matchPage', () => {
  it('finds the page as the router does: a static segment beats a parameter, which beats a splat', () => {
    expect(pathOf('/owner/my-profile')).toBe('/owner/my-profile');
    expect(pathOf('/owner/12')).toBe('/owner/:id');
    expect(pathOf('/admin/users/3')).toBe('/admin/*');
    expect(pathOf('/admin')).toBe('/admin/*');
  });

  it('ignores case and a trailing slash, as the router does, and gives the id as written', () => {
    expect(matchPage('/Project/5/')).toMatchObject({ route: { path: '/project/:id' }, params: { id: '5' } });
    expect(pathOf('/ALLOWNERS')).toBe('/allOwners');
  });

  it('finds no page for an address no route serves', () => {
    for (const pathname of ['/nowhere', '/project', '/project/5/more', '/owner']) {
      expect(pathOf(pathname)).toBeUndefined();
    }
  });
});

describe('matchRoute', () => {
  it('matches any table of routes, such as the routes.json a shell build wrote', () => {
    const routes = [{ path: '/owner/:id' }, { path: '/owner/my-projects' }, { path: '/' }];
    expect(matchRoute(routes, '/owner/my-projects')?.route).toBe(routes[1]);
    expect(matchRoute(routes, '/owner/3')?.params).toEqual({ id: '3' });
    expect(matchRoute(routes, '/x')).toBeUndefined();
  });
});

describe('firstCallsOf', () => {
  it("gives the calls of the page serving the address, with the address's id and filters", () => {
    expect(firstCallsOf('/project/5').map((call) => call.url)).toEqual([
      '/projects/5',
      '/project/5/comments',
    ]);
    expect(firstCallsOf('/allprojects/', '?q=oil').map((call) => call.query)).toEqual([
      { limit: 12, q: 'oil' },
    ]);
  });

  it('gives none for a page the server does not draw, or an address no route serves', () => {
    for (const pathname of ['/login', '/owner/3', '/nowhere', '/project/abc', '/project/007']) {
      expect(firstCallsOf(pathname)).toEqual([]);
    }
  });
});

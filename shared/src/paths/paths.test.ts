import { matchPath } from 'react-router-dom';
import { loginWithNotice, paths, routePatterns, type PageName } from './index';

const names = Object.keys(routePatterns) as PageName[];

/** A page's address as a link would use it, with `id` where the page takes one. */
function pathOf(name: PageName, id: string | number): string {
  const path = paths[name];
  return typeof path === 'function' ? path(id) : path;
}

describe('routePatterns', () => {
  it('names every route of docs/product.md §2 as docs/product.md spells it, plus the admin area and the owner inbox', () => {
    expect(Object.values(routePatterns).sort()).toEqual(
      [
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
        '/admin/*',
        '/owner/requests',
        '/owner/insights',
      ].sort(),
    );
  });
});

describe('paths', () => {
  it.each(names)('%s: the built address is matched by its own pattern', (name) => {
    expect(matchPath(routePatterns[name], pathOf(name, 42))).not.toBeNull();
  });

  it.each(names)('%s: the built address is matched by no other pattern, so it opens that page', (name) => {
    // Ranked as the router ranks them, a static segment (`/owner/my-profile`) beats `/owner/:id`.
    const others = names.filter((other) => other !== name && !/:id/.test(routePatterns[other]));
    const matched = others.filter((other) => matchPath(routePatterns[other], pathOf(name, 42)));
    expect(matched).toEqual([]);
  });

  it.each([42, 'abc', 'a/b c?#%'])('carries the id %p through the URL unchanged', (id) => {
    for (const name of ['project', 'event', 'owner', 'editProject', 'projectImages'] as const) {
      const match = matchPath(routePatterns[name], paths[name](id));
      expect(match?.params.id && decodeURIComponent(match.params.id)).toBe(String(id));
    }
  });

  it('gives the addresses docs/product.md shows', () => {
    expect(paths.home).toBe('/');
    expect(paths.resetPassword).toBe('/restpassword');
    expect(paths.owners).toBe('/allOwners');
    expect(paths.project(7)).toBe('/project/7');
    expect(paths.projectImages('12')).toBe('/owner/edit-project-add-images/12');
    expect(paths.admin).toBe('/admin');
  });
});

describe('loginWithNotice', () => {
  it('lands on the login page with the confirmation to show', () => {
    expect(loginWithNotice('activation', 'expired')).toBe('/login?activation=expired');
    expect(loginWithNotice('passwordReset', 'confirmed')).toBe('/login?passwordReset=confirmed');
  });
});

import { paths, routePatterns, type PageName } from '@rowad/shared/paths';
import type { SessionUser } from '@rowad/shared/session';
import { decideAccess } from './access';
import { routeTable } from './route-table';

const user = (role: SessionUser['role']): SessionUser => ({ id: '1', email: 'a@b.ps', name: 'A', role });

function decisionFor(page: PageName, token: string | null, who: SessionUser | null) {
  const route = routeTable.find((r) => r.path === routePatterns[page]);
  if (!route) throw new Error(`no route for ${page}`);
  const decision = decideAccess(route.access, token, who);
  return decision.allow ? 'allow' : decision.redirectTo;
}

describe('route guards (docs/product.md §2 and §6)', () => {
  const publicPages: PageName[] = [
    'home',
    'about',
    'faq',
    'contact',
    'projects',
    'events',
    'project',
    'event',
  ];
  const guestPages: PageName[] = ['register', 'login', 'forgotPassword', 'enterCode', 'resetPassword'];

  it.each(publicPages)('%s is open to guests and signed-in users', (page) => {
    expect(decisionFor(page, null, null)).toBe('allow');
    expect(decisionFor(page, 'token', user('owner'))).toBe('allow');
  });

  it.each(guestPages)('%s sends a user with a stored token home', (page) => {
    expect(decisionFor(page, null, null)).toBe('allow');
    expect(decisionFor(page, 'token', user('investor'))).toBe(paths.home);
  });

  it.each<PageName>(['owners', 'owner', 'profile', 'ownerProfile', 'investorProfile', 'admin'])(
    '%s sends a guest to the login page',
    (page) => expect(decisionFor(page, null, null)).toBe(paths.login),
  );

  it.each<PageName>(['owners', 'owner', 'profile'])('%s is open to any signed-in role', (page) => {
    for (const role of ['owner', 'investor', 'user', 'admin'] as const) {
      expect(decisionFor(page, 'token', user(role))).toBe('allow');
    }
  });

  it('keeps owner pages for owners and sends other roles home', () => {
    for (const page of [
      'ownerProfile',
      'myProjects',
      'addProject',
      'editProject',
      'projectImages',
    ] as const) {
      expect(decisionFor(page, 'token', user('owner'))).toBe('allow');
      expect(decisionFor(page, 'token', user('investor'))).toBe(paths.home);
    }
  });

  it('keeps the investor profile for investors and /admin for admins', () => {
    expect(decisionFor('investorProfile', 'token', user('investor'))).toBe('allow');
    expect(decisionFor('investorProfile', 'token', user('owner'))).toBe(paths.home);
    expect(decisionFor('admin', 'token', user('admin'))).toBe('allow');
    expect(decisionFor('admin', 'token', user('owner'))).toBe(paths.home);
  });
});

import type { SessionUser } from '@rowad/shared/session';
import { decideAccess } from './access';
import { routeTable } from './route-table';

const user = (role: SessionUser['role']): SessionUser => ({ id: '1', email: 'a@b.ps', name: 'A', role });

function decisionFor(path: string, token: string | null, who: SessionUser | null) {
  const route = routeTable.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const decision = decideAccess(route.access, token, who);
  return decision.allow ? 'allow' : decision.redirectTo;
}

describe('route guards (SPEC section 2 and 6)', () => {
  const publicPaths = [
    '/',
    '/about',
    '/faq',
    '/contact',
    '/allprojects',
    '/allevents',
    '/project/:id',
    '/event/:id',
  ];
  const guestPaths = ['/register', '/login', '/forgotpassword', '/entercode', '/restpassword'];

  it.each(publicPaths)('%s is open to guests and signed-in users', (path) => {
    expect(decisionFor(path, null, null)).toBe('allow');
    expect(decisionFor(path, 'token', user('owner'))).toBe('allow');
  });

  it.each(guestPaths)('%s sends a user with a stored token to /', (path) => {
    expect(decisionFor(path, null, null)).toBe('allow');
    expect(decisionFor(path, 'token', user('investor'))).toBe('/');
  });

  it.each(['/allOwners', '/owner/:id', '/profile', '/owner/my-profile', '/investor/my-profile', '/admin/*'])(
    '%s sends a guest to /login',
    (path) => expect(decisionFor(path, null, null)).toBe('/login'),
  );

  it.each(['/allOwners', '/owner/:id', '/profile'])('%s is open to any signed-in role', (path) => {
    for (const role of ['owner', 'investor', 'user', 'admin'] as const) {
      expect(decisionFor(path, 'token', user(role))).toBe('allow');
    }
  });

  it('keeps owner pages for owners and sends other roles home', () => {
    for (const path of [
      '/owner/my-profile',
      '/owner/my-projects',
      '/owner/add-project',
      '/owner/edit-project/:id',
    ]) {
      expect(decisionFor(path, 'token', user('owner'))).toBe('allow');
      expect(decisionFor(path, 'token', user('investor'))).toBe('/');
    }
  });

  it('keeps the investor profile for investors and /admin for admins', () => {
    expect(decisionFor('/investor/my-profile', 'token', user('investor'))).toBe('allow');
    expect(decisionFor('/investor/my-profile', 'token', user('owner'))).toBe('/');
    expect(decisionFor('/admin/*', 'token', user('admin'))).toBe('allow');
    expect(decisionFor('/admin/*', 'token', user('owner'))).toBe('/');
  });
});

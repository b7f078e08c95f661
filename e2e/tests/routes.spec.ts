import { expect, test } from '../support/fixtures';
import { plantSession, type Role } from '../support/session';

type Who = 'guest' | Role;

/** SPEC section 2: each route, its page title, and where each kind of visitor lands. */
const routes: { path: string; title: string; allowed: Who[]; otherwiseTo: Record<string, string> }[] = [
  { path: '/', title: 'Welcome to Rowad', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: '/about', title: 'About Rowad', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    allowed: ['guest', 'owner', 'investor'],
    otherwiseTo: {},
  },
  { path: '/contact', title: 'Contact Us', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: '/allprojects', title: 'Projects', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: '/allevents', title: 'Events', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: '/project/1', title: 'Project', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: '/event/1', title: 'Event', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  {
    path: '/register',
    title: 'Create an account',
    allowed: ['guest'],
    otherwiseTo: { owner: '/', investor: '/' },
  },
  { path: '/login', title: 'Sign in', allowed: ['guest'], otherwiseTo: { owner: '/', investor: '/' } },
  {
    path: '/forgotpassword',
    title: 'Forgot your password?',
    allowed: ['guest'],
    otherwiseTo: { owner: '/', investor: '/' },
  },
  {
    path: '/entercode',
    title: 'Enter the code',
    allowed: ['guest'],
    otherwiseTo: { owner: '/', investor: '/' },
  },
  {
    path: '/restpassword',
    title: 'Set a new password',
    allowed: ['guest'],
    otherwiseTo: { owner: '/', investor: '/' },
  },
  {
    path: '/allOwners',
    title: 'Entrepreneurs',
    allowed: ['owner', 'investor'],
    otherwiseTo: { guest: '/login' },
  },
  {
    path: '/owner/3',
    title: 'Entrepreneur',
    allowed: ['owner', 'investor'],
    otherwiseTo: { guest: '/login' },
  },
  {
    path: '/owner/my-profile',
    title: 'My Profile',
    allowed: ['owner'],
    otherwiseTo: { guest: '/login', investor: '/' },
  },
  {
    path: '/owner/my-projects',
    title: 'My Projects',
    allowed: ['owner'],
    otherwiseTo: { guest: '/login', investor: '/' },
  },
  {
    path: '/owner/add-project',
    title: 'Add Project',
    allowed: ['owner'],
    otherwiseTo: { guest: '/login', investor: '/' },
  },
  {
    path: '/owner/edit-project/5',
    title: 'Edit Project',
    allowed: ['owner'],
    otherwiseTo: { guest: '/login', investor: '/' },
  },
  {
    path: '/owner/edit-project-add-images/5',
    title: 'Project Images',
    allowed: ['owner'],
    otherwiseTo: { guest: '/login', investor: '/' },
  },
  {
    path: '/investor/my-profile',
    title: 'My Profile',
    allowed: ['investor'],
    otherwiseTo: { guest: '/login', owner: '/' },
  },
  { path: '/profile', title: 'my profile', allowed: ['owner', 'investor'], otherwiseTo: { guest: '/login' } },
  {
    path: '/admin',
    title: 'Review',
    allowed: ['admin'],
    otherwiseTo: { guest: '/login', owner: '/', investor: '/' },
  },
];

const landingTitle: Record<string, string> = { '/': 'Welcome to Rowad', '/login': 'Sign in' };

for (const who of ['guest', 'owner', 'investor', 'admin'] as const) {
  test.describe(`as ${who}`, () => {
    test.beforeEach(async ({ page, accounts }) => {
      if (who !== 'guest') await plantSession(page, accounts[who]);
    });

    for (const route of routes) {
      const allowed = route.allowed.includes(who);
      const target = route.otherwiseTo[who];
      if (!allowed && !target) continue;
      test(`${route.path} ${allowed ? 'renders its page' : `redirects to ${target}`}`, async ({ page }) => {
        await page.goto(route.path);
        if (allowed) {
          await expect(page.getByRole('heading', { level: 1, name: route.title, exact: true })).toBeVisible();
          expect(new URL(page.url()).pathname).toBe(route.path);
        } else {
          await expect(page).toHaveURL((url) => url.pathname === target);
          await expect(page.getByRole('heading', { level: 1, name: landingTitle[target!] })).toBeVisible();
        }
      });
    }
  });
}

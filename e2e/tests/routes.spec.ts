import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { plantSession, type Role } from '../support/session';

type Who = 'guest' | Role;

/** docs/product.md §2: each route, its page title, and where each kind of visitor lands. */
const routes: { path: string; title: string; allowed: Who[]; otherwiseTo: Record<string, string> }[] = [
  { path: paths.home, title: 'Welcome to Rowad', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: paths.about, title: 'About Rowad', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  {
    path: paths.faq,
    title: 'Frequently Asked Questions',
    allowed: ['guest', 'owner', 'investor'],
    otherwiseTo: {},
  },
  { path: paths.contact, title: 'Contact Us', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: paths.projects, title: 'Projects', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: paths.events, title: 'Events', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: paths.project(999999), title: 'Project', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  { path: paths.event(999999), title: 'Event', allowed: ['guest', 'owner', 'investor'], otherwiseTo: {} },
  {
    path: paths.register,
    title: 'Create an account',
    allowed: ['guest'],
    otherwiseTo: { owner: paths.home, investor: paths.home },
  },
  {
    path: paths.login,
    title: 'Sign in',
    allowed: ['guest'],
    otherwiseTo: { owner: paths.home, investor: paths.home },
  },
  {
    path: paths.forgotPassword,
    title: 'Forgot your password?',
    allowed: ['guest'],
    otherwiseTo: { owner: paths.home, investor: paths.home },
  },
  {
    path: paths.enterCode,
    title: 'Enter the code',
    allowed: ['guest'],
    otherwiseTo: { owner: paths.home, investor: paths.home },
  },
  {
    path: paths.resetPassword,
    title: 'Set a new password',
    allowed: ['guest'],
    otherwiseTo: { owner: paths.home, investor: paths.home },
  },
  {
    path: paths.owners,
    title: 'Entrepreneurs',
    allowed: ['owner', 'investor'],
    otherwiseTo: { guest: paths.login },
  },
  {
    // An id naming nobody: the page keeps its kind as the title above 'Owner profile not found'.
    path: paths.owner(999999),
    title: 'Entrepreneur',
    allowed: ['owner', 'investor'],
    otherwiseTo: { guest: paths.login },
  },
  {
    path: paths.ownerProfile,
    title: 'My Profile',
    allowed: ['owner'],
    otherwiseTo: { guest: paths.login, investor: paths.home },
  },
  {
    path: paths.myProjects,
    title: 'My Projects',
    allowed: ['owner'],
    otherwiseTo: { guest: paths.login, investor: paths.home },
  },
  {
    path: paths.addProject,
    title: 'Add Project',
    allowed: ['owner'],
    otherwiseTo: { guest: paths.login, investor: paths.home },
  },
  {
    path: paths.editProject(5),
    title: 'Edit Project',
    allowed: ['owner'],
    otherwiseTo: { guest: paths.login, investor: paths.home },
  },
  {
    path: paths.projectImages(5),
    title: 'Project Images',
    allowed: ['owner'],
    otherwiseTo: { guest: paths.login, investor: paths.home },
  },
  {
    path: paths.infoRequests,
    title: 'Investor requests',
    allowed: ['owner'],
    otherwiseTo: { guest: paths.login, investor: paths.home },
  },
  {
    path: paths.ownerInsights,
    title: 'Insights',
    allowed: ['owner'],
    otherwiseTo: { guest: paths.login, investor: paths.home },
  },
  {
    path: paths.investorProfile,
    title: 'My Profile',
    allowed: ['investor'],
    otherwiseTo: { guest: paths.login, owner: paths.home },
  },
  {
    path: paths.profile,
    title: 'my profile',
    allowed: ['owner', 'investor'],
    otherwiseTo: { guest: paths.login },
  },
  {
    path: paths.admin,
    title: 'Dashboard',
    allowed: ['admin'],
    otherwiseTo: { guest: paths.login, owner: paths.home, investor: paths.home },
  },
];

const landingTitle: Record<string, string> = { [paths.home]: 'Welcome to Rowad', [paths.login]: 'Sign in' };

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

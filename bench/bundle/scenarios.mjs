// The journeys whose downloads are measured. Each scenario runs in a fresh browser context (an
// empty cache, no session), so it shows what a first visit costs. Each step is measured on its
// own too: a later step shows what the browser had to add to what it already had.
//
// To add one (e.g. an owner opening their dashboard), append { name, steps } below; a step's
// run(page) must leave the page ready, and the runner then waits for the network to go quiet.
// `budgetBrotliKiB` overrides the default JS budget for a scenario; a later step may set its own
// for what it added. `signedInAs: 'owner' | 'user' | 'investor' | 'admin'` opens the scenario with that session in
// local storage (bench/bundle/accounts.mjs makes it through the API; the cache stays empty).
//
// The budgets are issue 11's goals: a visitor's first page at most 130 KiB brotli of JS (since the
// server draws public pages, that is wake.js, and the app comes at the first interaction: the
// visitor scenarios count both), the click
// from / to /login at most 20 KiB more. A signed-in area's first page also needs, at once, what
// every signed-in page shows (the navbar's profile summary: the query library, axios, zod and the
// schemas, about 45 KiB): its budget is 175 KiB, measured at 170 when the areas were title pages,
// so the screens the areas add must come in their own chunks.
const FIRST_PAGE_BUDGET_KIB = 130;
const LOGIN_CLICK_BUDGET_KIB = 20;
const SIGNED_IN_FIRST_PAGE_BUDGET_KIB = 175;

/** Waits for the page's main heading: the route's remote has rendered, not only the shell. */
async function headingVisible(page, name) {
  const heading = name
    ? page.getByRole('heading', { level: 1, name, exact: true })
    : page.locator('h1').first();
  await heading.waitFor({ state: 'visible' });
}

/**
 * Opens a path as a first load; it must stay there (a guard's redirect would measure another
 * page). `heading` names the page's h1; `under` accepts a path below this one (a queue that
 * opens its first item).
 */
async function open(page, path, { heading, under = false } = {}) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await headingVisible(page, heading);
  const landed = new URL(page.url()).pathname;
  if (under ? !landed.startsWith(path) : landed !== path)
    throw new Error(`opening ${path} landed on ${landed}`);
}

/** A signed-in page opened first (a bookmark, a link in a mail), with a signed-in first page's budget. */
const signedInFirstPage = (signedInAs, path, options) => ({
  name: `${signedInAs} ${path}`,
  signedInAs,
  budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
  steps: [{ name: `open ${path}`, run: (page) => open(page, path, options) }],
});

const openHome = (page) => open(page, '/');

// A public page comes drawn by the server and starts the app at the visitor's first touch, key,
// scroll or focus (shell/src/start/wake.ts): before it, only wake.js is downloaded.
const firstInteraction = {
  name: 'first interaction (a scroll)',
  run: (page) =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          document.addEventListener('rowad:page-live', resolve, { once: true });
          window.scrollBy(0, 1);
        }),
    ),
};

/** The first item of a public list call that `pick` accepts (the demo data's ids are not fixed). */
async function firstListed(page, url, pick) {
  const response = await page.request.get(url);
  const found = (await response.json()).find(pick);
  if (!found) throw new Error(`nothing in ${url} fits the scenario`);
  return found;
}

export const scenarios = [
  {
    name: 'visitor /',
    budgetBrotliKiB: FIRST_PAGE_BUDGET_KIB,
    steps: [{ name: 'open /', run: openHome }, firstInteraction],
  },
  {
    name: 'guest / -> /login',
    budgetBrotliKiB: FIRST_PAGE_BUDGET_KIB + LOGIN_CLICK_BUDGET_KIB,
    steps: [
      { name: 'open /', run: openHome },
      {
        name: 'click Login',
        budgetBrotliKiB: LOGIN_CLICK_BUDGET_KIB,
        run: async (page) => {
          await page.getByRole('link', { name: 'Login', exact: true }).click();
          await headingVisible(page, 'Sign in');
        },
      },
    ],
  },
  {
    name: 'visitor /allprojects',
    budgetBrotliKiB: FIRST_PAGE_BUDGET_KIB,
    steps: [{ name: 'open /allprojects', run: (page) => open(page, '/allprojects') }, firstInteraction],
  },
  {
    name: 'owner /owner/my-projects',
    signedInAs: 'owner',
    budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
    steps: [{ name: 'open /owner/my-projects', run: (page) => open(page, '/owner/my-projects') }],
  },
  // Issue 29: every signed-in first page within 175 KiB. The home page, signed in: the account
  // menu and the profile summary come with it, the owner's remote does not.
  signedInFirstPage('owner', '/'),
  // Issue 29: the owner's Insights opened as a first page.
  signedInFirstPage('owner', '/owner/insights', { heading: 'Insights' }),
  {
    // Issue 14: an owner lands on the home page and opens My Projects from the account menu.
    name: 'owner / -> /owner/my-projects',
    signedInAs: 'owner',
    budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
    steps: [
      { name: 'open /', run: openHome },
      {
        name: 'open My Projects from the account menu',
        run: async (page) => {
          await page.getByRole('button', { name: /^Account menu for / }).click();
          await page.getByRole('link', { name: 'My Projects', exact: true }).click();
          await headingVisible(page, 'My Projects');
        },
      },
    ],
  },
  {
    // Issue 13: the event page with the participation area (the owner's request, the button).
    name: 'owner /event/{id}',
    signedInAs: 'owner',
    budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
    steps: [
      {
        name: 'open an upcoming /event/{id}',
        run: async (page) => {
          const event = await firstListed(page, '/api/events?status=upcoming', () => true);
          await open(page, `/event/${event.id}`);
          await page.getByRole('button', { name: 'Register for this bazaar' }).waitFor();
        },
      },
    ],
  },
  {
    // Issue 13: a project page with its comments, the rating breakdown and the comment form.
    name: 'user /project/{id} with comments',
    signedInAs: 'user',
    budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
    steps: [
      {
        name: 'open a commented /project/{id}',
        run: async (page) => {
          const project = await firstListed(page, '/api/projects?limit=50', (p) => p.rating.count > 0);
          await open(page, `/project/${project.id}`);
          await page.getByRole('button', { name: 'Post comment' }).waitFor();
        },
      },
    ],
  },
  {
    name: 'admin /admin',
    signedInAs: 'admin',
    budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
    steps: [{ name: 'open /admin', run: (page) => open(page, '/admin') }],
  },
  // Issue 29: the admin's review queue and Insights opened as first pages; the queue opens its
  // first revision (/admin/projects/{revisionId}), still this page.
  signedInFirstPage('admin', '/admin/projects', { heading: 'Project reviews', under: true }),
  signedInFirstPage('admin', '/admin/insights', { heading: 'Insights' }),
  {
    // Issue 15: the admin lands on the home page, opens the admin area from the account menu,
    // then the project review queue from the area's navigation.
    name: 'admin / -> /admin -> project reviews',
    signedInAs: 'admin',
    budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
    steps: [
      { name: 'open /', run: openHome },
      {
        name: 'open Admin from the account menu',
        run: async (page) => {
          await page.getByRole('button', { name: /^Account menu for / }).click();
          await page.getByRole('link', { name: 'Admin', exact: true }).click();
          await headingVisible(page, 'Dashboard');
        },
      },
      {
        name: 'open Project reviews',
        run: async (page) => {
          await page.getByRole('link', { name: /^Project reviews/ }).click();
          await headingVisible(page, 'Project reviews');
        },
      },
    ],
  },
  {
    // Issue 30: the owner's Insights, whose charts come with this page only: what opening
    // it from the account menu adds to My Projects is the page's own bytes.
    name: 'owner /owner/my-projects -> Insights',
    signedInAs: 'owner',
    budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
    steps: [
      { name: 'open /owner/my-projects', run: (page) => open(page, '/owner/my-projects') },
      {
        name: 'open Insights from the account menu',
        run: async (page) => {
          await page.getByRole('button', { name: /^Account menu for / }).click();
          await page.getByRole('link', { name: 'Insights', exact: true }).click();
          await headingVisible(page, 'Insights');
        },
      },
    ],
  },
  {
    // Issue 30: the platform per week, from the admin area's navigation.
    name: 'admin /admin -> Insights',
    signedInAs: 'admin',
    budgetBrotliKiB: SIGNED_IN_FIRST_PAGE_BUDGET_KIB,
    steps: [
      { name: 'open /admin', run: (page) => open(page, '/admin') },
      {
        name: 'open Insights',
        run: async (page) => {
          await page.getByRole('link', { name: 'Insights', exact: true }).click();
          await headingVisible(page, 'Insights');
        },
      },
    ],
  },
];

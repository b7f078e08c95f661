// The journeys whose downloads are measured. Each scenario runs in a fresh browser context (an
// empty cache, no session), so it shows what a first visit costs. Each step is measured on its
// own too: a later step shows what the browser had to add to what it already had.
//
// To add one (e.g. an owner opening their dashboard), append { name, steps } below; a step's
// run(page) must leave the page ready, and the runner then waits for the network to go quiet.
// `budgetBrotliKiB` overrides the default JS budget for a scenario.

/** Waits for the page's main heading: the route's remote has rendered, not only the shell. */
async function headingVisible(page, name) {
  const heading = name
    ? page.getByRole('heading', { level: 1, name, exact: true })
    : page.locator('h1').first();
  await heading.waitFor({ state: 'visible' });
}

async function openHome(page) {
  await page.goto('/', { waitUntil: 'networkidle' });
  await headingVisible(page);
}

export const scenarios = [
  {
    name: 'visitor /',
    steps: [{ name: 'open /', run: openHome }],
  },
  {
    name: 'guest / -> /login',
    steps: [
      { name: 'open /', run: openHome },
      {
        name: 'click Login',
        run: async (page) => {
          await page.getByRole('link', { name: 'Login', exact: true }).click();
          await headingVisible(page, 'Sign in');
        },
      },
    ],
  },
];

import { expect, test, type Page, type Request } from '@playwright/test';
import { paths } from '@rowad/shared/paths';

// Public pages come drawn by the server (shell/src/server-render) and start the app only when the
// visitor first interacts (shell/src/start/wake.ts): readable at once, with no script busy at load.
// What a visitor types before the app is live is kept: public-area.spec.ts searches at once.

/** Every script file the page downloads, to run now or later (a preload or prefetch counts). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

test.describe('the first screen of a public page', () => {
  test('reads without JavaScript: the home page shows its projects, events and title', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto(paths.home);
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeVisible();
    await expect(page).toHaveTitle('Welcome to Rowad · Rowad');
    const projects = page.getByRole('region', { name: 'Latest Projects' });
    await expect(projects.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Latest Events' }).getByText(/^Date: /)).toHaveCount(3);
    // Links are real addresses: following one without JavaScript opens the project, drawn too.
    await projects
      .getByRole('link', { name: /^Learn More/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/project\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.getByRole('link', { name: /^[^@]+@[^@]+$/ }).first()).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await context.close();
  });

  /** Presses the language button on the home page, and checks the app took over the drawn markup. */
  async function pressAndCheckTakeOver(page: Page, scripts: string[], apiCalls: string[]) {
    // The press that starts the app is not lost: it switches the language once the app is live.
    await page.evaluate(() => {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('h1');
    });
    await page.getByRole('button', { name: 'اعرض الموقع بالعربية' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بكم في رواد');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(scripts).toContain('/main.js');
    expect(scripts).toContain('/mfe-public/remoteEntry.js');
    // Hydrated, not drawn again: the heading is the very element the server sent.
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { drawnHeading: Element | null }).drawnHeading ===
          document.querySelector('h1'),
      ),
    ).toBe(true);
    // The data came with the page: the lists were not asked for again.
    expect(apiCalls.filter((url) => /\/api\/app\/(projects|events)/.test(url))).toEqual([]);
  }

  function apiCallsOf(page: Page): string[] {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    return apiCalls;
  }

  test('fetches no app code for a visitor saving data until they interact, then takes over the same markup', async ({
    browser,
  }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Save-Data': 'on' } });
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    const apiCalls = apiCallsOf(page);
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeVisible();
    // Nothing else is even downloaded while the visitor only reads.
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/wake.js']);

    await pressAndCheckTakeOver(page, scripts, apiCalls);
    await context.close();
  });

  test('fetches the app only after load while the visitor reads, draws nothing, then takes over the same markup', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    const apiCalls = apiCallsOf(page);
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeVisible();
    // Read ahead (shell/src/start/wake.ts): the app is fetched and run without drawing.
    await expect(page.locator('html')).toHaveAttribute('data-start', 'warming');
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain('/main.js');
    expect(scripts).toContain('/mfe-public/remoteEntry.js');
    // Every script but wake.js was asked for after the page's load event.
    const early = await page.evaluate(() => {
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .filter((entry) => !entry.name.endsWith('/wake.js') && entry.startTime < loaded.loadEventEnd)
        .map((entry) => entry.name);
    });
    expect(early).toEqual([]);
    // Still the server's page: the app waits for the visitor (no language applied, nothing drawn).
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await pressAndCheckTakeOver(page, scripts, apiCalls);
  });

  test('comes in Arabic, right to left, for a visitor whose language is Arabic', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(paths.events);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await context.addCookies([{ name: 'language', value: 'ar', url: page.url() }]);
    await page.goto(paths.events);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفعاليات');
    await expect(page).toHaveTitle('الفعاليات · رواد');
    await context.close();
  });
});

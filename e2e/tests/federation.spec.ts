import type { ConsoleMessage, Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { plantSession } from '../support/session';

// Signs that module federation shared a dependency wrongly: two Reacts, two styled-components,
// or a shared version a remote could not accept.
const SHARING_PROBLEMS = [
  /Invalid hook call/i,
  /more than one copy of React/i,
  /several instances of .?styled-components/i,
  /unsatisfied version/i,
  /No satisfying version/i,
  /RUNTIME-\d+/,
];

function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (
      ['error', 'warning'].includes(message.type()) &&
      SHARING_PROBLEMS.some((p) => p.test(message.text()))
    ) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

test.describe('module federation', () => {
  test('shares one React, one styled-components and satisfied versions across every remote', async ({
    page,
    browser,
    accounts,
  }) => {
    // Every remote, in three browsers one after another: three times a one-page test's budget.
    test.slow();
    const problems = collectProblems(page);
    await plantSession(page, accounts.owner);
    // One remote after another in one page life, so every remote meets the shell's singletons.
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeVisible();
    await page.evaluate((to) => window.history.pushState({}, '', to), paths.myProjects);
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    expect(problems).toEqual([]);

    // The investor's and the admin's remotes, each in its own signed-in browser.
    for (const [account, path, title] of [
      [accounts.investor, paths.investorProfile, 'My Profile'],
      [accounts.admin, paths.admin, 'Dashboard'],
    ] as const) {
      const context = await browser.newContext();
      const other = await context.newPage();
      const otherProblems = collectProblems(other);
      await plantSession(other, account);
      await other.goto(path);
      await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(otherProblems).toEqual([]);
      await context.close();
    }
  });

  test("fetches every script the shell starts with from the page's own preloads, not after main.js", async ({
    page,
  }) => {
    const shellScripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The shell's own files sit at the root; remotes in their folders.
      if (request.resourceType() === 'script' && /^\/[^/]+\.js$/.test(url.pathname))
        shellScripts.push(url.pathname);
    });
    // A page the shell draws itself in the browser, with nothing from a remote (public pages come
    // drawn by the server and fetch their scripts when the app starts: first-screen.spec.ts).
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const beforeFirstPage = [...shellScripts];
    const preloaded = await page
      .locator('head link[rel="preload"][as="script"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    // What was asked for before the first page showed is the start; later scripts come on demand.
    expect(preloaded.length).toBeGreaterThan(5);
    expect(beforeFirstPage.filter((script) => script !== '/main.js' && !preloaded.includes(script))).toEqual(
      [],
    );
  });

  test('keeps working with mfe-owner unreachable, and the owner page offers a retry that recovers', async ({
    page,
    accounts,
  }) => {
    await plantSession(page, accounts.owner);
    await page.route('**/mfe-owner/**', (route) => route.abort());
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeVisible();
    await page.goto(paths.projects);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

    await page.goto(paths.myProjects);
    const fallback = page.getByRole('alert').filter({ hasText: 'This part of Rowad could not be loaded.' });
    await expect(fallback).toBeVisible();
    // The frame around the failed area still works.
    await expect(page.getByRole('link', { name: 'Rowad' }).first()).toBeVisible();

    await page.unroute('**/mfe-owner/**');
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  });

  test('renders the shell and its retry when remotes.json cannot be loaded', async ({ page }) => {
    // The server writes the remotes map into the page; a page without it (served by another
    // host, or an older server) falls back to /remotes.json, which is down here.
    await page.route(paths.login, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script type="application\/json"[^>]*>.*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(paths.login);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.unroute('**/remotes.json');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

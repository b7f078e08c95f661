import { expect, test, type Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { chooseLanguage } from '../support/axe';

// Pages read stay readable offline (issue 32, docs/decisions.md "Low data and offline (issue 32)"):
// Rowad's service worker keeps the pages a visitor read; offline, they open with a line saying when
// they were saved, and a page never read opens Rowad's own offline page with links to the others.
// The browser goes offline as Playwright's offline mode takes it (`context.setOffline`).

test.use({ serviceWorkers: 'allow' });

const PAGES_CACHE = 'rowad-pages-v1';

/** Waits until the service worker runs and has kept every one of `urls` (paths). */
async function kept(page: Page, urls: string[]): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(
      () =>
        page.evaluate(async (cacheName) => {
          const cache = await caches.open(cacheName);
          return (await cache.keys()).map((request) => new URL(request.url).pathname);
        }, PAGES_CACHE),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(urls));
}

/** Reads the projects list, then its first project; returns the project's path and name. */
async function readListAndProject(page: Page): Promise<{ path: string; name: string }> {
  await page.goto(paths.projects);
  const firstProject = page.locator('main a[href^="/project/"]').first();
  await expect(firstProject).toBeVisible();
  const path = (await firstProject.getAttribute('href')) ?? '';
  // The worker starts once the first page is up, and keeps that page too (the reader stays a moment).
  await kept(page, [paths.projects]);
  await page.goto(path);
  const name = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await kept(page, [paths.projects, path]);
  return { path, name };
}

test.describe('offline reading', () => {
  test('a list and a project read before open offline as saved copies; a page never read shows the offline page', async ({
    page,
    context,
  }) => {
    const project = await readListAndProject(page);
    await context.setOffline(true);

    await page.goto(paths.projects);
    const line = page.locator('#rowad-offline-copy');
    await expect(line).toHaveText(
      /^You are reading the copy saved on .+: the connection did not answer\. Changes need a connection\.$/,
    );
    await expect(page.locator('main a[href^="/project/"]').first()).toBeVisible();
    // The reader scrolls: the app starts from the kept files and keeps the list it was drawn with,
    // though its refresh, and the chunk that would send it, cannot come.
    const cards = await page.locator('main article').count();
    expect(cards).toBeGreaterThan(0);
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 400);
    await expect(page.locator('html')).toHaveAttribute('data-start', 'now');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(cards);

    await page.goto(project.path);
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await expect(line).toContainText('Changes need a connection.');

    // A page never read: Rowad's offline page, with the two pages read.
    await page.goto(paths.about);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    const saved = page.getByRole('list', { name: 'Pages you can read offline' });
    await expect(saved.getByRole('link')).toHaveCount(2);
    await saved.getByRole('link', { name: new RegExp(project.name) }).click();
    await expect(page).toHaveURL(project.path);
    await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

    // Back online, the page is the network's again, with no offline line.
    await context.setOffline(false);
    await page.goto(paths.about);
    await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText('You are offline');
    await expect(line).toHaveCount(0);
  });

  test('in Arabic, the saved copy and the offline page speak Arabic, right to left', async ({
    page,
    context,
  }) => {
    await chooseLanguage(page, 'ar');
    await readListAndProject(page);
    await context.setOffline(true);

    await page.goto(paths.projects);
    const line = page.locator('#rowad-offline-copy');
    await expect(line).toContainText('أنت تقرأ النسخة المحفوظة في');
    await expect(line).toHaveAttribute('dir', 'rtl');

    await page.goto(paths.events);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'أنت غير متصل' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'صفحات يمكنك قراءتها دون اتصال' }).getByRole('link'),
    ).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible();
  });

  test('Rowad can be put on a home screen: a web app manifest with its icons', async ({ page, request }) => {
    await page.goto(paths.home);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Rowad (رواد)', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const picture = await request.get(icon.src);
      expect(picture.headers()['content-type']).toBe('image/png');
    }
  });
});

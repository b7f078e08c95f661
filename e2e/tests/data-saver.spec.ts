import { expect, test, type Page, type Request } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { chooseLanguage } from '../support/axe';

// The data saver (issue 32, docs/decisions.md "Low data and offline (issue 32)"): chosen in the
// navbar's menu, or asked by the browser with Save-Data: on, a list downloads no pictures until
// the visitor presses 'Show pictures', whether the server drew the page or the app did.

/** The uploaded pictures the page downloads (request events, as the network sees them). */
function picturesOf(page: Page): string[] {
  const pictures: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'image' && pathname.startsWith('/uploads/')) pictures.push(pathname);
  });
  return pictures;
}

/** The cards' pictures that loaded and have something to show. */
function loadedPictures(page: Page) {
  return page
    .locator('main img[src^="/uploads/"]')
    .evaluateAll(
      (images) =>
        (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0).length,
    );
}

/** The data saver's switch, in the menu a phone opens first. */
async function dataSaverSwitch(page: Page, name: string) {
  const menu = page.getByRole('button', { name: /^(Menu|القائمة)$/ });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  return page.getByRole('switch', { name });
}

test.describe('the data saver', () => {
  test("turned on from the menu, a list downloads no pictures until 'Show pictures'", async ({ page }) => {
    await page.goto(paths.projects);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // Without it, the cards come with their pictures.
    await expect.poll(() => loadedPictures(page)).toBeGreaterThan(0);

    const saver = await dataSaverSwitch(page, 'Data saver');
    await expect(saver).toHaveAttribute('aria-checked', 'false');
    await saver.click();
    await expect(saver).toHaveAttribute('aria-checked', 'true');

    const pictures = picturesOf(page);
    await page.reload();
    // The server drew the page without them: boxes in their place, and the offer.
    await expect(page.locator('html')).toHaveAttribute('data-save-data', '');
    await expect(page.getByText('Data saver is on: pictures are not loaded.')).toBeVisible();
    await expect(page.locator('main [data-picture="held-back"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(pictures).toEqual([]);
    // The app starts at the first interaction and keeps them back too.
    await page.mouse.wheel(0, 600);
    await expect(page.locator('html')).toHaveAttribute('data-start', 'now');
    await page.waitForLoadState('networkidle');
    expect(pictures).toEqual([]);
    await expect(page.locator('main img[src^="/uploads/"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Show pictures' }).click();
    await expect.poll(() => loadedPictures(page)).toBeGreaterThan(0);
    expect(pictures.length).toBeGreaterThan(0);
    // Only the smallest width: the browser is given no widths to choose from.
    await expect(page.locator('main img[srcset]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hide pictures' })).toBeVisible();
  });

  test.describe('asked by the browser (Save-Data: on)', () => {
    test.use({ extraHTTPHeaders: { 'save-data': 'on' } });

    test('in Arabic, the list waits for its pictures and the menu shows the data saver on', async ({
      page,
    }) => {
      await chooseLanguage(page, 'ar');
      const pictures = picturesOf(page);
      await page.goto(paths.projects);
      await expect(page.getByRole('heading', { level: 1, name: 'المشاريع' })).toBeVisible();
      await expect(page.getByText('توفير البيانات مفعّل: الصور لا تُحمَّل.')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(pictures).toEqual([]);

      await page.getByRole('button', { name: 'اعرض الصور' }).click();
      await expect.poll(() => loadedPictures(page)).toBeGreaterThan(0);
      expect(pictures.length).toBeGreaterThan(0);
      await expect(page.locator('main img[srcset]')).toHaveCount(0);
      await expect(await dataSaverSwitch(page, 'توفير البيانات')).toHaveAttribute('aria-checked', 'true');
    });

    test('a project page loads its pictures at their smallest width', async ({ page }) => {
      await page.goto(paths.projects);
      const first = page.getByRole('heading', { level: 2 }).first().getByRole('link');
      await page.goto((await first.getAttribute('href')) ?? paths.projects);
      const picture = page.locator('main img[src^="/uploads/"]').first();
      await expect(picture).toBeVisible();
      await expect(picture).not.toHaveAttribute('srcset', /./);
      expect(
        await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      ).toBeTruthy();
    });
  });
});

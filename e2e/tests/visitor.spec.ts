import { expect, test } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { remoteFoldersRequested } from '../support/session';

test.describe('a visitor', () => {
  test('loads only the shell and mfe-public on the home page, read ahead and once a scroll has started the app', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeVisible();
    // While the visitor reads, the app is fetched ahead (shell/src/start/wake.ts): mfe-public only.
    await expect.poll(() => remoteFoldersRequested(requests)).toEqual(['mfe-public']);

    // The page tells when the app has taken it over (shell/src/remotes/remote-module.tsx).
    await page.evaluate(() => {
      const win = window as unknown as { pageLive: Promise<void> };
      win.pageLive = new Promise((resolve) =>
        document.addEventListener('rowad:page-live', () => resolve(), { once: true }),
      );
    });
    await page.mouse.wheel(0, 300);
    await page.evaluate(() => (window as unknown as { pageLive: Promise<void> }).pageLive);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(remoteFoldersRequested(requests)).toEqual(['mfe-public']);
  });

  test('moves between public pages from the navigation without loading another remote', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.home);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Projects', 'Events', 'Contact', 'FAQ']);
    await nav.getByRole('link', { name: 'Projects' }).click();
    await expect(page).toHaveURL(/\/allprojects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await nav.getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(remoteFoldersRequested(requests)).toEqual(['mfe-public']);
  });

  test('sees the footer with the logo and the copyright line', async ({ page }) => {
    await page.goto(paths.about);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Rowad' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Rowad. All rights reserved.`);
  });

  test("finds the site's icons for the tab and for a phone's home screen", async ({ page, request }) => {
    await page.goto(paths.about);
    const iconOf = async (rel: string) => {
      const href = await page.locator(`head link[rel="${rel}"]`).getAttribute('href');
      expect(href, `<link rel="${rel}">`).not.toBeNull();
      const icon = await request.get(href!);
      expect(icon.status()).toBe(200);
      return icon;
    };

    expect((await iconOf('icon')).headers()['content-type']).toBe('image/svg+xml');
    const touchIcon = await iconOf('apple-touch-icon');
    expect(touchIcon.headers()['content-type']).toBe('image/png');
    // The PNG's header (IHDR) gives its size: a phone asks for 180 by 180 pixels.
    const png = await touchIcon.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  test('gets a not-found page for an unknown address, answered 404', async ({ page }) => {
    const answer = await page.goto('/no-such-page');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeVisible();
  });
});

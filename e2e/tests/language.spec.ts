import { expect, test } from '@playwright/test';
import { paths } from '@rowad/shared/paths';

test.describe('language switch', () => {
  test('switches to Arabic right-to-left, and remembers it on the next visit', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(paths.home);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'اعرض الموقع بالعربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحبًا بكم في رواد');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(nav.getByRole('link').first()).toHaveText('الرئيسية');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();

    await page.getByRole('button', { name: 'View the site in English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });
});

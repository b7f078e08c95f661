import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { readMail, typeAdminCode } from '../support/session';

test.describe('signing in', () => {
  test('an activation link lands on the login page, which signs the new owner in', async ({
    page,
    request,
  }) => {
    const email = `login.${Date.now()}@example.ps`;
    const registered = await request.post('/api/auth/register', {
      data: {
        firstName: 'Noor',
        lastName: 'Sharabati',
        bio: 'Leather bags',
        email,
        password: 'olive-tree-42',
        passwordVerify: 'olive-tree-42',
        role: 'owner',
        birthDate: '1992-02-02',
        address: 'Hebron',
      },
    });
    expect(registered.status()).toBe(201);
    const mail = await readMail(email, /activate/i);
    const link = new URL(/https?:\/\/\S+\/api\/auth\/activate\?token=[\w-]+/.exec(mail.text)![0]);

    // Followed in the browser, as from the inbox.
    await page.goto(link.pathname + link.search);
    await expect(page).toHaveURL(/\/login\?activation=confirmed$/);
    await expect(page.getByRole('status')).toHaveText('Your account is activated. You can sign in now.');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

    // Typing clears the general error.
    await page.getByLabel('Password', { exact: true }).fill('olive-tree-42');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(page.getByRole('button', { name: 'Account menu for Noor' })).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('owner');

    // A signed-in user is sent away from the guest-only login page.
    await page.goto(paths.login);
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
  });

  test('an admin types the code from the phone after the password (issue 28)', async ({ page }) => {
    await page.goto(paths.login);
    await page.getByLabel('Email').fill('admin@rowad.test');
    await page.getByLabel('Password', { exact: true }).fill('admin-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    const code = page.getByLabel('Code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    // No session before the second step.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await typeAdminCode(page);
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('admin');
  });

  test('shows the validation messages and works in Arabic', async ({ page }) => {
    await page.goto(paths.login);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('button', { name: 'اعرض الموقع بالعربية' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

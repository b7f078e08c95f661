import type { Locator, Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { createAccount, readResetCode } from '../support/session';

// Each journey resets the password of an account of its own: a reset signs out every session of
// the account, which would break the tests sharing the worker's fixture accounts. The forgot-password
// call is limited to 10 a hour per address: this file makes two.

/** A code of six digits that is not the mailed one. */
function wrongCodeFor(code: string): string {
  return code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
}

/** Presses Tab (forwards through the page, wrapping at its end) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${maxPresses} presses of Tab never reached ${target}`);
}

test.describe('resetting a forgotten password', () => {
  test('forgot -> code from the mail -> verify -> new password -> sign in with it', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, 'owner', 'Huda');
    const newPassword = 'almond-blossom-9';

    await page.goto(paths.login);
    await page.getByRole('link', { name: 'Forget your password' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.forgotPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', paths.contact);
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', paths.login);

    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email is required');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();

    await expect(page).toHaveURL((url) => url.pathname === paths.enterCode);
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeVisible();
    await expect(page.getByText(`We sent a 6-digit code to ${account.email}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send a new code' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('forgotPasswordEmail'))).toBe(account.email);

    const code = await readResetCode(account.email);
    const codeField = page.getByLabel('Verification code');
    await codeField.fill(code.slice(0, 5));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Code must be exactly 6 digits');

    // A wrong code is refused by the server (one wrong try; the fifth would burn the code).
    await codeField.fill(wrongCodeFor(code));
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired code');
    await expect(page).toHaveURL((url) => url.pathname === paths.enterCode);

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify Code' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.resetPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('verificationCode'))).toBe(code);

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login\?passwordReset=confirmed$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been reset. Sign in with your new password.',
    );

    // The reset signed out the account's sessions: the token it had stops working.
    const before = await request.get('/api/users/my-data', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(before.status()).toBe(401);

    // The old password no longer opens the account; the new one does.
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(page.getByRole('button', { name: 'Account menu for Huda' })).toBeVisible();
  });

  test('the whole reset works with the keyboard alone', async ({ page, request }) => {
    const account = await createAccount(request, 'investor', 'Yusuf');
    const newPassword = 'sage-and-thyme-5';
    const keyboard = page.keyboard;

    // From the login page's link to the first step. No clicks from here on.
    await page.goto(paths.login);
    await tabTo(page, page.getByRole('link', { name: 'Forget your password' }));
    await keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === paths.forgotPassword);

    await tabTo(page, page.getByLabel('Email'));
    await keyboard.type(account.email);
    await keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === paths.enterCode);
    await expect(page.getByText(`We sent a 6-digit code to ${account.email}.`)).toBeVisible();

    await tabTo(page, page.getByLabel('Verification code'));
    await keyboard.type(await readResetCode(account.email));
    await keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === paths.resetPassword);

    const newField = page.getByLabel('New password', { exact: true });
    const confirmField = page.getByLabel('Confirm new password');
    const firstToggle = page.getByRole('button', { name: 'Show' }).first();
    await tabTo(page, newField);
    await keyboard.type(newPassword);
    // Tab reaches the field's show/hide toggle, which Space presses.
    await keyboard.press('Tab');
    await expect(firstToggle).toBeFocused();
    await keyboard.press('Space');
    await expect(newField).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: 'Hide' })).toBeFocused();
    await keyboard.press('Tab');
    await expect(confirmField).toBeFocused();
    await keyboard.type(newPassword);
    // Back to the first field with Shift+Tab, and Enter there submits the form.
    await keyboard.press('Shift+Tab');
    await keyboard.press('Shift+Tab');
    await expect(newField).toBeFocused();
    await expect(newField).toHaveValue(newPassword);
    await keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login\?passwordReset=confirmed$/);
    await expect(page.getByRole('status')).toHaveText(
      'Your password has been reset. Sign in with your new password.',
    );

    await tabTo(page, page.getByLabel('Email'));
    await keyboard.type(account.email);
    await keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await keyboard.type(newPassword);
    await keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(page.getByRole('button', { name: 'Account menu for Yusuf' })).toBeVisible();
  });
});

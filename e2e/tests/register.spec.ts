import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { plantSession, readActivationPath } from '../support/session';

// Registration is limited to 20 a hour per address for the whole run, and the worker fixtures
// already use some: this file registers one account through the form.

test.describe('registering', () => {
  test('an owner registers, activates from the mail, signs in, changes the password, logs out and back in', async ({
    page,
  }) => {
    const email = `register.${process.pid}.${Date.now()}@example.ps`;
    const password = 'olive-tree-42';
    const newPassword = 'fig-orchard-77';

    await page.goto(paths.register);
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
    await expect(
      page.getByText('Use 8 or more characters with a mix of letters, numbers & symbols'),
    ).toBeVisible();

    // docs/product.md: owner is the default account type, and the only other choice is investor.
    const accountType = page.getByLabel('Account type');
    await expect(accountType).toHaveValue('owner');
    await expect(accountType.locator('option:checked')).toHaveText('Owner');
    await expect(accountType.locator('option')).toHaveText(['Owner', 'Investor']);

    await page.getByLabel('First name').fill('Lina');
    await page.getByLabel('Last name').fill('Qawasmi');
    await page.getByLabel('Bio').fill('Hand-blown glass from Hebron.\nFamily workshop since 1890.');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Date of birth').fill('1991-06-15');
    await page.getByLabel('Address').fill('Bab al-Zawiya, Hebron');
    const passwordField = page.getByLabel('Password', { exact: true });
    await passwordField.fill(password);
    await page.getByLabel('Confirm password').fill(password);

    // Each password field has its own show/hide toggle.
    await expect(page.getByRole('button', { name: 'Show' })).toHaveCount(2);
    await expect(passwordField).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).first().click();
    await expect(passwordField).toHaveAttribute('type', 'text');
    await expect(passwordField).toHaveValue(password);

    // Hold the answer back a moment, to see the busy label.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/register', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    release();

    const created = page.getByRole('dialog', { name: 'Account Created!' });
    await expect(created).toBeVisible();
    await expect(created).toContainText(/activate/i);
    await created.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    // The activation link from the mail, followed in the browser as from the inbox.
    await page.goto(await readActivationPath(email));
    await expect(page).toHaveURL(/\/login\?activation=confirmed$/);
    await expect(page.getByRole('status')).toHaveText('Your account is activated. You can sign in now.');

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    const menu = page.getByRole('button', { name: 'Account menu for Lina' });
    await expect(menu).toBeVisible();
    await expect(menu).toContainText('Lina');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').role)).toBe('owner');

    // Change the password from the account menu.
    await menu.click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    const modal = page.getByRole('dialog', { name: 'Change Password' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Current password').fill(password);
    await modal.getByLabel('New password', { exact: true }).fill(newPassword);
    await modal.getByLabel('Confirm new password').fill(newPassword);
    await modal.getByRole('button', { name: 'Submit' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success).toContainText('Password changed successfully!');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(success).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // This session stays signed in; Logout from the same menu lands on the login page.
    await menu.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.login);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    // Back in with the new password.
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(page.getByRole('button', { name: 'Account menu for Lina' })).toBeVisible();
  });

  test('shows every required-field message on an empty submit, without calling the server', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/register') calls.push(request.url());
    });
    await page.goto(paths.register);
    await page.getByRole('button', { name: 'Create an account' }).click();

    // docs/product.md §5, in the order of the fields. The account type has a default, so no message.
    await expect(page.getByRole('alert')).toHaveText([
      'First name is required',
      'Last name is required',
      'Bio is required',
      'Email is required',
      'Birth date is required',
      'Address is required',
      'Password is required',
      'Password confirmation is required',
    ]);
    await expect(page.getByText('Role is required')).toHaveCount(0);
    await expect(page.getByText('An error occurred during registration. Please try again.')).toHaveCount(0);

    // Each message is tied to its field, and focus goes to the first field in error.
    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription('Birth date is required');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
      /Password is required/,
    );
    await expect(page.getByLabel('Account type')).not.toHaveAttribute('aria-invalid', 'true');

    // Typing in a field clears that field's message only.
    await firstName.fill('Lina');
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(7);
    expect(calls).toEqual([]);
  });

  test('sends a signed-in user away from the guest-only register page', async ({ page, accounts }) => {
    await plantSession(page, accounts.owner);
    await page.goto(paths.register);
    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(page.getByRole('button', { name: 'Account menu for Amal' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toHaveCount(0);
  });
});

import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { createAccount, plantSession, remoteFoldersRequested, signIn } from '../support/session';

test.describe('the account menu', () => {
  test('shows the first name from the profile summary and the role links', async ({ page, accounts }) => {
    await plantSession(page, accounts.investor);
    await page.goto(paths.home);
    await page.getByRole('button', { name: 'Account menu for Sami' }).click();
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', paths.investorProfile);
    await expect(page.getByRole('link', { name: 'My Projects' })).toHaveCount(0);
  });

  test('changes the password through the modal loaded from mfe-auth', async ({ page, request }) => {
    const account = await createAccount(request, 'owner', 'Hala');
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await plantSession(page, account);
    await page.goto(paths.home);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeVisible();
    expect(remoteFoldersRequested(requests)).toEqual(['mfe-public']);

    await page.getByRole('button', { name: 'Account menu for Hala' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    expect(remoteFoldersRequested(requests)).toEqual(['mfe-auth', 'mfe-public']);

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields');
    await dialog.getByLabel('Current password').fill(account.password);
    await dialog.getByLabel('New password', { exact: true }).fill('new-password-1');
    await dialog.getByLabel('Confirm new password').fill('new-password-2');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match');

    await dialog.getByLabel('Current password').fill('a-wrong-password');
    await dialog.getByLabel('Confirm new password').fill('new-password-1');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const failure = page.getByRole('dialog', { name: 'Error' });
    await expect(failure).toContainText('The current password is incorrect.');
    await failure.getByRole('button', { name: 'OK' }).click();

    await page
      .getByRole('dialog', { name: 'Change Password' })
      .getByLabel('Current password')
      .fill(account.password);
    await page
      .getByRole('dialog', { name: 'Change Password' })
      .getByLabel('New password', { exact: true })
      .fill('new-password-1');
    await page
      .getByRole('dialog', { name: 'Change Password' })
      .getByLabel('Confirm new password')
      .fill('new-password-1');
    await page
      .getByRole('dialog', { name: 'Change Password' })
      .getByRole('button', { name: 'Submit' })
      .click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success).toContainText('Password changed successfully!');
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(success).toBeHidden();

    await expect(signIn(request, account.email, account.password)).rejects.toThrow(/401/);
    await signIn(request, account.email, 'new-password-1');
  });

  test('on a failed logout call clears storage but stays on the page (docs/product.md §4)', async ({
    page,
    accounts,
  }) => {
    await plantSession(page, accounts.owner);
    await page.route('**/api/app/auth/logout', (route) =>
      route.fulfill({ status: 503, json: { message: 'down' } }),
    );
    await page.goto(paths.about);
    await page.getByRole('button', { name: 'Account menu for Amal' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(paths.about);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  test('logs out: the token stops working and the user lands on /login', async ({ page, request }) => {
    const account = await createAccount(request, 'investor', 'Rana');
    await plantSession(page, account);
    await page.goto(paths.about);
    await page.getByRole('button', { name: 'Account menu for Rana' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const after = await request.get('/api/users/my-data', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(after.status()).toBe(401);
  });
});

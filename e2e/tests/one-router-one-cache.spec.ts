import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { plantSession } from '../support/session';

// The shell and every remote are built apart, yet a page must behave as one application: one
// router (a remote's navigation is the shell's), one query cache (data one part loaded is not
// asked for again by another). Both hold only if the shared modules really are singletons.
test.describe('one application across the remotes', () => {
  test("a remote's navigation moves the shell's router: the navbar follows, the page does not reload", async ({
    page,
    accounts,
  }) => {
    await page.goto(paths.login);
    const home = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(home).not.toHaveAttribute('aria-current', 'page');
    // Survives only if no full page load happens between here and the check below.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    // mfe-auth's login page navigates with its own useNavigate after signing in.
    await page.getByLabel('Email').fill(accounts.owner.email);
    await page.getByLabel('Password', { exact: true }).fill(accounts.owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();

    await expect(page).toHaveURL((url) => url.pathname === paths.home);
    await expect(home).toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  test("a remote and the shell's navbar share one cache: a save in the remote refreshes the navbar", async ({
    page,
    accounts,
  }) => {
    const summaryCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/app/owner/me') summaryCalls.push(request.url());
    });
    await plantSession(page, accounts.owner);

    await page.goto(paths.ownerProfile);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    const save = page.getByRole('button', { name: 'Update Profile' });
    // The navbar (shell) shows the summary; the page (mfe-owner, loaded after the shell) the profile.
    await expect(page.getByRole('button', { name: 'Account menu for Amal' })).toBeVisible();
    await expect(firstName).toHaveValue('Amal');
    expect(summaryCalls).toHaveLength(1);

    // Moving to another page of the remote and back asks the navbar's summary nothing again.
    await page.getByRole('button', { name: 'Account menu for Amal' }).click();
    await page.getByRole('link', { name: 'My Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await page.goBack();
    await expect(firstName).toHaveValue('Amal');
    expect(summaryCalls).toHaveLength(1);

    // A save in mfe-owner marks the summary stale in the one cache: the shell's navbar asks again.
    await firstName.fill('Amira');
    await save.click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu for Amira' })).toBeVisible();
    expect(summaryCalls).toHaveLength(2);

    // The worker's other journeys know the owner as Amal.
    await firstName.fill('Amal');
    await save.click();
    await expect(page.getByRole('button', { name: 'Account menu for Amal' })).toBeVisible();
  });
});

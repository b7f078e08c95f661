import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/community';
import { plantSession } from '../support/session';

// The owner's workspace (profile, projects, pictures, investors' requests) and the investor's
// profile, with real accounts and the server's real mail. Registrations and sign-ins are rate
// limited for the whole run (see support/community.ts): one owner registers through the form, the
// other journeys share the worker's accounts and keep apart by working on their own projects.

test.describe("the investor's profile", () => {
  test('an investor updates the profile; the button is disabled again after saving', async ({
    page,
    accounts,
  }) => {
    await plantSession(page, accounts.investor);
    await page.goto(paths.investorProfile);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const address = page.getByLabel('Address');
    await expect(address).toHaveValue('Hebron');
    // The investor's form has no bio (SPEC "Investor my profile").
    await expect(page.getByLabel('Bio')).toHaveCount(0);
    const submit = page.getByRole('button', { name: 'Update Profile' });
    await expect(submit).toBeDisabled();

    await address.fill('Ein Sara Street, Hebron');
    await page.getByLabel('Date of birth').fill('1988-02-03');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('status')).toHaveText('Profile updated successfully!');
    await expect(submit).toBeDisabled();

    // The saved values come back on a fresh load.
    await page.reload();
    await expect(page.getByLabel('Address')).toHaveValue('Ein Sara Street, Hebron');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1988-02-03');
    await expect(page.getByRole('button', { name: 'Update Profile' })).toBeDisabled();
  });
});

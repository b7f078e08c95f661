import type { Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { as, expect, test, uniqueName } from '../support/community';
import {
  approveProject,
  createProject,
  deleteProject,
  makeJpeg,
  makeJpegs,
  ownerProfileId,
} from '../support/owner-workspace';
import { plantSession, readActivationPath, readMail } from '../support/session';

// The owner's workspace (profile, projects, pictures, investors' requests) and the investor's
// profile, with real accounts and the server's real mail. Registrations and sign-ins are rate
// limited for the whole run (see support/community.ts): one owner registers through the form, the
// other journeys share the worker's accounts and keep apart by working on their own projects.
// A project made public is deleted at the end of its journey, so the public lists keep the demo
// data the other journeys count.

/** The card of one project on My projects. */
const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

test.describe("the owner's profile", () => {
  test('an owner registers, activates, signs in, fills the profile and uploads a photo the account menu shows', async ({
    page,
  }, testInfo) => {
    const email = `workspace.${process.pid}.${Date.now()}@example.ps`;
    const password = 'olive-tree-42';

    await page.goto(paths.register);
    await page.getByLabel('First name').fill('Dalia');
    await page.getByLabel('Last name').fill('Jabari');
    await page.getByLabel('Bio').fill('Embroidered cushions.');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Date of birth').fill('1993-09-21');
    await page.getByLabel('Address').fill('Hebron');
    await expect(page.getByLabel('Account type')).toHaveValue('owner');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create an account' }).click();
    const created = page.getByRole('dialog', { name: 'Account Created!' });
    await created.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.login);

    await page.goto(await readActivationPath(email));
    await expect(page.getByRole('status')).toHaveText('Your account is activated. You can sign in now.');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const menu = page.getByRole('button', { name: 'Account menu for Dalia' });
    await expect(menu).toBeVisible();

    await menu.click();
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL((url) => url.pathname === paths.ownerProfile);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const bio = page.getByLabel('Bio');
    await expect(bio).toHaveValue('Embroidered cushions.');
    const submit = page.getByRole('button', { name: 'Update Profile' });
    await expect(submit).toBeDisabled();
    await bio.fill('Embroidered cushions and thobes, stitched by three sisters in Hebron.');
    await page.getByLabel('Address').fill('Al-Shuhada Street, Hebron');
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully!' })).toBeVisible();
    await expect(submit).toBeDisabled();

    // The photo: a real JPEG, chosen from the photo button's file chooser.
    const photo = await makeJpeg(testInfo, 'owner-photo.jpg');
    const uploaded = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/owner/owner-photo') && answer.request().method() === 'POST',
    );
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change photo' }).click();
    await (await chooser).setFiles(photo);
    const answer = await uploaded;
    expect(answer.status()).toBe(200);
    const { photo: photoUrl } = (await answer.json()) as { photo: string };
    await expect(
      page.getByRole('status').filter({ hasText: 'Profile photo updated successfully!' }),
    ).toBeVisible();

    // The account menu shows the new photo, and so does a fresh load of the page.
    await expect(menu.locator('img')).toHaveAttribute('src', photoUrl);
    await page.reload();
    await expect(page.getByLabel('Bio')).toHaveValue(
      'Embroidered cushions and thobes, stitched by three sisters in Hebron.',
    );
    await expect(page.getByLabel('Address')).toHaveValue('Al-Shuhada Street, Hebron');
    await expect(page.getByRole('button', { name: 'Account menu for Dalia' }).locator('img')).toHaveAttribute(
      'src',
      photoUrl,
    );
  });
});

test.describe("the owner's projects", () => {
  test('an owner creates a project with pictures; it is a draft until the admin approves it, then public', async ({
    page,
    browser,
    request,
    owner,
    admin,
  }, testInfo) => {
    const name = uniqueName('Jabari Embroidery');
    const pictures = await makeJpegs(testInfo, 'project', 3);
    let id: number | undefined;
    try {
      await plantSession(page, owner);
      await page.goto(paths.addProject);
      await expect(page.getByRole('heading', { level: 1, name: 'Add Project' })).toBeVisible();
      await page.getByLabel('Project name').fill(name);
      await page.getByLabel('Description').fill('Cross-stitch cushions and thobes in the Hebron pattern.');
      await page.getByLabel('Category 1', { exact: true }).fill('embroidery');
      await page.getByRole('button', { name: 'Add category' }).click();
      await expect(page.getByLabel('Category 2', { exact: true })).toBeFocused();
      await page.getByLabel('Category 2', { exact: true }).fill('textiles');
      await page.getByLabel('City').fill('Hebron');
      await page.getByLabel('Street').fill('Bab al-Zawiya');
      await page.getByRole('button', { name: 'Add phone number' }).click();
      await page.getByLabel('Phone number 1', { exact: true }).fill('+970 2 222 5555');
      await page.getByRole('button', { name: 'Add phone number' }).click();
      await page.getByLabel('Phone number 2', { exact: true }).fill('+970 59 123 4567');
      await page.getByRole('button', { name: 'Add page' }).click();
      await expect(page.getByLabel('Page 1: network')).toHaveValue('facebook');
      await page.getByLabel('Page 1: address').fill('https://www.facebook.com/jabari.embroidery');
      await page.getByRole('button', { name: 'Create Project' }).click();

      await expect(page).toHaveURL(/\/owner\/edit-project-add-images\/\d+$/);
      id = Number(/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
      await expect(page.getByRole('heading', { level: 1, name: `Images of ${name}` })).toBeVisible();
      await expect(page.getByText('No images yet. Add a few pictures of your project.')).toBeVisible();

      // Three pictures in one choice.
      await page.getByLabel('Add Image').setInputFiles(pictures);
      const images = page.getByRole('region', { name: 'Images' });
      const tiles = images.getByRole('listitem', { name: /^Image \d of 3$/ });
      await expect(tiles).toHaveCount(3);
      await expect(images.getByText('3 of 30 images')).toBeVisible();
      await expect(images.getByText('Waiting for review')).toHaveCount(3);
      await expect(images.getByRole('listitem', { name: 'Image 1 of 3' }).getByText('Cover')).toBeVisible();

      // The second becomes the cover: it moves first in the grid.
      const second = images.getByRole('listitem', { name: 'Image 2 of 3' });
      const secondSrc = await second.getByRole('img').getAttribute('src');
      await second.getByRole('button', { name: 'Cover' }).click();
      const first = images.getByRole('listitem', { name: 'Image 1 of 3' });
      await expect(first.getByRole('img')).toHaveAttribute('src', secondSrc!);
      await expect(first.getByRole('button', { name: 'Cover' })).toHaveCount(0);

      // One of the others goes, after the confirmation.
      await images
        .getByRole('listitem', { name: 'Image 3 of 3' })
        .getByRole('button', { name: 'Delete' })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
      await expect(confirm).toContainText('This image will be permanently deleted.');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(images.getByRole('listitem', { name: /^Image \d of 2$/ })).toHaveCount(2);
      await expect(images.getByText('2 of 30 images')).toBeVisible();
      await expect(images.getByRole('listitem', { name: 'Image 1 of 2' }).getByRole('img')).toHaveAttribute(
        'src',
        secondSrc!,
      );

      await page.getByRole('button', { name: 'Finish' }).click();
      await expect(page).toHaveURL((url) => url.pathname === paths.myProjects);
      const card = cardOf(page, name);
      await expect(card.getByRole('button', { name: 'Status: Draft' })).toBeVisible();
      await expect(card).toContainText('Hebron');

      // The admin approves it; the owner is mailed, and it is public.
      await approveProject(request, admin, id);
      const mail = await readMail(owner.email, new RegExp(`^Your project "${name}" is public$`));
      expect(mail.text).toContain(name);
      await page.reload();
      await expect(cardOf(page, name).getByRole('button', { name: 'Status: Public' })).toBeVisible();

      // A guest finds it in the projects list, with what the owner typed.
      const guest = await browser.newPage();
      await guest.goto(paths.projects);
      await guest.getByRole('searchbox').fill(name);
      await expect(guest.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([name]);
      await guest.getByRole('main').getByRole('link', { name }).first().click();
      await expect(guest).toHaveURL((url) => url.pathname === paths.project(id!));
      await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(guest.getByRole('link', { name: 'embroidery' })).toBeVisible();
      await expect(guest.getByRole('link', { name: 'textiles' })).toBeVisible();
      await expect(guest.getByText('+970 59 123 4567')).toBeVisible();
      await guest.close();
    } finally {
      if (id !== undefined) await deleteProject(request, owner, id);
    }
  });

  test('an owner renames a public project: the public keeps the old name until the admin approves', async ({
    page,
    browser,
    request,
    owner,
    admin,
  }) => {
    const project = await createProject(request, owner, uniqueName('Halhul Pottery'));
    const renamed = uniqueName('Halhul Clay Works');
    try {
      await approveProject(request, admin, project.id);
      await plantSession(page, owner);
      await page.goto(paths.editProject(project.id));
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Project' })).toBeVisible();
      await expect(
        page.getByText('Changes are reviewed by an admin before the public sees them.'),
      ).toBeVisible();
      const nameField = page.getByLabel('Project name');
      await expect(nameField).toHaveValue(project.name);
      await nameField.fill(renamed);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const saved = page.getByRole('dialog', { name: 'Changes submitted' });
      await expect(saved).toContainText(
        'Your changes have been saved. They stay invisible to the public until an admin approves them, and you will receive an e-mail once they are approved.',
      );
      await saved.getByRole('button', { name: 'OK' }).click();
      await expect(saved).toBeHidden();
      await expect(
        page.getByText(
          'Your latest changes are waiting for review. Saving again replaces them with this version.',
        ),
      ).toBeVisible();

      const guest = await browser.newPage();
      await guest.goto(paths.project(project.id));
      await expect(guest.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
      await expect(guest.getByRole('heading', { level: 1, name: renamed })).toHaveCount(0);

      await approveProject(request, admin, project.id);
      await guest.reload();
      await expect(guest.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
      await guest.close();
    } finally {
      await deleteProject(request, owner, project.id);
    }
  });

  test('an owner deletes a project after the confirmation, and it leaves My projects', async ({
    page,
    request,
    owner,
  }) => {
    const project = await createProject(request, owner, uniqueName('Dura Honey'));
    await plantSession(page, owner);
    await page.goto(paths.myProjects);
    const card = cardOf(page, project.name);
    await expect(card.getByRole('button', { name: 'Status: Draft' })).toBeVisible();

    // Cancel keeps it.
    await card.getByRole('button', { name: `Delete ${project.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm).toContainText("You won't be able to undo this action!");
    await expect(confirm).toContainText(`Project: ${project.name}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: `Delete ${project.name}` }).click();
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeFocused();

    // Gone on the server too.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await expect(cardOf(page, project.name)).toHaveCount(0);
    const answer = await request.get(`/api/my-projects/${project.id}`, { headers: as(owner) });
    expect(answer.status()).toBe(404);
  });

  test('a project typed on Add project survives a reload, and Start over clears it', async ({
    page,
    owner,
  }) => {
    const name = uniqueName('Sair Olive Soap');
    await plantSession(page, owner);
    await page.goto(paths.addProject);
    await page.getByLabel('Project name').fill(name);
    await page.getByLabel('Description').fill('Soap boiled from the village olive oil.');
    await page.getByLabel('Category 1', { exact: true }).fill('soap');
    await page.getByRole('button', { name: 'Add phone number' }).click();
    await page.getByLabel('Phone number 1', { exact: true }).fill('+970 2 228 0000');

    await page.reload();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'We restored the project you started writing on this device.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Project name')).toHaveValue(name);
    await expect(page.getByLabel('Description')).toHaveValue('Soap boiled from the village olive oil.');
    await expect(page.getByLabel('Category 1', { exact: true })).toHaveValue('soap');
    await expect(page.getByLabel('Phone number 1', { exact: true })).toHaveValue('+970 2 228 0000');

    await page.getByRole('button', { name: 'Start over' }).click();
    await expect(page.getByLabel('Project name')).toHaveValue('');
    await expect(page.getByLabel('Project name')).toBeFocused();
    await page.reload();
    await expect(page.getByLabel('Project name')).toHaveValue('');
    await expect(page.getByText('We restored the project you started writing on this device.')).toHaveCount(
      0,
    );
  });

  test("another owner opening the project's edit page is told it is not theirs", async ({
    page,
    request,
    otherOwner,
    owner,
  }) => {
    const project = await createProject(request, owner, uniqueName('Beit Ula Baskets'));
    try {
      await plantSession(page, otherOwner);
      const refused = page.waitForResponse((answer) =>
        answer.url().endsWith(`/api/my-projects/${project.id}`),
      );
      await page.goto(paths.editProject(project.id));
      expect([403, 404]).toContain((await refused).status());
      await expect(page.getByRole('alert')).toHaveText(
        'This project was not found among your projects. It may have been deleted, or it belongs to another owner.',
      );
      await expect(page.getByLabel('Project name')).toHaveCount(0);
      await page.getByRole('link', { name: 'Back to My Projects' }).click();
      await expect(page).toHaveURL((url) => url.pathname === paths.myProjects);
      await expect(cardOf(page, project.name)).toHaveCount(0);
    } finally {
      await deleteProject(request, owner, project.id);
    }
  });
});

test.describe('investors and the owner', () => {
  test('an investor updates the profile; the button is disabled again after saving', async ({
    page,
    request,
    investor,
  }) => {
    // The run's investor may be a fixture account or a demo one: the form shows what the API holds.
    const stored = (await (await request.get('/api/investor/me', { headers: as(investor) })).json()) as {
      address: string;
    };
    await plantSession(page, investor);
    await page.goto(paths.investorProfile);
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const address = page.getByLabel('Address');
    await expect(address).toHaveValue(stored.address);
    // The investor's form has no bio (docs/product.md §2 "Investor my profile").
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

  test("an investor presses 'Request Info' and the owner finds the request under 'Investor requests'", async ({
    page,
    browser,
    request,
    owner,
    investor,
  }) => {
    // Once a day for each investor and owner: no other journey has this investor ask this owner.
    const ownerId = await ownerProfileId(request, owner);
    // The run's owner and investor may be fixture accounts or demo ones: their names from the API.
    const nameOf = async (account: typeof owner) =>
      (await (await request.get('/api/users/my-data', { headers: as(account) })).json()) as {
        firstName: string;
        lastName: string;
      };
    const [ownerName, investorName] = [await nameOf(owner), await nameOf(investor)];
    await plantSession(page, investor);
    await page.goto(paths.owner(ownerId));
    await expect(
      page.getByRole('heading', { level: 1, name: `${ownerName.firstName} ${ownerName.lastName}` }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Request Info' }).click();
    const submitted = page.getByRole('dialog', { name: 'Request Submitted!' });
    await expect(submitted).toContainText(
      `${ownerName.firstName} has received your request and will reply to you by e-mail.`,
    );
    await submitted.getByRole('button', { name: 'OK' }).click();

    const context = await browser.newContext();
    const inbox = await context.newPage();
    await plantSession(inbox, owner);
    await inbox.goto(paths.home);
    await inbox.getByRole('button', { name: `Account menu for ${ownerName.firstName}` }).click();
    await inbox.getByRole('link', { name: 'Investor requests' }).click();
    await expect(inbox).toHaveURL((url) => url.pathname === paths.infoRequests);
    await expect(inbox.getByRole('heading', { level: 1, name: 'Investor requests' })).toBeVisible();
    const requests = inbox.getByRole('list', { name: /^(1 request|\d+ requests)$/ });
    const mine = requests.getByRole('listitem').filter({ hasText: investor.email });
    await expect(
      mine.getByRole('heading', { level: 2, name: `${investorName.firstName} ${investorName.lastName}` }),
    ).toBeVisible();
    await expect(mine).toContainText(investor.email);
    await expect(mine.getByRole('link', { name: `Reply to ${investorName.firstName}` })).toHaveAttribute(
      'href',
      `mailto:${investor.email}`,
    );
    await context.close();
  });
});

import type { Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { editProject, myDataStatus, publicProject } from '../support/admin';
import { as, expect, participate, test, uniqueName } from '../support/community';
import {
  addImages,
  approveProject,
  createProject,
  deleteProject,
  makeJpeg,
  makeJpegs,
  pendingChange,
} from '../support/owner-workspace';
import { createAccount, plantSession, readMail, signIn, type Account } from '../support/session';

// The admin area (issue 15) with real accounts, the real server and its real mail (the outbox):
// each decision is made in the browser, its effect checked where the owner, the public or the
// decided-on account would notice it, and then found in the audit log.

/** Opens an admin page signed in as the admin. */
async function openAdmin(page: Page, admin: Account, path: string, heading: string | RegExp) {
  await plantSession(page, admin);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The open review item: the article headed by the project's name. */
const reviewItem = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The audit log, filtered by kind, shows an entry naming the item with the action's words. */
async function expectInAuditLog(page: Page, kind: string, itemName: string, words: RegExp) {
  await page.goto(`${paths.admin}/audit?kind=${kind}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // An item may have several entries (a bazaar: created, then its pictures added): one of them says it.
  const entry = page.getByRole('listitem').filter({ hasText: itemName }).filter({ hasText: words }).first();
  await expect(entry).toBeVisible();
}

test.describe('the admin reviews project changes', () => {
  test('a new project approved in /admin is mailed to its owner and shown to the public', async ({
    page,
    request,
    owner,
    admin,
  }, testInfo) => {
    const project = await createProject(request, owner, uniqueName('Hebron Glass Works'));
    try {
      await addImages(request, owner, project.id, [await makeJpeg(testInfo, 'glass.jpg')]);
      const change = await pendingChange(request, admin, project.id);

      await openAdmin(page, admin, `${paths.admin}/projects/${change.revisionId}`, 'Project reviews');
      const item = reviewItem(page, project.name);
      await expect(item.getByText('New project', { exact: true })).toBeVisible();
      await expect(item.getByRole('img')).toHaveCount(1);
      await item.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(page.getByText(`Approved: ${project.name}`)).toBeVisible();

      const mail = await readMail(owner.email, new RegExp(`"${project.name}" is public`));
      expect(mail.text).toContain(project.name);
      expect((await publicProject(request, project.id))?.images).toHaveLength(1);
      await page.goto(paths.project(project.id));
      await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible();

      await expectInAuditLog(page, 'project', project.name, /approved/i);
    } finally {
      await deleteProject(request, owner, project.id);
    }
  });

  test('an edit shows each changed field before and after, and a rejection reaches the owner', async ({
    page,
    request,
    owner,
    admin,
  }) => {
    const project = await createProject(request, owner, uniqueName('Old City Soap'));
    try {
      await approveProject(request, admin, project.id);
      const newName = uniqueName('Old City Olive Soap');
      await editProject(request, owner, project.id, {
        name: newName,
        description: 'Olive oil soap cut by hand, dried for forty days.',
        categories: ['ceramics', 'soap'],
      });
      const change = await pendingChange(request, admin, project.id);

      await openAdmin(page, admin, `${paths.admin}/projects/${change.revisionId}`, 'Project reviews');
      const item = reviewItem(page, newName);
      await expect(item.getByText('Edit', { exact: true })).toBeVisible();
      const nameField = item.getByRole('region', { name: 'Name', exact: true });
      await expect(nameField.getByRole('group', { name: 'Before' })).toContainText(project.name);
      await expect(nameField.getByRole('group', { name: 'After' })).toContainText(newName);
      await expect(
        item.getByText('Painted plates and bowls, fired in a family kiln near the old city.'),
      ).toBeVisible();
      await expect(item.getByText('Olive oil soap cut by hand, dried for forty days.')).toBeVisible();
      await expect(item.getByText('soap', { exact: true })).toBeVisible();
      await expect(item.getByText('handmade', { exact: true })).toBeVisible();

      const reason = 'Please add photos of the soap itself.';
      await item.getByRole('button', { name: 'Reject', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await expect(page.getByText(`Rejected: ${newName}`)).toBeVisible();

      const mail = await readMail(owner.email, /need another look/);
      expect(mail.text).toContain(reason);
      expect((await publicProject(request, project.id))?.name).toBe(project.name);

      await expectInAuditLog(page, 'project', project.name, /rejected/i);
    } finally {
      await deleteProject(request, owner, project.id);
    }
  });

  test('an image the owner adds after the admin opened the change is not published by that approval', async ({
    page,
    request,
    owner,
    admin,
  }, testInfo) => {
    const project = await createProject(request, owner, uniqueName('Dura Pottery'));
    try {
      const [first, second] = await makeJpegs(testInfo, 'late', 2);
      await addImages(request, owner, project.id, [first!]);
      const change = await pendingChange(request, admin, project.id);

      await openAdmin(page, admin, `${paths.admin}/projects/${change.revisionId}`, 'Project reviews');
      const item = reviewItem(page, project.name);
      await expect(item.getByRole('img')).toHaveCount(1);

      await addImages(request, owner, project.id, [second!]);
      await item.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(page.getByText('The owner changed this project since you opened it.')).toBeVisible();
      expect(await publicProject(request, project.id)).toBeNull();

      // The item shows again with both pictures: now the approval publishes what was seen.
      const again = reviewItem(page, project.name);
      await expect(again.getByRole('img')).toHaveCount(2);
      await again.getByRole('button', { name: 'Approve', exact: true }).click();
      await expect(page.getByText(`Approved: ${project.name}`)).toBeVisible();
      expect((await publicProject(request, project.id))?.images).toHaveLength(2);
    } finally {
      await deleteProject(request, owner, project.id);
    }
  });
});

test.describe('the admin runs the bazaars', () => {
  test('a bazaar created with a capacity and a cover, a request accepted, the owner mailed', async ({
    page,
    request,
    owner,
    admin,
  }, testInfo) => {
    const name = uniqueName('Hebron Grape Festival');
    await openAdmin(page, admin, `${paths.admin}/bazaars/new`, 'New bazaar');
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    await field('Name').fill(name);
    await field('Description').fill('Grape growers and jam makers of the Hebron hills.');
    await field('City').fill('Hebron');
    await field('Street').fill('Ein Sarah Street');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start date', { exact: true }).fill(day(20));
    await page.getByLabel('End date', { exact: true }).fill(day(21));
    await page.getByRole('spinbutton', { name: 'Capacity (optional)' }).fill('25');
    await field('Category 1').fill('grapes');
    await page.getByRole('button', { name: 'Create bazaar' }).click();
    await expect(page.getByText('Bazaar created. Add its images below.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const eventId = Number(/\/bazaars\/(\d+)/.exec(page.url())?.[1]);
    try {
      await page.locator('input[type="file"]').setInputFiles(await makeJpeg(testInfo, 'grapes.jpg'));
      await expect(page.getByText('Images uploaded: 1.')).toBeVisible();
      await expect(page.getByText('Cover', { exact: true })).toBeVisible();
      const event = (await (await request.get(`/api/events/${eventId}`)).json()) as {
        capacity: number;
        images: { isCover: boolean }[];
      };
      expect(event.capacity).toBe(25);
      expect(event.images.filter((image) => image.isCover)).toHaveLength(1);

      await participate(request, owner, eventId);
      await page.reload();
      const accept = page.getByRole('button', {
        name: new RegExp(`^Accept ${owner.firstName} .*'s request$`),
      });
      await accept.click();
      await expect(page.getByText(new RegExp(`request to take part in ${name} is accepted`))).toBeVisible();
      const mail = await readMail(owner.email, new RegExp(`request for ${name} was accepted`));
      expect(mail.text).toContain(name);

      await expectInAuditLog(page, 'participation', name, /accepted/i);
      await expectInAuditLog(page, 'event', name, /created/i);
      await expectInAuditLog(page, 'event', name, /added pictures/i);
    } finally {
      await request.delete(`/api/admin/events/${eventId}`, { headers: as(admin) });
    }
  });
});

test.describe('the admin manages accounts', () => {
  test('a disabled account signed in elsewhere is refused at its next call and at sign-in', async ({
    page,
    request,
    admin,
  }) => {
    const account = await createAccount(request, 'user', 'Yousef');
    expect(await myDataStatus(request, account)).toBe(200);

    await openAdmin(page, admin, `${paths.admin}/users?q=${encodeURIComponent(account.email)}`, 'Users');
    await page.getByRole('link', { name: 'Yousef Tamimi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yousef Tamimi' })).toBeVisible();
    await page.getByRole('button', { name: 'Disable account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Sent the same advert to every owner.');
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByText('The account is disabled and signed out everywhere.')).toBeVisible();

    expect(await myDataStatus(request, account)).toBe(401);
    await expect(signIn(request, account.email, account.password)).rejects.toThrow(/403/);

    await expectInAuditLog(page, 'user', 'Yousef Tamimi', /disabled/i);
  });
});

test.describe('only the admin', () => {
  test('every admin call answers 403 to an owner and 401 to a guest', async ({ request, owner }) => {
    const doc = (await (await request.get('/api/docs')).json()) as { paths: Record<string, object> };
    const calls = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => ({ method, path: path.replace(/\{[^}]+\}/g, '1') })),
      );
    expect(calls.length).toBeGreaterThan(15);
    for (const { method, path } of calls) {
      const asOwner = await request.fetch(path, { method, headers: as(owner), data: {} });
      expect(asOwner.status(), `${method} ${path} as an owner`).toBe(403);
      const asGuest = await request.fetch(path, { method, data: {} });
      expect(asGuest.status(), `${method} ${path} as a guest`).toBe(401);
    }
  });
});

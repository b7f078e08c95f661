import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import {
  as,
  createEvent,
  decide,
  eventId,
  expect,
  ownerOfProject,
  participate,
  projectId,
  test,
} from '../support/community';
import { plantSession, readMail } from '../support/session';

// The community around projects and bazaars, with real accounts and the server's real mail:
// comments and ratings, taking part in bazaars, investors asking owners for information, and the
// entrepreneurs list. The accounts are shared (registrations and sign-ins are rate limited for the
// whole run, see support/community.ts); each journey works on its own project, event or owner, so the journeys
// run side by side without seeing each other's comments or requests.

/** The comments section of the project page. */
const commentsOf = (page: Page) => page.getByRole('region', { name: 'Comments and ratings' });

test.describe('comments and ratings', () => {
  test('a user comments with 4 stars chosen by keyboard, edits the comment and deletes it', async ({
    page,
    request,
    user,
  }) => {
    const id = await projectId(request, 'Sharabati Leather');
    await plantSession(page, user);
    await page.goto(paths.project(id));
    await expect(page.getByRole('heading', { level: 1, name: 'Sharabati Leather' })).toBeVisible();
    await expect(page.getByText('No ratings yet')).toBeVisible();

    const comments = commentsOf(page);
    const five = comments.getByRole('radio', { name: '5 stars' });
    await expect(five).toBeChecked();
    await five.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(comments.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await comments.getByRole('textbox', { name: 'Your comment' }).fill('Soft leather, neat stitching.');
    await comments.getByRole('button', { name: 'Post comment' }).click();

    const mine = comments.getByRole('listitem', { name: 'Comment by Rasha Tamimi' });
    await expect(mine.getByRole('heading', { name: 'Rasha Tamimi (You)' })).toBeVisible();
    await expect(mine.getByRole('img', { name: '4 stars' })).toBeVisible();
    await expect(mine.getByText('Soft leather, neat stitching.')).toBeVisible();
    await expect(comments.getByText('You rated this project 4 out of 5.')).toBeVisible();
    // The project's own rating, in the page's header, follows.
    await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByText('· 1 rating')).toBeVisible();

    await mine.getByRole('button', { name: 'Edit' }).click();
    const box = mine.getByRole('textbox', { name: 'Edit your comment' });
    await expect(box).toBeFocused();
    await expect(mine.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await box.fill('Soft leather; the belt broke after a week.');
    await mine.getByRole('radio', { name: '2 stars' }).check();
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine.getByText('Soft leather; the belt broke after a week.')).toBeVisible();
    await expect(mine.getByRole('img', { name: '2 stars' })).toBeVisible();
    await expect(comments.getByText('You rated this project 2 out of 5.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();

    await mine.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this comment?' });
    await expect(dialog).toContainText('The comment and its rating will be removed. This cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(comments.getByText('No comments yet. Be the first to share your experience.')).toBeVisible();
    await expect(page.getByText('No ratings yet')).toBeVisible();
    // The form is back: the user may rate again.
    await expect(comments.getByRole('button', { name: 'Post comment' })).toBeVisible();
  });

  test('another user sees the comment without Edit or Delete; a guest sees no form', async ({
    page,
    request,
    browser,
    owner: author,
    user: reader,
  }) => {
    const id = await projectId(request, 'Dura Stone Works');
    const posted = await request.post(`/api/project/${id}/comment`, {
      headers: as(author),
      data: { comment: 'The stone steps they laid still look new.', rate: 5 },
    });
    expect(posted.status()).toBe(201);
    const { id: commentId } = (await posted.json()) as { id: number };

    await plantSession(page, reader);
    await page.goto(paths.project(id));
    const comments = commentsOf(page);
    const theirs = comments.getByRole('listitem', { name: `Comment by ${author.user.name}` });
    await expect(theirs.getByText('The stone steps they laid still look new.')).toBeVisible();
    await expect(theirs.getByRole('heading', { name: author.user.name, exact: true })).toBeVisible();
    await expect(theirs.getByRole('img', { name: '5 stars' })).toBeVisible();
    // The reader may write one of their own, but not touch the author's: only report it (issue 31).
    await expect(comments.getByRole('button', { name: 'Post comment' })).toBeVisible();
    await expect(theirs.getByRole('button')).toHaveCount(1);
    await expect(theirs.getByRole('button', { name: 'Report this comment' })).toBeVisible();

    const guest = await browser.newPage();
    await guest.goto(paths.project(id));
    const seen = commentsOf(guest);
    await expect(
      seen
        .getByRole('listitem', { name: `Comment by ${author.user.name}` })
        .getByText('The stone steps they laid'),
    ).toBeVisible();
    await expect(seen.getByText('Sign in to comment and rate this project.')).toBeVisible();
    await expect(seen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.login);
    await expect(seen.getByRole('textbox')).toHaveCount(0);
    await expect(seen.getByRole('radio')).toHaveCount(0);
    await expect(seen.getByRole('button')).toHaveCount(0);
    await guest.close();
    // The demo project's rating as it was.
    await request.delete(`/api/project/comment/${commentId}`, { headers: as(author) });
  });

  test('a user who already rated sees the rating and "Edit your comment" instead of the form', async ({
    page,
    request,
    user,
  }) => {
    const id = await projectId(request, 'Halhul Grape Sweets');
    const posted = await request.post(`/api/project/${id}/comment`, {
      headers: as(user),
      data: { comment: 'The malban was fresh and not too sweet.', rate: 3 },
    });
    expect(posted.status()).toBe(201);
    const { id: commentId } = (await posted.json()) as { id: number };

    await plantSession(page, user);
    await page.goto(paths.project(id));
    const comments = commentsOf(page);
    await expect(comments.getByText('You rated this project 3 out of 5.')).toBeVisible();
    await expect(comments.getByRole('textbox', { name: 'Your comment' })).toHaveCount(0);
    await expect(comments.getByRole('button', { name: 'Post comment' })).toHaveCount(0);

    await comments.getByRole('button', { name: 'Edit your comment' }).click();
    const mine = comments.getByRole('listitem', { name: 'Comment by Rasha Tamimi' });
    await expect(mine.getByRole('textbox', { name: 'Edit your comment' })).toBeFocused();
    await expect(mine.getByRole('textbox', { name: 'Edit your comment' })).toHaveValue(
      'The malban was fresh and not too sweet.',
    );
    await expect(mine.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await request.delete(`/api/project/comment/${commentId}`, { headers: as(user) });
  });
});

test.describe('taking part in a bazaar', () => {
  const register = (page: Page) => page.getByRole('button', { name: 'Register for this bazaar' });

  test('an owner registers, waits, and is accepted by the admin, by page and by mail', async ({
    page,
    request,
    owner,
    admin,
  }) => {
    const event = await createEvent(request, admin);
    await plantSession(page, owner);
    await page.goto(paths.event(event.id));
    await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
    await expect(page.getByText('Upcoming', { exact: true })).toBeVisible();

    await register(page).click();
    const dialog = page.getByRole('dialog', { name: 'Successfully Registered!' });
    await expect(dialog).toContainText('You have been registered for the event. Please wait for approval.');
    await expect(page.getByRole('status').filter({ hasText: 'Your participation is pending' })).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(register(page)).toHaveCount(0);

    await decide(request, admin, event.id, { accept: true });
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your participation has been accepted' }),
    ).toBeVisible();
    await expect(register(page)).toHaveCount(0);

    const mail = await readMail(owner.email, new RegExp(`^Your request for ${event.name} was accepted$`));
    expect(mail.text).toContain(`Hello ${owner.firstName},`);
    expect(mail.text).toContain(`your request to take part in "${event.name}" has been accepted`);
  });

  test('a past bazaar offers an owner no register button', async ({ page, request, owner, admin }) => {
    const past = await createEvent(request, admin, { from: -12, to: -10 });
    await plantSession(page, owner);
    const demo = { id: await eventId(request, 'Hebron Spring Bazaar'), name: 'Hebron Spring Bazaar' };
    for (const { id, name } of [past, demo]) {
      // The page asks for the owner's request, finds none, and only then settles what it offers.
      const looked = page.waitForResponse((answer) =>
        answer.url().endsWith(`/api/events/${id}/my-participation`),
      );
      await page.goto(paths.event(id));
      expect((await looked).status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('Past', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Checking your registration...')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Take part' })).toHaveCount(0);
      await expect(register(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveCount(0);
    }
    // Nor does the API take a request for it.
    const refused = await request.post(`/api/events/${past.id}/participate`, {
      headers: as(owner),
      data: {},
    });
    expect(refused.status()).toBe(409);
  });

  test('a bazaar whose only place went to another owner is full for the next', async ({
    page,
    request,
    owner,
    admin,
    otherOwner,
  }) => {
    const event = await createEvent(request, admin, { capacity: 1 });

    await plantSession(page, owner);
    await page.goto(paths.event(event.id));
    await expect(page.getByText('1 of 1 places left')).toBeVisible();
    await expect(register(page)).toBeVisible();

    await participate(request, otherOwner, event.id);
    await decide(request, admin, event.id, { accept: true });
    await page.reload();
    await expect(page.getByText('This bazaar is full: no places are left.')).toBeVisible();
    await expect(page.getByText('Full', { exact: true })).toBeVisible();
    await expect(register(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  });

  test("a rejected request shows the rejection and the admin's reason", async ({
    page,
    request,
    owner,
    admin,
  }) => {
    const event = await createEvent(request, admin);
    await participate(request, owner, event.id);
    await decide(request, admin, event.id, { reject: 'This bazaar is for potters only.' });

    await plantSession(page, owner);
    await page.goto(paths.event(event.id));
    const state = page.getByRole('status').filter({ hasText: 'Your participation has been rejected' });
    await expect(state).toBeVisible();
    await expect(state).toContainText('Reason: This bazaar is for potters only.');
    await expect(register(page)).toHaveCount(0);
    const mail = await readMail(owner.email, new RegExp(`^Your request for ${event.name} was declined$`));
    expect(mail.text).toContain('Note from the organiser: This bazaar is for potters only.');
  });

  test("'Add to calendar' downloads the bazaar as an .ics file", async ({ page, request, admin }) => {
    const event = await createEvent(request, admin, { name: 'Dura Grape Days' });
    await page.goto(paths.event(event.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Dura Grape Days' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to calendar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Dura Grape Days');
  });
});

test.describe('investors and owners', () => {
  test("an investor requests info: the owner is mailed the investor's name and e-mail, once a day", async ({
    page,
    request,
    investor,
  }) => {
    // Once a day for each investor and owner: no other journey asks Tareq for information.
    const id = await ownerOfProject(request, 'Hebron Code Lab');
    await plantSession(page, investor);
    await page.goto(paths.owner(id));
    await expect(page.getByRole('heading', { level: 1, name: 'Tareq Sider' })).toBeVisible();
    await expect(
      page.getByText('Tareq receives your name and e-mail address, and replies to you by e-mail.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Request Info' }).click();
    const submitted = page.getByRole('dialog', { name: 'Request Submitted!' });
    await expect(submitted).toContainText('Tareq has received your request and will reply to you by e-mail.');
    await submitted.getByRole('button', { name: 'OK' }).click();
    await expect(submitted).toBeHidden();

    const mail = await readMail(
      'tareq.sider@demo.rowad.ps',
      new RegExp(`^${investor.user.name} would like to know more about your projects$`),
    );
    expect(mail.text).toContain(investor.user.name);
    expect(mail.text).toContain(investor.email);

    await page.getByRole('button', { name: 'Request Info' }).click();
    const limit = page.getByRole('dialog', { name: 'Already requested today' });
    await expect(limit).toContainText('You already asked Tareq for information today.');
    await limit.getByRole('button', { name: 'OK' }).click();
    await expect(limit).toBeHidden();
  });

  for (const role of ['owner', 'user'] as const) {
    test(`${role === 'owner' ? 'an' : 'a'} ${role} sees no 'Request Info' button on an owner's page`, async ({
      page,
      request,
      owner,
      user,
    }) => {
      const visitor = role === 'owner' ? owner : user;
      const id = await ownerOfProject(request, 'Hebron Blue Glass Studio');
      await plantSession(page, visitor);
      const myData = page.waitForResponse((answer) => answer.url().endsWith('/api/users/my-data'));
      await page.goto(paths.owner(id));
      await expect(page.getByRole('heading', { level: 1, name: 'Amal Natsheh' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Projects by Amal' })).toBeVisible();
      // The button waits for the signed-in role (GET /users/my-data): asked only once it came.
      await myData;
      await expect(page.getByRole('button', { name: 'Request Info' })).toHaveCount(0);
    });
  }
});

test.describe('the entrepreneurs list', () => {
  test('a signed-in user searches owners by surname and opens one', async ({ page, user }) => {
    await plantSession(page, user);
    await page.goto(paths.owners);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search entrepreneurs by name' });
    await expect(search).toHaveAttribute('placeholder', 'Search by name...');
    const cards = page.getByRole('main').getByRole('heading', { level: 2 });

    await expect(cards.first()).toBeVisible();

    // No demo owner has an Arabic name (demo-content.ts): searched by the English surname.
    await search.fill('Muhtaseb');
    await expect(page).toHaveURL(/\?q=Muhtaseb$/);
    await expect(cards).toHaveText(['Ahmad Muhtaseb']);
    await cards.getByRole('link', { name: 'Ahmad Muhtaseb' }).click();
    await expect(page).toHaveURL(/\/owner\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ahmad Muhtaseb' })).toBeVisible();

    await page.goto(`${paths.owners}?q=nobody-by-this-name`);
    await expect(page.getByText('No entrepreneurs found.')).toBeVisible();
  });

  test('a guest opening the list is sent to the login page', async ({ page }) => {
    await page.goto(paths.owners);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

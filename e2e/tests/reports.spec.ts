import type { Browser, Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { expectNoBlockingViolations } from '../support/axe';
import { as, expect, projectId, test, uniqueName } from '../support/community';
import { createAccount, plantSession, readMail, type Account } from '../support/session';

// Issue 31 "Trust and safety": three users report a comment through the Report dialog; at the third
// report it is hidden from the public (its author still sees it, marked); the admin reviews it in
// /admin/reports and keeps it, it is public again, and each reporter is told by mail.

const PROJECT = 'Yatta Wild Thyme Honey';

const commentsOf = (page: Page) => page.getByRole('region', { name: 'Comments and ratings' });

/** The comments section once its list has loaded (no skeleton left). */
async function loadedComments(page: Page) {
  const comments = commentsOf(page);
  await expect(comments.getByRole('heading', { name: 'Comments and ratings' })).toBeVisible();
  await expect(comments.locator('[aria-busy="true"]')).toHaveCount(0);
  return comments;
}

async function pageAs(browser: Browser, account: Account | null): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  if (account) await plantSession(page, account);
  return page;
}

test('three users report a comment: hidden for guests until the admin keeps it, and the reporters are told', async ({
  browser,
  request,
  admin,
}) => {
  test.setTimeout(120_000);
  const id = await projectId(request, PROJECT);
  const author = await createAccount(request, 'user', 'Khalil');
  const text = uniqueName('Cheap followers for your shop, write to me');
  const posted = await request.post(`/api/project/${id}/comment`, {
    headers: as(author),
    data: { comment: text, rate: 1 },
  });
  expect(posted.status()).toBe(201);
  const { id: commentId } = (await posted.json()) as { id: number };
  const reporters = [
    await createAccount(request, 'user', 'Rana'),
    await createAccount(request, 'user', 'Omar'),
    await createAccount(request, 'user', 'Huda'),
  ];

  try {
    for (const reporter of reporters) {
      const page = await pageAs(browser, reporter);
      await page.goto(paths.project(id));
      const comment = (await loadedComments(page)).getByRole('listitem').filter({ hasText: text });
      await comment.getByRole('button', { name: 'Report this comment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this comment' });
      if (reporter === reporters[0]) await expectNoBlockingViolations(page, 'the report dialog');
      await dialog.getByRole('radio', { name: 'Spam' }).check();
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByRole('dialog', { name: 'Report sent' })).toContainText(
        'Thank you: an admin will look at it',
      );
      await page.context().close();
    }

    // Three reports from accounts no longer new: gone for a guest.
    const guest = await pageAs(browser, null);
    await guest.goto(paths.project(id));
    await expect((await loadedComments(guest)).getByText(text)).toHaveCount(0);
    // Its author still sees it, marked hidden.
    const authorPage = await pageAs(browser, author);
    await authorPage.goto(paths.project(id));
    const own = (await loadedComments(authorPage)).getByRole('listitem').filter({ hasText: text });
    await expect(own.getByText('Hidden', { exact: true })).toBeVisible();
    await authorPage.context().close();

    // The admin reviews the queue and keeps it.
    const adminPage = await pageAs(browser, admin);
    await adminPage.goto('/admin/reports');
    const item = adminPage.getByRole('listitem', { name: `Comment on ${PROJECT}` });
    await expect(item.getByText(text)).toBeVisible();
    await expect(item.getByText('Hidden by reports')).toBeVisible();
    await expectNoBlockingViolations(adminPage, 'the reports queue');
    await expect(
      item.getByRole('list', { name: 'Reports of this item, newest first' }).getByRole('listitem'),
    ).toHaveCount(3);
    await item.getByRole('button', { name: `Keep: Comment on ${PROJECT}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Keep this item?' });
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await expect(adminPage.getByRole('status')).toHaveText(
      `Kept "${PROJECT}": it is public. Reporters told: 3.`,
    );
    await adminPage.context().close();

    // Back for the guest.
    await guest.reload();
    await expect((await loadedComments(guest)).getByText(text)).toBeVisible();
    await guest.context().close();

    for (const reporter of reporters) {
      const mail = await readMail(reporter.email, /^We looked at the comment you reported and kept it$/);
      expect(mail.text).toContain('does not break Rowad');
    }
  } finally {
    // The demo project's rating as it was.
    await request.delete(`/api/project/comment/${commentId}`, { headers: as(author) });
  }
});

import type { Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { as, expect, projectId, test } from '../support/community';
import { plantSession } from '../support/session';

// Forms are honest offline (issue 32): with the signal gone, a form says that sending needs a
// connection instead of failing after a spinner, what was typed stays, and once the signal is back
// the same press sends it. The browser goes offline as a phone losing its signal does
// (`context.setOffline`), on a page already open: no reload in between.

const OFFLINE = "You're offline. Sending needs a connection; what you typed stays here.";

/** The comments section of the project page. */
const commentsOf = (page: Page) => page.getByRole('region', { name: 'Comments and ratings' });

// A project no other journey comments on: the run's 'user' rates each project once.
const PROJECT = 'Tarqumiya Wood Workshop';

test.describe('forms with a signal that comes and goes', () => {
  test('a comment written offline stays in the field, says it needs a connection, and is posted once online', async ({
    page,
    context,
    request,
    user,
  }) => {
    const id = await projectId(request, PROJECT);
    try {
      await plantSession(page, user);
      await page.goto(paths.project(id));
      await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
      const comments = commentsOf(page);
      const box = comments.getByRole('textbox', { name: 'Your comment' });
      const text = 'Oak shelves, joined without a nail. Written between two villages.';
      await box.fill(text);

      // A reload (or a tab closed and opened again) brings the draft back.
      await page.reload();
      await expect(box).toHaveValue(text);

      await context.setOffline(true);
      await expect(comments.getByText(OFFLINE)).toBeVisible();
      await comments.getByRole('button', { name: 'Post comment' }).click();
      // No spinner, no failure: the notice, the button as it was and the text in the field.
      await expect(comments.getByRole('button', { name: 'Posting...' })).toHaveCount(0);
      await expect(comments.getByRole('alert')).toHaveCount(0);
      await expect(comments.getByRole('button', { name: 'Post comment' })).toBeEnabled();
      await expect(box).toHaveValue(text);

      await context.setOffline(false);
      await expect(comments.getByText(OFFLINE)).toHaveCount(0);
      await comments.getByRole('button', { name: 'Post comment' }).click();
      const mine = comments.getByRole('listitem', { name: `Comment by ${user.user.name}` });
      await expect(mine.getByText(text)).toBeVisible();
      await expect(comments.getByText('You rated this project 5 out of 5.')).toBeVisible();

      // Posted, the draft is gone: the page opened again has no form text waiting.
      const draft = await page.evaluate(
        ([userId, projectId]) => localStorage.getItem(`commentDraft:${userId}:${projectId}`),
        [user.user.id, id] as const,
      );
      expect(draft).toBeNull();
    } finally {
      // The run's user can rate this project again in the next run of the same server.
      const answer = await request.get(`/api/project/${id}/comments?limit=100`, { headers: as(user) });
      const items = (await answer.json()) as { id: number; userId: number }[];
      for (const comment of items.filter((item) => String(item.userId) === user.user.id)) {
        await request.delete(`/api/project/comment/${comment.id}`, { headers: as(user) });
      }
    }
  });

  test('the contact form offline says it needs a connection in Arabic and sends once online', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
    await page.goto(paths.contact);
    await page.getByLabel('الاسم الكامل').fill('أمل التميمي');
    await page.getByLabel('البريد الإلكتروني').fill('amal.offline@example.ps');
    await page.getByLabel('الرسالة').fill('هل يمكن لمشروعي أن يظهر في سوق الربيع؟');

    await context.setOffline(true);
    const notice = page.getByText('أنت غير متصل بالإنترنت. الإرسال يحتاج إلى اتصال، وما كتبته يبقى هنا.');
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByRole('button', { name: 'جارٍ الإرسال...' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('الرسالة')).toHaveValue('هل يمكن لمشروعي أن يظهر في سوق الربيع؟');

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await page.getByRole('button', { name: 'إرسال الرسالة' }).click();
    await expect(page.getByText('شكرًا لك! تم إرسال رسالتك. سنرد عليك بالبريد الإلكتروني.')).toBeVisible();
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { createAccount, plantSession } from '../support/session';

// The community around projects and bazaars, with real accounts and the server's real mail:
// comments and ratings, taking part in bazaars, investors asking owners for information, and the
// entrepreneurs list. Each journey works on its own project or event, so the journeys run side by
// side without seeing each other's comments or requests.

async function projectId(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get(`/api/projects?q=${encodeURIComponent(name)}`);
  const [project] = (await answer.json()) as { id: number }[];
  if (!project) throw new Error(`no demo project named ${name}`);
  return project.id;
}

/** The comments section of the project page. */
const commentsOf = (page: Page) => page.getByRole('region', { name: 'Comments and ratings' });

test.describe('comments and ratings', () => {
  test('a user comments with 4 stars chosen by keyboard, edits the comment and deletes it', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request, 'user', 'Rasha');
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
});

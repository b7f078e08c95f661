import { paths } from '@rowad/shared/paths';
import { expect, test, uniqueName } from '../support/community';
import { approveProject, createProject, deleteProject } from '../support/owner-workspace';
import { chooseLanguage, expectLanguage, expectNoBlockingViolations } from '../support/axe';
import { plantSession } from '../support/session';

// The owner's insights (issue 30): a guest's visit to a public project page is counted by the
// server, and its owner sees it on /owner/insights within 10 s (the counter writes every 2 s).

/** A person's browser: robots and headless browsers (Playwright's own) are not counted. */
const GUEST_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('a guest views a project page, and its owner sees the view counted on Insights', async ({
  browser,
  page,
  request,
  owner,
  admin,
}) => {
  const project = await createProject(request, owner, uniqueName('Qawasmi Pottery'));
  try {
    await approveProject(request, admin, project.id);

    const guest = await browser.newContext({ userAgent: GUEST_BROWSER });
    const guestPage = await guest.newPage();
    await guestPage.goto(paths.project(project.id));
    await expect(guestPage.getByRole('heading', { level: 1, name: project.name })).toBeVisible();
    await guest.close();

    await plantSession(page, owner);
    await page.goto(`${paths.ownerInsights}?project=${project.id}&days=7`);
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    // Counted within 10 s: the page asks again on each visit.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Views: 1 now, none in the 7 days before.')).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 10_000, intervals: [1_000] });
    await expect(
      page.getByRole('img', { name: /^Views per day over the last 7 days: 1 in total/ }),
    ).toBeVisible();
    await page.getByText('Show the numbers as a table').first().click();
    await expect(page.getByRole('table', { name: 'Views per day' }).getByRole('row')).toHaveCount(8);
  } finally {
    await deleteProject(request, owner, project.id);
  }
});

const TEXTS = {
  en: { title: 'Insights', table: 'Show the numbers as a table' },
  ar: { title: 'الإحصاءات', table: 'عرض الأرقام في جدول' },
} as const;

for (const language of ['en', 'ar'] as const) {
  test(`the owner's and the admin's Insights pass axe in ${language === 'en' ? 'English' : 'Arabic'}, tables open`, async ({
    browser,
    owner,
    admin,
  }) => {
    for (const [account, path] of [
      [owner, paths.ownerInsights],
      [admin, `${paths.admin}/insights`],
    ] as const) {
      // A page of its own for each: a planted session holds for its page's first load only.
      const context = await browser.newContext();
      const page = await context.newPage();
      await plantSession(page, account);
      await chooseLanguage(page, language);
      await page.goto(path);
      await expectLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1, name: TEXTS[language].title })).toBeVisible();
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      const toggles = page.getByText(TEXTS[language].table);
      for (let index = 0; index < (await toggles.count()); index += 1) await toggles.nth(index).click();
      await expectNoBlockingViolations(page, `${path} (${language})`);
      await context.close();
    }
  });
}

import type { Page, TestInfo } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import {
  chooseLanguage,
  expectLanguage,
  expectNoBlockingViolations,
  saveRtlScreenshot,
  type Language,
} from '../support/axe';
import { as, createEvent, expect, participate, test, uniqueName } from '../support/community';
import { addImages, createProject, deleteProject, makeJpeg } from '../support/owner-workspace';
import { plantSession, type Account } from '../support/session';

// axe-core on every page of the admin area, in English and in Arabic, each with what it shows once
// loaded: the dashboard's counts, a project change to review (with a picture), the bazaars, a
// bazaar with a request to take part, the requests queue, the accounts and one account, the
// contact messages, the audit log and the releases. No 'serious' or 'critical' violation. The
// Arabic screens are saved to test-results/rtl/ for a person to look at.

type Texts = Record<Language, string>;

const TITLES = {
  dashboard: { en: 'Dashboard', ar: 'لوحة المتابعة' },
  projects: { en: 'Project reviews', ar: 'مراجعة المشاريع' },
  bazaars: { en: 'Bazaars', ar: 'البازارات' },
  newBazaar: { en: 'New bazaar', ar: 'بازار جديد' },
  requests: { en: 'Bazaar requests', ar: 'طلبات البازارات' },
  users: { en: 'Users', ar: 'المستخدمون' },
  messages: { en: 'Messages', ar: 'الرسائل' },
  audit: { en: 'Audit log', ar: 'سجل القرارات' },
  releases: { en: 'Releases', ar: 'الإصدارات' },
} satisfies Record<string, Texts>;

/** Signs in as the admin, opens the page in the language and waits for its main heading. */
async function open(page: Page, admin: Account, language: Language, path: string, title: string | RegExp) {
  await plantSession(page, admin);
  await chooseLanguage(page, language);
  await page.goto(path);
  await expectLanguage(page, language);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Nothing left loading, then axe; an Arabic screen is saved for a person to look at. */
async function check(page: Page, language: Language, name: string, testInfo: TestInfo) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expectNoBlockingViolations(page, `${name} (${language})`);
  if (language === 'ar') await saveRtlScreenshot(page, testInfo, `admin-${name}`);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`the admin area in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test('dashboard, bazaars list, new bazaar form, accounts, audit log, releases', async ({
      page,
      admin,
    }, testInfo) => {
      // Six screens, each with a full axe run: three times the budget of a one-screen test.
      test.slow();
      await open(page, admin, language, paths.admin, TITLES.dashboard[language]);
      await check(page, language, 'dashboard', testInfo);

      for (const [path, key] of [
        [`${paths.admin}/bazaars`, 'bazaars'],
        [`${paths.admin}/bazaars/new`, 'newBazaar'],
        [`${paths.admin}/users`, 'users'],
        [`${paths.admin}/audit`, 'audit'],
        [`${paths.admin}/releases`, 'releases'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: TITLES[key][language] })).toBeVisible();
        await check(page, language, key, testInfo);
      }
    });

    test('a project change with its picture, in the review queue', async ({
      page,
      request,
      owner,
      admin,
    }, testInfo) => {
      const project = await createProject(request, owner, uniqueName('Halhul Grapes'));
      try {
        await addImages(request, owner, project.id, [await makeJpeg(testInfo, 'grapes.jpg')]);
        await open(page, admin, language, `${paths.admin}/projects`, TITLES.projects[language]);
        await page.getByRole('link', { name: new RegExp(project.name) }).click();
        await expect(page.getByRole('heading', { level: 2, name: project.name })).toBeVisible();
        await check(page, language, 'project-review', testInfo);
      } finally {
        await deleteProject(request, owner, project.id);
      }
    });

    test("a bazaar with a request, the requests queue, and the owner's account", async ({
      page,
      request,
      owner,
      admin,
    }, testInfo) => {
      const event = await createEvent(request, admin, { capacity: 30 });
      await participate(request, owner, event.id);

      await open(page, admin, language, `${paths.admin}/bazaars/${event.id}`, event.name);
      await check(page, language, 'bazaar', testInfo);

      await page.goto(`${paths.admin}/requests`);
      await expect(page.getByRole('heading', { level: 1, name: TITLES.requests[language] })).toBeVisible();
      await expect(page.getByText(event.name).first()).toBeVisible();
      await check(page, language, 'requests', testInfo);

      await page.goto(`${paths.admin}/users/${owner.user.id}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^$/);
      await check(page, language, 'account', testInfo);
    });

    test('the contact messages, with one just sent', async ({ page, request, admin }, testInfo) => {
      const sender = uniqueName('Noor');
      const sent = await request.post('/api/contact', {
        data: { name: sender, email: 'noor@example.ps', message: 'Can a cooperative join as one owner?' },
      });
      expect(sent.status()).toBe(204);
      await open(page, admin, language, `${paths.admin}/messages`, TITLES.messages[language]);
      await expect(page.getByText(sender)).toBeVisible();
      await check(page, language, 'messages', testInfo);
      // Handled, so the next run's open list stays short.
      const [message] = (await (
        await request.get('/api/admin/contact-messages?limit=100', { headers: as(admin) })
      ).json()) as { id: number; name: string }[];
      if (message?.name === sender)
        await request.post(`/api/admin/contact-messages/${message.id}/handled`, { headers: as(admin) });
    });
  });
}

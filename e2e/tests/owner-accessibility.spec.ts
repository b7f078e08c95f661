import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import {
  chooseLanguage,
  expectLanguage,
  expectNoBlockingViolations,
  saveRtlScreenshot,
  type Language,
} from '../support/axe';
import { as, expect, test, uniqueName } from '../support/community';
import {
  addImages,
  createProject,
  deleteProject,
  makeJpegs,
  ownerProfileId,
  type MadeProject,
} from '../support/owner-workspace';
import { plantSession, type Account } from '../support/session';

// axe-core on the owner's workspace and the investor's profile, in English and in Arabic, each
// with what it shows once loaded: the profile forms, a project card, the project form, a project
// with pictures, and an inbox with an investor's request. No 'serious' or 'critical' violation.
// The Arabic screens are saved to test-results/rtl/. The projects made here are drafts, deleted
// at the end of each check.

type Texts = Record<Language, string>;

const TITLES = {
  myProfile: { en: 'My Profile', ar: 'ملفي الشخصي' },
  myProjects: { en: 'My Projects', ar: 'مشاريعي' },
  addProject: { en: 'Add Project', ar: 'إضافة مشروع' },
  editProject: { en: 'Edit Project', ar: 'تعديل المشروع' },
  infoRequests: { en: 'Investor requests', ar: 'طلبات المستثمرين' },
} satisfies Record<string, Texts>;

const UPDATE_PROFILE: Texts = { en: 'Update Profile', ar: 'تحديث الملف الشخصي' };
const CREATE_PROJECT: Texts = { en: 'Create Project', ar: 'إنشاء المشروع' };
const SAVE_CHANGES: Texts = { en: 'Save Changes', ar: 'حفظ التغييرات' };
const FINISH: Texts = { en: 'Finish', ar: 'إنهاء' };
const IMAGES: Texts = { en: 'Images', ar: 'الصور' };
const imagesOf = (name: string): Texts => ({ en: `Images of ${name}`, ar: `صور مشروع ${name}` });

/** Signs in, opens the page in the language and checks it speaks it and shows its title. */
async function open(page: Page, account: Account, language: Language, path: string, title: string) {
  await plantSession(page, account);
  await chooseLanguage(page, language);
  await page.goto(path);
  await expectLanguage(page, language);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Nothing left loading, then axe; an Arabic screen is saved for a person to look at. */
async function check(page: Page, language: Language, name: string, testInfo: TestInfo) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expectNoBlockingViolations(page, `${name} (${language})`);
  if (language === 'ar') await saveRtlScreenshot(page, testInfo, `owner-${name}`);
}

/** A draft project of the owner with two pictures, for the screens that show them. */
async function projectWithPictures(
  request: APIRequestContext,
  owner: Account,
  testInfo: TestInfo,
): Promise<MadeProject> {
  const project = await createProject(request, owner, uniqueName('Tamimi Ceramics'));
  await addImages(request, owner, project.id, await makeJpegs(testInfo, 'a11y', 2));
  return project;
}

/** The images section shows the project's two pictures. */
const twoPictures = (page: Page, language: Language): Locator =>
  page.getByRole('region', { name: IMAGES[language] }).getByRole('listitem');

for (const language of ['en', 'ar'] as const) {
  test.describe(`the owner's workspace in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test('owner profile: no serious or critical violation', async ({ page, owner }, testInfo) => {
      await open(page, owner, language, paths.ownerProfile, TITLES.myProfile[language]);
      await expect(page.getByRole('button', { name: UPDATE_PROFILE[language] })).toBeDisabled();
      await check(page, language, 'my-profile', testInfo);
    });

    test('my projects with a project card: no serious or critical violation', async ({
      page,
      request,
      owner,
    }, testInfo) => {
      const project = await projectWithPictures(request, owner, testInfo);
      try {
        await open(page, owner, language, paths.myProjects, TITLES.myProjects[language]);
        await expect(
          page.getByRole('main').getByRole('heading', { level: 2, name: project.name }),
        ).toBeVisible();
        await check(page, language, 'my-projects', testInfo);
      } finally {
        await deleteProject(request, owner, project.id);
      }
    });

    test('add project: no serious or critical violation', async ({ page, owner }, testInfo) => {
      await open(page, owner, language, paths.addProject, TITLES.addProject[language]);
      await expect(page.getByRole('button', { name: CREATE_PROJECT[language] })).toBeVisible();
      await check(page, language, 'add-project', testInfo);
    });

    test('edit project with pictures: no serious or critical violation', async ({
      page,
      request,
      owner,
    }, testInfo) => {
      const project = await projectWithPictures(request, owner, testInfo);
      try {
        await open(page, owner, language, paths.editProject(project.id), TITLES.editProject[language]);
        await expect(page.getByRole('button', { name: SAVE_CHANGES[language] })).toBeVisible();
        await expect(twoPictures(page, language)).toHaveCount(2);
        await check(page, language, 'edit-project', testInfo);
      } finally {
        await deleteProject(request, owner, project.id);
      }
    });

    test('add images to a project: no serious or critical violation', async ({
      page,
      request,
      owner,
    }, testInfo) => {
      const project = await projectWithPictures(request, owner, testInfo);
      try {
        await open(page, owner, language, paths.projectImages(project.id), imagesOf(project.name)[language]);
        await expect(page.getByRole('button', { name: FINISH[language] })).toBeVisible();
        await expect(twoPictures(page, language)).toHaveCount(2);
        await check(page, language, 'project-images', testInfo);
      } finally {
        await deleteProject(request, owner, project.id);
      }
    });

    test("investor requests with an investor's request: no serious or critical violation", async ({
      page,
      request,
      otherOwner,
      investor,
    }, testInfo) => {
      // The demo owner Mariam receives a request from the worker's investor (once a day: a second
      // language's check finds it there already). No other journey has an investor ask Mariam.
      const asked = await request.post('/api/owner/request-information', {
        headers: as(investor),
        data: { ownerId: await ownerProfileId(request, otherOwner) },
      });
      expect([201, 429]).toContain(asked.status());
      await open(page, otherOwner, language, paths.infoRequests, TITLES.infoRequests[language]);
      await expect(
        page.getByRole('main').getByRole('listitem').filter({ hasText: investor.email }),
      ).toBeVisible();
      await check(page, language, 'info-requests', testInfo);
    });

    test('investor profile: no serious or critical violation', async ({ page, investor }, testInfo) => {
      await open(page, investor, language, paths.investorProfile, TITLES.myProfile[language]);
      await expect(page.getByRole('button', { name: UPDATE_PROFILE[language] })).toBeDisabled();
      await check(page, language, 'investor-profile', testInfo);
    });
  });
}

import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import {
  chooseLanguage,
  expectLanguage,
  expectNoBlockingViolations,
  saveRtlScreenshot,
  type Language,
} from '../support/axe';
import {
  createEvent,
  decide,
  expect,
  ownerOfProject,
  participate,
  projectId,
  test,
} from '../support/community';
import { plantSession, type Account } from '../support/session';

// axe-core on the community screens, in English and in Arabic, each in the state a signed-in
// visitor finds it: the comment form, every state of a bazaar's participation area, the
// entrepreneurs list and an owner's page with the investor's 'Request Info'. No 'serious' or
// 'critical' violation. The Arabic screens are saved to test-results/rtl/.

type Texts = Record<Language, string>;

/** What the page shows once it has settled in the state under test. */
const SHOWN = {
  post: { en: 'Post comment', ar: 'انشر التعليق' },
  register: { en: 'Register for this bazaar', ar: 'سجّل في هذا البازار' },
  pending: { en: 'Your participation is pending', ar: 'طلب مشاركتك قيد المراجعة' },
  accepted: { en: 'Your participation has been accepted', ar: 'تم قبول مشاركتك' },
  rejected: { en: 'Your participation has been rejected', ar: 'تم رفض مشاركتك' },
  full: { en: 'This bazaar is full: no places are left.', ar: 'هذا البازار مكتمل: لم تبقَ أماكن.' },
  requestInfo: { en: 'Request Info', ar: 'اطلب معلومات' },
  entrepreneurs: { en: 'Entrepreneurs', ar: 'رواد الأعمال' },
} satisfies Record<string, Texts>;

interface Cast {
  owner: Account;
  otherOwner: Account;
  admin: Account;
}

interface EventState {
  name: keyof typeof SHOWN;
  /** An event that `owner` sees in this state. */
  arrange: (request: APIRequestContext, cast: Cast) => Promise<number>;
  /** The part of the page that shows the state. */
  shown: (page: Page, language: Language) => ReturnType<Page['getByRole']>;
}

/** A new event the owner asked to take part in, and the admin's decision if any. */
async function withRequest(
  request: APIRequestContext,
  { owner, admin }: Cast,
  decision?: { accept: true } | { reject: string },
) {
  const { id } = await createEvent(request, admin);
  await participate(request, owner, id);
  if (decision) await decide(request, admin, id, decision);
  return id;
}

const stateNote = (state: keyof typeof SHOWN) => (page: Page, language: Language) =>
  page.getByRole('status').filter({ hasText: SHOWN[state][language] });

const EVENT_STATES: EventState[] = [
  {
    name: 'register',
    arrange: async (request, { admin }) => (await createEvent(request, admin)).id,
    shown: (page, language) => page.getByRole('button', { name: SHOWN.register[language] }),
  },
  { name: 'pending', arrange: (request, cast) => withRequest(request, cast), shown: stateNote('pending') },
  {
    name: 'accepted',
    arrange: (request, cast) => withRequest(request, cast, { accept: true }),
    shown: stateNote('accepted'),
  },
  {
    name: 'rejected',
    arrange: (request, cast) => withRequest(request, cast, { reject: 'Only potters this time.' }),
    shown: stateNote('rejected'),
  },
  {
    name: 'full',
    arrange: async (request, { otherOwner, admin }) => {
      // The only place went to another owner.
      const { id } = await createEvent(request, admin, { capacity: 1 });
      await participate(request, otherOwner, id);
      await decide(request, admin, id, { accept: true });
      return id;
    },
    shown: (page, language) => page.getByRole('main').getByText(SHOWN.full[language]),
  },
];

/** Signs in, opens the page in the language and checks it speaks it. */
async function open(page: Page, account: Account, language: Language, path: string) {
  await plantSession(page, account);
  await chooseLanguage(page, language);
  await page.goto(path);
  await expectLanguage(page, language);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Nothing left loading, then axe; an Arabic screen is saved for a person to look at. */
async function check(
  page: Page,
  language: Language,
  name: string,
  testInfo: Parameters<typeof saveRtlScreenshot>[1],
) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expectNoBlockingViolations(page, `${name} (${language})`);
  if (language === 'ar') await saveRtlScreenshot(page, testInfo, `community-${name}`);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`the community screens in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    test('project page with the comment form: no serious or critical violation', async ({
      page,
      request,
      user,
    }, testInfo) => {
      // A demo project with a demo comment: the form and a comment are both on screen.
      const id = await projectId(request, 'Hebron Blue Glass Studio');
      await open(page, user, language, paths.project(id));
      await expect(page.getByRole('button', { name: SHOWN.post[language] })).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('img') }),
      ).not.toHaveCount(0);
      await check(page, language, 'project-comments', testInfo);
    });

    for (const state of EVENT_STATES) {
      test(`event page, participation ${state.name}: no serious or critical violation`, async ({
        page,
        request,
        owner,
        admin,
        otherOwner,
      }, testInfo) => {
        const eventId = await state.arrange(request, { owner, otherOwner, admin });
        await open(page, owner, language, paths.event(eventId));
        await expect(state.shown(page, language)).toBeVisible();
        await check(page, language, `event-${state.name}`, testInfo);
      });
    }

    test('entrepreneurs list: no serious or critical violation', async ({ page, user }, testInfo) => {
      await open(page, user, language, paths.owners);
      await expect(
        page.getByRole('heading', { level: 1, name: SHOWN.entrepreneurs[language] }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await check(page, language, 'entrepreneurs', testInfo);
    });

    test("owner page as an investor, with 'Request Info': no serious or critical violation", async ({
      page,
      request,
      investor,
    }, testInfo) => {
      const id = await ownerOfProject(request, 'Hebron Blue Glass Studio');
      await open(page, investor, language, paths.owner(id));
      await expect(page.getByRole('button', { name: SHOWN.requestInfo[language] })).toBeVisible();
      await check(page, language, 'owner-investor', testInfo);
    });
  });
}

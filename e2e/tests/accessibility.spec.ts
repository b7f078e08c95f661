import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import { expect, test } from '../support/fixtures';
import { plantSession } from '../support/session';

// axe-core on the auth screens and the Change Password modal, in English and in Arabic, before and
// after an empty submit (field errors shown): no 'serious' or 'critical' violation. The Arabic
// screens are also saved to test-results/rtl/ for a person to check the right-to-left layout.

type Language = 'en' | 'ar';

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations on the page, one line per element, to act on from the report. */
async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}. ` +
          `${node.failureSummary?.replace(/\s+/g, ' ') ?? ''} [${violation.helpUrl}]`,
      ),
    );
}

async function expectNoBlockingViolations(page: Page, where: string): Promise<void> {
  const found = await blockingViolations(page);
  expect(found, `serious or critical axe violations on ${where}:\n${found.join('\n')}`).toEqual([]);
}

/** A full-page picture of an Arabic screen, for a person to check the right-to-left layout. */
async function saveRtlScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = join(testInfo.project.outputDir, 'rtl');
  await mkdir(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: true });
}

/** Sets the remembered language before the first load, as the language button leaves it. */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('language', value), language);
}

interface Screen {
  name: string;
  path: string;
  /** The English title; the Arabic screen must show another one. */
  title: string;
  /** What earlier steps left in local storage. */
  storage?: Record<string, string>;
  /** Messages an empty submit shows, in English (the Arabic ones are counted). */
  emptyErrors: string[];
}

const SCREENS: Screen[] = [
  {
    name: 'login',
    path: paths.login,
    title: 'Sign in',
    emptyErrors: ['Email is required', 'Password is required'],
  },
  {
    name: 'register',
    path: paths.register,
    title: 'Create an account',
    emptyErrors: [
      'First name is required',
      'Last name is required',
      'Bio is required',
      'Email is required',
      'Birth date is required',
      'Address is required',
      'Password is required',
      'Password confirmation is required',
    ],
  },
  {
    name: 'forgotpassword',
    path: paths.forgotPassword,
    title: 'Forgot your password?',
    emptyErrors: ['Email is required'],
  },
  {
    name: 'entercode',
    path: paths.enterCode,
    title: 'Enter the code',
    storage: { forgotPasswordEmail: 'reem.reset@example.ps' },
    emptyErrors: ['Code is required'],
  },
  {
    name: 'restpassword',
    path: paths.resetPassword,
    title: 'Set a new password',
    storage: { forgotPasswordEmail: 'reem.reset@example.ps', verificationCode: '482913' },
    emptyErrors: ['Password is required', 'Password confirmation is required'],
  },
];

/** The Change Password modal's title and the account menu's item, in each language. */
const CHANGE_PASSWORD: Record<Language, string> = { en: 'Change Password', ar: 'تغيير كلمة المرور' };

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

async function expectErrors(errors: Locator, language: Language, english: string[]): Promise<void> {
  if (language === 'en') await expect(errors).toHaveText(english);
  else await expect(errors).toHaveCount(english.length);
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`accessibility in ${language === 'en' ? 'English' : 'Arabic'}`, () => {
    for (const screen of SCREENS) {
      test(`${screen.path}: no serious or critical violation, before and after an empty submit`, async ({
        page,
      }, testInfo) => {
        await chooseLanguage(page, language);
        if (screen.storage) {
          await page.addInitScript((entries) => {
            for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
          }, screen.storage);
        }
        await page.goto(screen.path);
        await expectLanguage(page, language);
        const title = page.getByRole('heading', { level: 1 });
        if (language === 'en') await expect(title).toHaveText(screen.title);
        else await expect(title).not.toHaveText(screen.title);
        const form = page.locator('main form');
        await expect(form).toBeVisible();

        await expectNoBlockingViolations(page, `${screen.path} (${language})`);
        if (language === 'ar') await saveRtlScreenshot(page, testInfo, screen.name);

        await form.locator('button[type="submit"]').click();
        await expectErrors(form.getByRole('alert'), language, screen.emptyErrors);
        await expectNoBlockingViolations(page, `${screen.path} after an empty submit (${language})`);
        if (language === 'ar') await saveRtlScreenshot(page, testInfo, `${screen.name}-errors`);
      });
    }

    test('the Change Password modal: no serious or critical violation, before and after an empty submit', async ({
      page,
      accounts,
    }, testInfo) => {
      await chooseLanguage(page, language);
      await plantSession(page, accounts.owner);
      await page.goto(paths.home);
      await expectLanguage(page, language);
      // 'Account menu for Amal' in English.
      await page.getByRole('button', { name: new RegExp(`${accounts.owner.firstName}$`) }).click();
      await page.getByRole('button', { name: CHANGE_PASSWORD[language] }).click();
      const modal = page.getByRole('dialog', { name: CHANGE_PASSWORD[language] });
      await expect(modal).toBeVisible();

      await expectNoBlockingViolations(page, `the Change Password modal (${language})`);
      if (language === 'ar') await saveRtlScreenshot(page, testInfo, 'change-password');

      await modal.locator('button[type="submit"]').click();
      await expectErrors(modal.getByRole('alert'), language, ['Please fill in all fields']);
      await expectNoBlockingViolations(page, `the Change Password modal after an empty submit (${language})`);
      if (language === 'ar') await saveRtlScreenshot(page, testInfo, 'change-password-errors');
    });
  });
}

import type { Locator } from '@playwright/test';
import { paths } from '@rowad/shared/paths';
import {
  chooseLanguage,
  expectLanguage,
  expectNoBlockingViolations,
  saveRtlScreenshot,
  type Language,
} from '../support/axe';
import { expect, test } from '../support/fixtures';
import { plantSession } from '../support/session';

// axe-core on the auth screens and the Change Password modal, in English and in Arabic, before and
// after an empty submit (field errors shown): no 'serious' or 'critical' violation. The Arabic
// screens are also saved to test-results/rtl/ for a person to check the right-to-left layout.

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

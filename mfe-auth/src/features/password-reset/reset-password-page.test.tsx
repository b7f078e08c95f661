import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '@rowad/shared/test/fake-api';
import { useLanguageStore } from '@rowad/shared/i18n';
import { loginWithNotice, paths } from '@rowad/shared/paths';
import ResetPasswordPage from './reset-password-page';
import { answer, expectSent, renderAt, replyFor, withFakeApi } from '../../testing';

const renderPage = () => renderAt(paths.resetPassword, <ResetPasswordPage />);
const resetButton = () => screen.getByRole('button', { name: 'Reset Password' });

async function submitPasswords(password: string, confirmation: string) {
  const user = userEvent.setup();
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(resetButton());
  return user;
}

const api = withFakeApi();

describe('ResetPasswordPage (docs/product.md §2 "Password reset", step 3)', () => {
  beforeEach(() => {
    localStorage.setItem('forgotPasswordEmail', 'amal@example.ps');
    localStorage.setItem('verificationCode', '042917');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    act(() => useLanguageStore.getState().setLanguage('en'));
  });

  it('shows the two password fields with their hint and toggles, and the button', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
    const password = screen.getByLabelText('New password');
    const confirmation = screen.getByLabelText('Confirm new password');
    for (const field of [password, confirmation]) {
      expect(field.getAttribute('type')).toBe('password');
      expect(field.getAttribute('autocomplete')).toBe('new-password');
    }
    const hint = screen.getByText('Use 8 or more characters with a mix of letters, numbers & symbols');
    expect(password.getAttribute('aria-describedby')).toBe(hint.id);
    expect(resetButton().hasAttribute('disabled')).toBe(false);
    // A code that expired meanwhile: the way back to a new one.
    expect(screen.getByRole('link', { name: 'Send a new code' }).getAttribute('href')).toBe(
      paths.forgotPassword,
    );

    const user = userEvent.setup();
    const [showPassword, showConfirmation] = screen.getAllByRole('button', { name: 'Show' });
    await user.click(showPassword!);
    expect(password.getAttribute('type')).toBe('text');
    expect(confirmation.getAttribute('type')).toBe('password');
    await user.click(showConfirmation!);
    expect(confirmation.getAttribute('type')).toBe('text');
    await user.click(screen.getAllByRole('button', { name: 'Hide' })[0]!);
    expect(password.getAttribute('type')).toBe('password');
  });

  it.each([
    ['no e-mail is stored', 'forgotPasswordEmail'],
    ['no code is stored', 'verificationCode'],
  ])('sends the visitor back to step 1 when %s', (_case, missing) => {
    localStorage.removeItem(missing);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
    expect(screen.getByText('Start by asking for a reset code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new code' }).getAttribute('href')).toBe(
      paths.forgotPassword,
    );
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('answers empty fields with both required messages and sends nothing', async () => {
    renderPage();
    await submitPasswords('', '');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Password is required',
      'Password confirmation is required',
    ]);
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(api().requests).toEqual([]);
  });

  it("says 'Password must be at least 8 characters'; typing clears only that error", async () => {
    renderPage();
    const user = await submitPasswords('olive42', '');
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Password confirmation is required')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), '!');
    expect(screen.queryByText('Password must be at least 8 characters')).toBeNull();
    expect(screen.getByText('Password confirmation is required')).toBeTruthy();
    expect(api().requests).toEqual([]);
  });

  it("says 'Passwords must match' under the confirmation; typing clears it", async () => {
    renderPage();
    const user = await submitPasswords('olive-tree-42', 'olive-tree-24');
    expect(screen.getByRole('alert').textContent).toBe('Passwords must match');
    expect(screen.getByLabelText('Confirm new password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('false');
    await user.type(screen.getByLabelText('Confirm new password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api().requests).toEqual([]);
  });

  it("says 'Resetting...' while waiting, then forgets the reset and goes to the login page's confirmation", async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    api().on('POST', '/auth/reset-password', () => new Promise<FakeReply>((resolve) => (finish = resolve)));
    renderPage();
    // Passwords are sent as typed, spaces included.
    await submitPasswords(' olive tree 42 ', ' olive tree 42 ');
    await expectSent(api(), '/auth/reset-password', {
      email: 'amal@example.ps',
      code: '042917',
      newPassword: ' olive tree 42 ',
      newPasswordVerify: ' olive tree 42 ',
    });
    expect(screen.getByRole('button', { name: 'Resetting...' }).hasAttribute('disabled')).toBe(true);
    expect(localStorage.getItem('verificationCode')).toBe('042917');
    await act(async () => finish({ status: 200, body: {} }));
    expect(screen.getByText(`landed on ${loginWithNotice('passwordReset', 'confirmed')}`)).toBeTruthy();
    expect(localStorage.getItem('forgotPasswordEmail')).toBeNull();
    expect(localStorage.getItem('verificationCode')).toBeNull();
  });

  it.each([
    [
      'a 400, over its server message',
      answer(400, { message: 'Code expired' }),
      'Invalid request. Please try again.',
    ],
    ["the server's message", answer(429, { message: 'Slow down, please.' }), 'Slow down, please.'],
    ['an answer without a message', answer(502, ''), 'An error occurred. Please try again later.'],
  ])(
    "maps %s to the product's banner (docs/product.md §8); the stored steps stay, typing clears the banner",
    async (_case, failure, text) => {
      api().on('POST', '/auth/reset-password', replyFor(failure));
      renderPage();
      const user = await submitPasswords('olive-tree-42', 'olive-tree-42');
      expect(screen.getByRole('alert').textContent).toBe(text);
      expect(screen.queryByText('Code expired')).toBeNull();
      expect(localStorage.getItem('forgotPasswordEmail')).toBe('amal@example.ps');
      expect(localStorage.getItem('verificationCode')).toBe('042917');
      expect(resetButton().hasAttribute('disabled')).toBe(false);
      await user.type(screen.getByLabelText('New password'), '!');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it.each([
    ['en', 'This password is too common. Please choose another.', 'Invalid request. Please try again.'],
    [
      'ar',
      'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
      'الطلب غير صالح. يرجى المحاولة مرة أخرى.',
    ],
  ] as const)(
    "keeps the product's banner (docs/product.md §8) and puts the server's field message under the new password (%s)",
    async (language, fieldText, bannerText) => {
      act(() => useLanguageStore.getState().setLanguage(language));
      // By its code: the server's English wording is not what the screen shows.
      const tooCommon = 'Too common.';
      api().on(
        'POST',
        '/auth/reset-password',
        replyFor(
          answer(400, {
            code: 'PASSWORD_TOO_COMMON',
            message: tooCommon,
            errors: { newPassword: tooCommon },
          }),
        ),
      );
      renderPage();
      const password = language === 'en' ? 'New password' : 'كلمة المرور الجديدة';
      const confirmation = language === 'en' ? 'Confirm new password' : 'تأكيد كلمة المرور الجديدة';
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(password), 'football');
      await user.type(screen.getByLabelText(confirmation), 'football');
      await user.click(
        screen.getByRole('button', {
          name: language === 'en' ? 'Reset Password' : 'إعادة تعيين كلمة المرور',
        }),
      );
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([bannerText, fieldText]);
    },
  );

  it('speaks Arabic: labels, hint, toggles, validation and failures', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api().on('POST', '/auth/reset-password', replyFor(answer(400, {})));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' })).toBeTruthy();
    expect(screen.getByText('استخدم 8 أحرف أو أكثر تجمع بين الحروف والأرقام والرموز')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'إظهار' })).toHaveLength(2);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'short');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'other');
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
      'يجب أن تتطابق كلمتا المرور',
    ]);
    await user.clear(screen.getByLabelText('كلمة المرور الجديدة'));
    await user.clear(screen.getByLabelText('تأكيد كلمة المرور الجديدة'));
    await user.type(screen.getByLabelText('كلمة المرور الجديدة'), 'olive-tree-42');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'olive-tree-42');
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(screen.getByRole('alert').textContent).toBe('الطلب غير صالح. يرجى المحاولة مرة أخرى.');
  });
});

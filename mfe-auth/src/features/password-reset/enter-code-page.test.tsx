import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '@rowad/shared/test/fake-api';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import EnterCodePage from './enter-code-page';
import { answer, expectSent, renderAt, replyFor, withFakeApi } from '../../testing';

const renderPage = () => renderAt(paths.enterCode, <EnterCodePage />);
const verifyButton = () => screen.getByRole('button', { name: 'Verify Code' });

async function submitCode(code: string) {
  const user = userEvent.setup();
  if (code) await user.type(screen.getByLabelText('Verification code'), code);
  await user.click(verifyButton());
  return user;
}

const api = withFakeApi();

describe('EnterCodePage (docs/product.md §2 "Password reset", step 2)', () => {
  beforeEach(() => localStorage.setItem('forgotPasswordEmail', 'amal@example.ps'));
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    act(() => useLanguageStore.getState().setLanguage('en'));
  });

  it('shows the stored e-mail, the code field, the button and the link for a new code', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeTruthy();
    expect(screen.getByText('We sent a 6-digit code to amal@example.ps.')).toBeTruthy();
    const code = screen.getByLabelText('Verification code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.hasAttribute('maxlength')).toBe(false);
    expect(verifyButton().hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('link', { name: 'Send a new code' }).getAttribute('href')).toBe(
      paths.forgotPassword,
    );
  });

  it.each([
    ['no e-mail is stored', null],
    ['the stored e-mail is not one', 'not-an-email'],
  ])('sends the visitor back to step 1 when %s', (_case, stored) => {
    if (stored === null) localStorage.removeItem('forgotPasswordEmail');
    else localStorage.setItem('forgotPasswordEmail', stored);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter the code' })).toBeTruthy();
    expect(screen.getByText('Start by asking for a reset code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send a new code' }).getAttribute('href')).toBe(
      paths.forgotPassword,
    );
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
  });

  it("answers an empty code with 'Code is required' and sends nothing", async () => {
    renderPage();
    await submitCode('');
    expect(screen.getByRole('alert').textContent).toBe('Code is required');
    expect(screen.getByLabelText('Verification code').getAttribute('aria-invalid')).toBe('true');
    expect(api().requests).toEqual([]);
  });

  it.each(['12345', '1234567', '12a456'])(
    "answers %s with 'Code must be exactly 6 digits'; typing clears it",
    async (code) => {
      renderPage();
      const user = await submitCode(code);
      expect(screen.getByRole('alert').textContent).toBe('Code must be exactly 6 digits');
      await user.type(screen.getByLabelText('Verification code'), '0');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(api().requests).toEqual([]);
    },
  );

  it("says 'Verifying...' while waiting, then stores the code and goes to /restpassword", async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    api().on(
      'POST',
      '/auth/reset-password/verify-code',
      () => new Promise<FakeReply>((resolve) => (finish = resolve)),
    );
    renderPage();
    await submitCode(' 042917 ');
    await expectSent(api(), '/auth/reset-password/verify-code', {
      email: 'amal@example.ps',
      code: '042917',
    });
    expect(screen.getByRole('button', { name: 'Verifying...' }).hasAttribute('disabled')).toBe(true);
    expect(localStorage.getItem('verificationCode')).toBeNull();
    await act(async () => finish({ status: 200, body: {} }));
    expect(screen.getByText('landed on /restpassword')).toBeTruthy();
    expect(localStorage.getItem('verificationCode')).toBe('042917');
    expect(localStorage.getItem('forgotPasswordEmail')).toBe('amal@example.ps');
  });

  it.each([
    ['Arabic-Indic', '٠٤٢٩١٧'],
    ['Eastern Arabic-Indic', '۰۴۲۹۱۷'],
  ])('reads a code typed in %s digits as Latin digits, sent and stored', async (_case, typed) => {
    api().on('POST', '/auth/reset-password/verify-code', { status: 200, body: {} });
    renderPage();
    await submitCode(typed);
    await expectSent(api(), '/auth/reset-password/verify-code', {
      email: 'amal@example.ps',
      code: '042917',
    });
    expect(await screen.findByText('landed on /restpassword')).toBeTruthy();
    expect(localStorage.getItem('verificationCode')).toBe('042917');
  });

  it.each([
    ['a 400, over its server message', answer(400, { message: 'Code expired' }), 'Invalid or expired code'],
    ["the server's message", answer(429, { message: 'Slow down, please.' }), 'Slow down, please.'],
    ['an answer without a message', answer(500, {}), 'An error occurred. Please try again later.'],
  ])(
    "maps %s to the product's banner (docs/product.md §8); nothing is stored, typing clears the banner",
    async (_case, failure, text) => {
      api().on('POST', '/auth/reset-password/verify-code', replyFor(failure));
      renderPage();
      const user = await submitCode('123456');
      expect(screen.getByRole('alert').textContent).toBe(text);
      expect(screen.queryByText('Code expired')).toBeNull();
      expect(localStorage.getItem('verificationCode')).toBeNull();
      expect(verifyButton().hasAttribute('disabled')).toBe(false);
      await user.type(screen.getByLabelText('Verification code'), '{Backspace}');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('speaks Arabic: texts with the e-mail, validation, and known server errors by their code', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api().on(
      'POST',
      '/auth/reset-password/verify-code',
      replyFor(answer(429, { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' })),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'أدخل الرمز' })).toBeTruthy();
    expect(screen.getByText('أرسلنا رمزًا من 6 أرقام إلى amal@example.ps.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إرسال رمز جديد' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'تحقّق من الرمز' }));
    expect(screen.getByRole('alert').textContent).toBe('الرمز مطلوب');
    await user.type(screen.getByLabelText('رمز التحقق'), '١٢٣');
    await user.click(screen.getByRole('button', { name: 'تحقّق من الرمز' }));
    expect(screen.getByRole('alert').textContent).toBe('يجب أن يتكون الرمز من 6 أرقام بالضبط');
    await user.type(screen.getByLabelText('رمز التحقق'), '٤٥٦');
    await user.click(screen.getByRole('button', { name: 'تحقّق من الرمز' }));
    expect(screen.getByRole('alert').textContent).toBe('محاولات كثيرة. يرجى المحاولة لاحقًا.');
  });

  it('speaks Arabic when sending the visitor back to step 1', () => {
    localStorage.clear();
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderPage();
    expect(screen.getByText('ابدأ بطلب رمز إعادة التعيين.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'إرسال رمز جديد' }).getAttribute('href')).toBe(
      paths.forgotPassword,
    );
  });
});

import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '@rowad/shared/test/fake-api';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import ForgotPasswordPage from './forgot-password-page';
import { answer, expectSent, renderAt, replyFor, withFakeApi } from '../../testing';

const renderPage = () => renderAt(paths.forgotPassword, <ForgotPasswordPage />);
const sendButton = () => screen.getByRole('button', { name: 'Send Reset Code' });

const api = withFakeApi();

describe('ForgotPasswordPage (docs/product.md §2 "Password reset", step 1)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
    act(() => useLanguageStore.getState().setLanguage('en'));
  });

  it("shows the product's title (docs/product.md §2), lead, e-mail field, button and links", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(
      screen.getByText('Enter the e-mail of your account and we will send you a 6-digit code.'),
    ).toBeTruthy();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('type')).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Need help?')).toBe(paths.contact);
    expect(href('Back to sign in')).toBe(paths.login);
  });

  it("answers an empty e-mail with 'Email is required' and sends nothing", async () => {
    renderPage();
    await userEvent.click(sendButton());
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(api().requests).toEqual([]);
  });

  it("answers a malformed e-mail with 'Please enter a valid email'; typing clears it", async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'amal@');
    await user.click(sendButton());
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    expect(api().requests).toEqual([]);
  });

  it("says 'Sending...' while waiting, then stores the e-mail as checked and goes to /entercode", async () => {
    // A code verified for an earlier request must not survive a new one.
    localStorage.setItem('verificationCode', '111111');
    let finish: (reply: FakeReply) => void = () => undefined;
    api().on('POST', '/auth/forgot-password', () => new Promise<FakeReply>((resolve) => (finish = resolve)));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  amal@localhost ');
    await user.click(sendButton());
    // Trimmed; the top-level domain is not checked on this form (docs/product.md §5).
    await expectSent(api(), '/auth/forgot-password', { email: 'amal@localhost' });
    expect(screen.getByRole('button', { name: 'Sending...' }).hasAttribute('disabled')).toBe(true);
    expect(localStorage.getItem('forgotPasswordEmail')).toBeNull();
    await act(async () => finish({ status: 200, body: {} }));
    expect(screen.getByText('landed on /entercode')).toBeTruthy();
    expect(localStorage.getItem('forgotPasswordEmail')).toBe('amal@localhost');
    expect(localStorage.getItem('verificationCode')).toBeNull();
  });

  it.each([
    [
      'a 400, over its server message',
      answer(400, { message: 'No user with this e-mail' }),
      'Invalid email address or user not found',
    ],
    ["the server's message", answer(429, { message: 'Slow down, please.' }), 'Slow down, please.'],
    [
      'an answer without a message',
      answer(500, 'Internal Server Error'),
      'An error occurred. Please try again later.',
    ],
  ])(
    "maps %s to the product's banner (docs/product.md §8); the form stays, typing clears the banner",
    async (_case, failure, text) => {
      api().on('POST', '/auth/forgot-password', replyFor(failure));
      renderPage();
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('Email'), 'amal@example.ps');
      await user.click(sendButton());
      expect(screen.getByRole('alert').textContent).toBe(text);
      expect(screen.queryByText('No user with this e-mail')).toBeNull();
      expect(localStorage.getItem('forgotPasswordEmail')).toBeNull();
      expect(sendButton().hasAttribute('disabled')).toBe(false);
      expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('amal@example.ps');
      await user.type(screen.getByLabelText('Email'), 'x');
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('says it needs a connection when no answer comes (issue 32); the e-mail stays', async () => {
    api().on('POST', '/auth/forgot-password', replyFor(new Error('Network Error')));
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'amal@example.ps');
    await user.click(sendButton());
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. Sending needs a connection; what you typed stays here.",
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('amal@example.ps');
    expect(sendButton().hasAttribute('disabled')).toBe(false);
  });

  it('speaks Arabic: texts, validation and failures', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api().on('POST', '/auth/forgot-password', replyFor(answer(400, {})));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' }).getAttribute('href')).toBe(
      paths.login,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إرسال رمز إعادة التعيين' }));
    expect(screen.getByRole('alert').textContent).toBe('البريد الإلكتروني مطلوب');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'amal@example.ps');
    await user.click(screen.getByRole('button', { name: 'إرسال رمز إعادة التعيين' }));
    expect(screen.getByRole('alert').textContent).toBe('البريد الإلكتروني غير صالح أو لا يوجد حساب به');
  });
});

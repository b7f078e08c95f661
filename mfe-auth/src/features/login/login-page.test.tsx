import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { loginWithNotice, paths } from '@rowad/shared/paths';
import { answer, renderAt, replyFor, withFakeApi } from '../../testing';
import { loginFailure, UnreadableTokenError } from './login-error';
import LoginPage from './login-page';

function renderLogin(url = paths.login) {
  return renderAt(url, <LoginPage />);
}

const api = withFakeApi();

describe('LoginPage', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it("shows the product's title (docs/product.md §2), button and links", () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Terms of use')).toBe(paths.faq);
    expect(href('Privacy policy')).toBe(paths.faq);
    expect(href('Other issue with sign in')).toBe(paths.contact);
    expect(href('Forget your password')).toBe(paths.forgotPassword);
    expect(href('Create an account')).toBe(paths.register);
  });

  it("answers an empty form with the product's messages (docs/product.md §5) under each field", async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('says an e-mail is not valid, and typing in the field clears only its error', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    expect(screen.getByText('Password is required')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it.each([
    [loginWithNotice('activation', 'confirmed'), 'Your account is activated. You can sign in now.'],
    [
      loginWithNotice('activation', 'expired'),
      'This activation link has expired. Sign in and we will send you a new one.',
    ],
    [loginWithNotice('emailChange', 'confirmed'), 'Your new e-mail address is confirmed. Sign in with it.'],
    [
      loginWithNotice('accountClosed', 'confirmed'),
      'Your account was closed and your data removed. A confirmation is on its way to your e-mail.',
    ],
  ])('confirms the landing of a mailed link or a finished step (%s)', (url, text) => {
    renderLogin(url);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('speaks Arabic', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'دخول' })).toBeTruthy();
  });
});

describe('loginFailure (docs/product.md §8 "Login")', () => {
  it('maps 401 first, then the server message, then an unreadable token, else the generic text', () => {
    expect(loginFailure(answer(401, { message: 'ignored' }))).toEqual({
      kind: 'known',
      key: 'Invalid email or password',
    });
    expect(
      loginFailure(
        answer(403, { code: 'ACCOUNT_NOT_ACTIVATED', message: 'Please activate your account first.' }),
      ),
    ).toEqual({
      kind: 'server',
      code: 'ACCOUNT_NOT_ACTIVATED',
      message: 'Please activate your account first.',
    });
    // An answer from an older or other server, without a code, still shows its message.
    expect(loginFailure(answer(403, { message: 'Closed for maintenance.' }))).toEqual({
      kind: 'server',
      code: undefined,
      message: 'Closed for maintenance.',
    });
    expect(loginFailure(new UnreadableTokenError())).toEqual({
      kind: 'known',
      key: 'Authentication error. Please try again.',
    });
    expect(loginFailure(answer(500, 'oops'))).toEqual({
      kind: 'known',
      key: 'An error occurred during login. Please try again.',
    });
  });
});

describe('a failed sign-in on screen', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  async function signInRefusedWith(code: string, language: 'en' | 'ar') {
    api().on('POST', '/auth/login', replyFor(answer(403, { code, message: 'Some other wording.' })));
    act(() => useLanguageStore.getState().setLanguage(language));
    renderLogin();
    const user = userEvent.setup();
    await user.type(
      screen.getByLabelText(language === 'en' ? 'Email' : 'البريد الإلكتروني'),
      'amal@example.ps',
    );
    await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'كلمة المرور'), 'olive-tree-42');
    await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'دخول' }));
  }

  it.each([
    [
      'ACCOUNT_NOT_ACTIVATED',
      'Please activate your account first. We have sent a new activation link to your e-mail.',
    ],
    ['ACCOUNT_DISABLED', 'This account has been disabled.'],
    ['RATE_LIMITED', 'Too many attempts. Please try again later.'],
  ])('explains %s in our words, whatever English the server wrote', async (code, text) => {
    await signInRefusedWith(code, 'en');
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('Some other wording.')).toBeNull();
  });

  it.each([
    ['ACCOUNT_NOT_ACTIVATED', 'يرجى تفعيل حسابك أولًا. أرسلنا رابط تفعيل جديدًا إلى بريدك الإلكتروني.'],
    ['ACCOUNT_DISABLED', 'تم إيقاف هذا الحساب.'],
    ['RATE_LIMITED', 'محاولات كثيرة. يرجى المحاولة لاحقًا.'],
  ])('explains %s in Arabic on an Arabic screen', async (code, text) => {
    await signInRefusedWith(code, 'ar');
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { answer, renderAt } from '../../testing';
import { loginFailure, UnreadableTokenError } from './login-error';
import LoginPage from './login-page';

function renderLogin(url = '/login') {
  return renderAt(url, <LoginPage />);
}

describe('LoginPage', () => {
  afterEach(() => act(() => useLanguageStore.getState().setLanguage('en')));

  it("shows SPEC's title, button and links", () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Terms of use')).toBe('/faq');
    expect(href('Privacy policy')).toBe('/faq');
    expect(href('Other issue with sign in')).toBe('/contact');
    expect(href('Forget your password')).toBe('/forgotpassword');
    expect(href('Create an account')).toBe('/register');
  });

  it("answers an empty form with SPEC's messages under each field", async () => {
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
    ['activation=confirmed', 'Your account is activated. You can sign in now.'],
    ['activation=expired', 'This activation link has expired. Sign in and we will send you a new one.'],
    ['emailChange=confirmed', 'Your new e-mail address is confirmed. Sign in with it.'],
  ])('confirms the landing of a mailed link (%s)', (query, text) => {
    renderLogin(`/login?${query}`);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('speaks Arabic', () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'دخول' })).toBeTruthy();
  });
});

describe('loginFailure (SPEC section 8 "Login")', () => {
  it('maps 401 first, then the server message, then an unreadable token, else the generic text', () => {
    expect(loginFailure(answer(401, { message: 'ignored' }))).toEqual({
      kind: 'known',
      key: 'Invalid email or password',
    });
    expect(loginFailure(answer(403, { message: 'Please activate your account first.' }))).toEqual({
      kind: 'server',
      message: 'Please activate your account first.',
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

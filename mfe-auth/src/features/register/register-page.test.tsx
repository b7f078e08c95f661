import { jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply } from '@rowad/shared/test/fake-api';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { answer, expectSent, renderAt, replyFor, withFakeApi } from '../../testing';
import RegisterPage from './register-page';

function renderRegister() {
  return renderAt(paths.register, <RegisterPage />);
}

const submitButton = () => screen.getByRole('button', { name: 'Create an account' });

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('First name'), 'Amal');
  await user.type(screen.getByLabelText('Last name'), 'Tamimi');
  await user.type(screen.getByLabelText('Bio'), 'Hebron glass, blown by hand.');
  await user.type(screen.getByLabelText('Email'), 'amal@example.ps');
  await user.type(screen.getByLabelText('Date of birth'), '1990-04-12');
  await user.selectOptions(screen.getByLabelText('Account type'), 'investor');
  await user.type(screen.getByLabelText('Address'), 'Old City, Hebron');
  await user.type(screen.getByLabelText('Password'), 'olive-tree-42');
  await user.type(screen.getByLabelText('Confirm password'), 'olive-tree-42');
  return user;
}

const api = withFakeApi();

describe('RegisterPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => useLanguageStore.getState().setLanguage('en'));
  });

  it("shows the product's title (docs/product.md §2), fields, hint, link and button; the account type offers owner (default) and investor", () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(paths.login);
    expect(screen.getByLabelText('Bio').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Date of birth').getAttribute('type')).toBe('date');
    const role = screen.getByLabelText<HTMLSelectElement>('Account type');
    expect([...role.options].map((option) => [option.value, option.text])).toEqual([
      ['owner', 'Owner'],
      ['investor', 'Investor'],
    ]);
    expect(role.value).toBe('owner');
    expect(
      screen.getByText('Use 8 or more characters with a mix of letters, numbers & symbols'),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Show' })).toHaveLength(2);
    expect(submitButton()).toBeTruthy();
  });

  it('answers an empty form with every required message, each under its field, and focuses the first', async () => {
    renderRegister();
    await userEvent.click(submitButton());
    for (const message of [
      'First name is required',
      'Last name is required',
      'Bio is required',
      'Email is required',
      'Birth date is required',
      'Address is required',
      'Password is required',
      'Password confirmation is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    const firstName = screen.getByLabelText('First name');
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName);
    expect(api().requests).toEqual([]);
  });

  it('says what is wrong with a bad e-mail, address, short password and a mismatched confirmation', async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'amal@hebron');
    await user.type(screen.getByLabelText('Address'), '---');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(submitButton());
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Please enter a valid address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords must match')).toBeTruthy();
  });

  it('rejects a birth date in the future', async () => {
    renderRegister();
    await userEvent.type(screen.getByLabelText('Date of birth'), '2999-01-01');
    await userEvent.click(submitButton());
    expect(screen.getByText('Please enter a valid date')).toBeTruthy();
  });

  it('clears only the field typed in', async () => {
    renderRegister();
    await userEvent.click(submitButton());
    await userEvent.type(screen.getByLabelText('Bio'), 'x');
    expect(screen.queryByText('Bio is required')).toBeNull();
    expect(screen.getByText('First name is required')).toBeTruthy();
  });

  it("sends the product's payload (docs/product.md §7), says 'Creating account...' while waiting, then 'Account Created!' and OK goes to /login", async () => {
    let finish: (reply: FakeReply) => void = () => undefined;
    api().on('POST', '/auth/register', () => new Promise<FakeReply>((resolve) => (finish = resolve)));
    renderRegister();
    const user = await fillValidForm();
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Creating account...' }).hasAttribute('disabled')).toBe(true);
    await expectSent(api(), '/auth/register', {
      firstName: 'Amal',
      lastName: 'Tamimi',
      bio: 'Hebron glass, blown by hand.',
      email: 'amal@example.ps',
      password: 'olive-tree-42',
      passwordVerify: 'olive-tree-42',
      role: 'investor',
      birthDate: '1990-04-12',
      address: 'Old City, Hebron',
    });
    await act(async () => finish({ status: 201, body: {} }));
    const dialog = screen.getByRole('dialog', { name: 'Account Created!' });
    expect(dialog.textContent).toContain('Please check your e-mail to activate your account.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByText('landed on /login')).toBeTruthy();
  });

  it("shows the product's banner (docs/product.md §8) on any failure, and a taken e-mail's text under the e-mail field, by its code", async () => {
    api().on(
      'POST',
      '/auth/register',
      replyFor(
        answer(409, { code: 'EMAIL_TAKEN', message: 'E-mail in use', errors: { email: 'E-mail in use' } }),
      ),
    );
    renderRegister();
    const user = await fillValidForm();
    await user.click(submitButton());
    // Both are announced: the banner and the field's error.
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'An error occurred during registration. Please try again.',
      'An account with this email already exists.',
    ]);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    // Nothing typed is lost.
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Amal');
    // Typing clears the banner.
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('An error occurred during registration. Please try again.')).toBeNull();
  });

  it('says it needs a connection when the server is unreachable (issue 32), and the form stays', async () => {
    api().on('POST', '/auth/register', replyFor(new Error('Network Error')));
    renderRegister();
    const user = await fillValidForm();
    await user.click(submitButton());
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. Sending needs a connection; what you typed stays here.",
    );
    expect(screen.queryByText('An error occurred during registration. Please try again.')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Amal');
    expect(screen.getByRole('button', { name: 'Create an account' }).hasAttribute('disabled')).toBe(false);
  });

  it('speaks Arabic, messages included', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeTruthy();
    expect(screen.getByLabelText('نوع الحساب')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء حساب' }));
    expect(screen.getByText('الاسم الأول مطلوب')).toBeTruthy();
    expect(screen.getByText('تأكيد كلمة المرور مطلوب')).toBeTruthy();
  });
});

import { jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { theme } from '@rowad/shared/ui';
import { answer, expectSent, replyFor, withFakeApi } from '../../testing';
import ChangePasswordModal from './change-password-modal';

function renderModal(onClose = jest.fn()) {
  render(
    <ThemeProvider theme={theme}>
      <ChangePasswordModal onClose={onClose} />
    </ThemeProvider>,
  );
  return onClose;
}

async function fill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  return user;
}

const api = withFakeApi();

describe('ChangePasswordModal (docs/product.md §2 "Change Password modal")', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => useLanguageStore.getState().setLanguage('en'));
  });

  it('asks to fill in all fields, and typing clears the message', async () => {
    renderModal();
    const user = await fill('old-password', 'new-password-1', '');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields');
    await user.type(screen.getByLabelText('Confirm new password'), 'n');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api().requests).toEqual([]);
  });

  it('says the passwords do not match', async () => {
    renderModal();
    const user = await fill('old-password', 'new-password-1', 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
  });

  it("sends the product's payload (docs/product.md §7) and shows 'Success!'; OK closes", async () => {
    api().on('POST', '/app/auth/change-password', { status: 200, body: { message: 'Password changed' } });
    const onClose = renderModal();
    const user = await fill('old-password', 'new-password-1', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await expectSent(api(), '/app/auth/change-password', {
      oldPassword: 'old-password',
      newPassword: 'new-password-1',
      newPasswordVerify: 'new-password-1',
    });
    expect(screen.getByRole('dialog', { name: 'Success!' }).textContent).toContain(
      'Password changed successfully!',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message in an 'Error' dialog, and OK returns to the filled form", async () => {
    api().on(
      'POST',
      '/app/auth/change-password',
      replyFor(answer(400, { message: 'Current password is incorrect' })),
    );
    renderModal();
    const user = await fill('wrong-password', 'new-password-1', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('dialog', { name: 'Error' }).textContent).toContain(
      'Current password is incorrect',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeTruthy();
  });

  it("falls back to 'Failed to change password.' without a server message", async () => {
    api().on('POST', '/app/auth/change-password', { status: 500, body: 'Internal Server Error' });
    renderModal();
    const user = await fill('old-password', 'new-password-1', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('dialog', { name: 'Error' }).textContent).toContain('Failed to change password.');
  });

  it('says it needs a connection when no answer comes (issue 32), keeping the form as typed', async () => {
    api().on('POST', '/app/auth/change-password', replyFor(new Error('Network Error')));
    renderModal();
    const user = await fill('old-password', 'new-password-1', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status').textContent).toBe(
      "You're offline. Sending needs a connection; what you typed stays here.",
    );
    expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('old-password');
  });

  it('Cancel closes without a call', async () => {
    const onClose = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(api().requests).toEqual([]);
  });

  it('speaks Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderModal();
    expect(screen.getByRole('dialog', { name: 'تغيير كلمة المرور' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(screen.getByRole('alert').textContent).toBe('يرجى تعبئة جميع الحقول');
  });

  it('says to wait when the API refuses more tries (429), in both languages', async () => {
    api().on(
      'POST',
      '/app/auth/change-password',
      replyFor(answer(429, { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again later.' })),
    );
    renderModal();
    const user = await fill('a-guess', 'new-password-1', 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('dialog', { name: 'Error' })).textContent).toContain(
      'Too many attempts. Please try again later.',
    );
    act(() => useLanguageStore.getState().setLanguage('ar'));
    expect(screen.getByRole('dialog', { name: 'خطأ' }).textContent).toContain(
      'محاولات كثيرة. يرجى المحاولة لاحقًا.',
    );
  });

  it('shows a known server error in Arabic on an Arabic screen, by its code', async () => {
    api().on(
      'POST',
      '/app/auth/change-password',
      replyFor(
        answer(400, {
          code: 'WRONG_CURRENT_PASSWORD',
          message: 'The current password is incorrect.',
          errors: { oldPassword: 'The current password is incorrect.' },
        }),
      ),
    );
    renderModal();
    const user = await fill('wrong-password', 'new-password-1', 'new-password-1');
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(screen.getByRole('dialog', { name: 'خطأ' }).textContent).toContain(
      'كلمة المرور الحالية غير صحيحة.',
    );
  });
});

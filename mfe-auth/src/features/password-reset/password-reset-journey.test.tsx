import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes } from '@rowad/shared/routing';
import { ThemeProvider } from 'styled-components';
import { apiClient } from '@rowad/shared/api-client';
import { theme } from '@rowad/shared/ui';
import LoginPage from '../login/login-page';
import EnterCodePage from './enter-code-page';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

describe('the password reset, step by step (SPEC section 4 "Password reset")', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('goes from the e-mail to the code to the new password, and the login page confirms it', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ status: 200, data: {} });
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/forgotpassword']}>
          <Routes>
            <Route path="/forgotpassword" element={<ForgotPasswordPage />} />
            <Route path="/entercode" element={<EnterCodePage />} />
            <Route path="/restpassword" element={<ResetPasswordPage />} />
            <Route path="/login" element={<LoginPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'amal@example.ps');
    await user.click(screen.getByRole('button', { name: 'Send Reset Code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Enter the code' })).toBeTruthy();
    expect(screen.getByText('We sent a 6-digit code to amal@example.ps.')).toBeTruthy();
    await user.type(screen.getByLabelText('Verification code'), '٠٤٢٩١٧');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'olive-tree-42');
    await user.type(screen.getByLabelText('Confirm new password'), 'olive-tree-42');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Your password has been reset. Sign in with your new password.',
    );
    expect(post.mock.calls).toEqual([
      ['/auth/forgot-password', { email: 'amal@example.ps' }],
      ['/auth/reset-password/verify-code', { email: 'amal@example.ps', code: '042917' }],
      [
        '/auth/reset-password',
        {
          email: 'amal@example.ps',
          code: '042917',
          newPassword: 'olive-tree-42',
          newPasswordVerify: 'olive-tree-42',
        },
      ],
    ]);
    expect(localStorage.length).toBe(0);
  });
});

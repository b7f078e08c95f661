import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes } from '@rowad/shared/routing';
import { ThemeProvider } from 'styled-components';
import { paths, routePatterns } from '@rowad/shared/paths';
import { theme } from '@rowad/shared/ui';
import LoginPage from '../features/login/login-page';
import EnterCodePage from '../features/password-reset/enter-code-page';
import ForgotPasswordPage from '../features/password-reset/forgot-password-page';
import ResetPasswordPage from '../features/password-reset/reset-password-page';
import { withFakeApi } from '../testing';

const api = withFakeApi();

describe('the password reset, step by step (docs/product.md §4 "Password reset")', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    localStorage.clear();
  });

  it('goes from the e-mail to the code to the new password, and the login page confirms it', async () => {
    for (const url of ['/auth/forgot-password', '/auth/reset-password/verify-code', '/auth/reset-password']) {
      api().on('POST', url, { status: 200, body: { message: 'Done' } });
    }
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[paths.forgotPassword]}>
          <Routes>
            <Route path={routePatterns.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={routePatterns.enterCode} element={<EnterCodePage />} />
            <Route path={routePatterns.resetPassword} element={<ResetPasswordPage />} />
            <Route path={routePatterns.login} element={<LoginPage />} />
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
    expect(api().requests.map(({ url, body }) => [url, body])).toEqual([
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

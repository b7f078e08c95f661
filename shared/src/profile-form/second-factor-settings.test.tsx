import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import type { SecondFactorStatus } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import { SecondFactorSettings } from './second-factor-settings';

let api: FakeApi;
beforeEach(async () => {
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

const off: SecondFactorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const on: SecondFactorStatus = {
  enabled: true,
  enabledAt: '2026-11-20T10:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
};
const CODES = Array.from({ length: 10 }, (_, n) => `abcd${n}-efgh${n}`);

const renderSettings = () =>
  render(
    <ThemeProvider theme={theme}>
      <SecondFactorSettings />
    </ThemeProvider>,
  );

describe('two-step sign-in in the profile', () => {
  it('turns on: QR code and key, a first code, then the ten recovery codes once', async () => {
    let status = off;
    api
      .on('GET', '/app/auth/mfa', () => ({ status: 200, body: status }))
      .on('POST', '/app/auth/mfa/setup', {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/x',
          qrSvg: '<svg></svg>',
        },
      })
      .on('POST', '/app/auth/mfa/confirm', () => {
        status = on;
        return { status: 200, body: { recoveryCodes: CODES } };
      });
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'I have kept them' }));
    expect(await screen.findByText(/^On since .*Recovery codes left: 10\.$/)).toBeTruthy();
    expect(screen.queryByText('abcd0-efgh0')).toBeNull();
  });

  it('turns off with the password and a code, and says why it was refused', async () => {
    api.on('GET', '/app/auth/mfa', { status: 200, body: on }).on('POST', '/app/auth/mfa/disable', {
      status: 400,
      body: { code: 'INVALID_MFA_CODE', message: 'Other words.' },
    });
    renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Current password'), 'olive-tree-42');
    await user.type(screen.getByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('This code is not right, or it was already used.')).toBeTruthy();
    expect(api.requests.at(-1)?.body).toEqual({ currentPassword: 'olive-tree-42', code: '000000' });
  });

  it('offers an admin no way to turn it off', async () => {
    api.on('GET', '/app/auth/mfa', { status: 200, body: { ...on, required: true } });
    renderSettings();
    expect(await screen.findByText('Admins always sign in with a code.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('speaks Arabic', async () => {
    api.on('GET', '/app/auth/mfa', { status: 200, body: off });
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول بخطوتين' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تفعيل' })).toBeTruthy();
  });

  it('shows nothing when its state cannot be loaded', async () => {
    api.on('GET', '/app/auth/mfa', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } });
    const { container } = renderSettings();
    await waitFor(() => expect(api.requests.map((request) => request.url)).toEqual(['/app/auth/mfa']));
    expect(container.textContent).toBe('');
  });
});

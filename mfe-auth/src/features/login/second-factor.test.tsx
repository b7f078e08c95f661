import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import { useAuthStore } from '@rowad/shared/session';
import { makeToken } from '@rowad/shared/test/tokens';
import { renderAt, withFakeApi } from '../../testing';
import LoginPage from './login-page';

const api = withFakeApi();
const adminToken = makeToken({ role: 'admin', email: 'admin@rowad.ps' });
const RECOVERY_CODES = Array.from({ length: 10 }, (_, n) => `abcd${n}-efgh${n}`);

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  act(() => useAuthStore.getState().signOut());
});

async function signInWithPassword(answer: object, language: 'en' | 'ar' = 'en') {
  api().on('POST', '/auth/login', { status: 200, body: answer });
  act(() => useLanguageStore.getState().setLanguage(language));
  renderAt(paths.login, <LoginPage />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(language === 'en' ? 'Email' : 'البريد الإلكتروني'), 'admin@rowad.ps');
  await user.type(screen.getByLabelText(language === 'en' ? 'Password' : 'كلمة المرور'), 'admin-pass-1');
  await user.click(screen.getByRole('button', { name: language === 'en' ? 'Log in' : 'دخول' }));
  return user;
}

describe('the second step of a sign-in', () => {
  it('asks for the code after the password, then signs in with it', async () => {
    api().on('POST', '/auth/login/mfa', { status: 200, body: { token: adminToken } });
    const user = await signInWithPassword({ mfaRequired: true, mfaToken: 'step.mac' });
    const code = await screen.findByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(useAuthStore.getState().token).toBeNull();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`landed on ${paths.home}`)).toBeTruthy();
    expect(api().requests.at(-1)).toMatchObject({
      url: '/auth/login/mfa',
      body: { mfaToken: 'step.mac', code: '123456' },
    });
    expect(useAuthStore.getState().token).toBe(adminToken);
  });

  it('takes a recovery code too, with a keyboard for letters', async () => {
    api().on('POST', '/auth/login/mfa', { status: 200, body: { token: adminToken } });
    const user = await signInWithPassword({ mfaRequired: true, mfaToken: 'step.mac' });
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('inputmode')).toBe('text');
    await user.type(code, 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(`landed on ${paths.home}`)).toBeTruthy();
    expect(api().requests.at(-1)?.body).toEqual({ mfaToken: 'step.mac', code: 'abcde-fghij' });
  });

  it.each([
    ['en', 'This code is not right, or it was already used.', 'Verify'],
    ['ar', 'هذا الرمز غير صحيح، أو سبق استخدامه.', 'تحقق'],
  ] as const)(
    'says a refused code is wrong or used (%s), and signs nobody in',
    async (language, text, verify) => {
      api().on('POST', '/auth/login/mfa', {
        status: 401,
        body: { code: 'INVALID_MFA_CODE', message: 'Some other wording.' },
      });
      const user = await signInWithPassword({ mfaRequired: true, mfaToken: 'step.mac' }, language);
      await user.type(await screen.findByLabelText(language === 'en' ? 'Code' : 'الرمز'), '000000');
      await user.click(screen.getByRole('button', { name: verify }));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(useAuthStore.getState().token).toBeNull();
    },
  );

  it('asks for the code before sending anything', async () => {
    const user = await signInWithPassword({ mfaRequired: true, mfaToken: 'step.mac' });
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code is required')).toBeTruthy();
    expect(api().requests.map((request) => request.url)).toEqual(['/auth/login']);
  });
});

describe('the enrolment of an admin without a second factor', () => {
  it('shows the QR code and the key, confirms with a code, then the ten recovery codes once', async () => {
    api()
      .on('POST', '/auth/login/mfa/enrol', {
        status: 200,
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Rowad:admin%40rowad.ps?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1v1H0z"/></svg>',
        },
      })
      .on('POST', '/auth/login/mfa/enrol/confirm', {
        status: 200,
        body: { token: adminToken, recoveryCodes: RECOVERY_CODES },
      });
    const user = await signInWithPassword({ mfaEnrolmentRequired: true, mfaToken: 'enrol.mac' });
    const qr = await screen.findByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();

    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Keep your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(screen.getByRole('status').textContent).toMatch(/shown only now/);
    // Not signed in until the codes have been seen.
    expect(useAuthStore.getState().token).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I have kept them, continue' }));
    expect(await screen.findByText(`landed on ${paths.home}`)).toBeTruthy();
    expect(useAuthStore.getState().token).toBe(adminToken);
    expect(api().requests.at(-1)?.body).toEqual({ mfaToken: 'enrol.mac', code: '123456' });
  });

  it('speaks Arabic', async () => {
    api().on('POST', '/auth/login/mfa/enrol', {
      status: 200,
      body: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/x',
        qrSvg: '<svg></svg>',
      },
    });
    await signInWithPassword({ mfaEnrolmentRequired: true, mfaToken: 'enrol.mac' }, 'ar');
    expect(await screen.findByRole('heading', { name: 'إعداد تسجيل الدخول بخطوتين' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'رمز QR للمسح بتطبيق المصادقة' })).toBeTruthy();
    expect(screen.getByLabelText('الرمز')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تفعيل' })).toBeTruthy();
  });

  it('offers to sign in again when the key cannot be prepared', async () => {
    api().on('POST', '/auth/login/mfa/enrol', {
      status: 401,
      body: { code: 'MFA_TOKEN_INVALID', message: 'Expired' },
    });
    const user = await signInWithPassword({ mfaEnrolmentRequired: true, mfaToken: 'enrol.mac' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The key could not be prepared. Please sign in again.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });
});

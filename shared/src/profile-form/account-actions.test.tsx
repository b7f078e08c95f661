import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { useAuthStore } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import { AccountActions, type AccountKind } from './account-actions';

let api: FakeApi;
let saved: { name: string; blob: Blob }[];

beforeEach(async () => {
  api = await installFakeApi();
  saved = [];
  // jsdom has no object URLs: the saved file is read back from the Blob instead.
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

/** Where the page went, shown so the test can read it. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderActions(kind: AccountKind = 'owner') {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/owner/my-profile']}>
        <Routes>
          <Route path="/owner/my-profile" element={<AccountActions kind={kind} />} />
          <Route path="/login" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const user = () => userEvent.setup();

/** jsdom's Blob has no text(): read through FileReader, as old browsers do. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('AccountActions: Download my data', () => {
  it('saves the export under the name the API gives', async () => {
    api.on('GET', '/users/me/export', {
      status: 200,
      body: { account: { id: 7 } },
      headers: { 'content-disposition': 'attachment; filename="rowad-my-data-2026-11-27.json"' },
    });
    renderActions();

    await user().click(screen.getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('rowad-my-data-2026-11-27.json');
    expect(await textOf(saved[0]!.blob)).toBe(JSON.stringify({ account: { id: 7 } }, null, 2));
  });

  it('says so when the download fails', async () => {
    api.on('GET', '/users/me/export', 'network');
    renderActions();

    await user().click(screen.getByRole('button', { name: 'Download my data' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your data could not be downloaded. Please try again later.',
    );
  });
});

describe('AccountActions: Close my account', () => {
  it('names what goes, sends the password, signs out and lands on the login page with a message', async () => {
    const signOut = jest.fn();
    useAuthStore.setState({ signOut });
    api.on('DELETE', '/users/me', { status: 200, body: { message: 'Your account was closed.' } });
    renderActions('owner');
    const u = user();

    await u.click(screen.getByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close your account?' });
    const removed = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(removed).toEqual([
      'your profile and photo',
      'your projects, with every version and picture, and the comments on them',
      'your comments and ratings',
      'your requests to take part in events',
      'the information requests you sent or received',
      'every session: you are signed out everywhere',
    ]);
    await u.type(within(dialog).getByLabelText('Your password'), 'olive-tree-42');
    await u.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    expect((await screen.findByTestId('where')).textContent).toBe('/login?accountClosed=confirmed');
    expect(api.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/users/me',
      body: { currentPassword: 'olive-tree-42' },
    });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('asks for the password before calling', async () => {
    renderActions('investor');
    const u = user();

    await u.click(screen.getByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText('your requests to take part in events')).toBeNull();
    await u.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please enter your password to close your account.',
    );
    // Only the read of the second factor's state (whether a code is asked) went out: no close call.
    expect(api.requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /app/auth/mfa']);
  });

  it('asks for a code too when two-step sign-in is on, and sends it', async () => {
    api
      .on('GET', '/app/auth/mfa', {
        status: 200,
        body: {
          enabled: true,
          enabledAt: '2026-11-01T10:00:00.000Z',
          recoveryCodesLeft: 10,
          required: false,
        },
      })
      .on('DELETE', '/users/me', { status: 200, body: { message: 'Your account was closed.' } });
    renderActions('investor');
    const u = user();

    await u.click(screen.getByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByRole('dialog');
    const code = await within(dialog).findByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await u.type(within(dialog).getByLabelText('Your password'), 'olive-tree-42');
    await u.type(code, '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Close my account' }));

    await waitFor(() =>
      expect(api.requests.at(-1)).toMatchObject({
        method: 'DELETE',
        url: '/users/me',
        body: { currentPassword: 'olive-tree-42', code: '123456' },
      }),
    );
  });

  it.each([
    ['en', 'WRONG_CURRENT_PASSWORD', 'The current password is incorrect.'],
    ['ar', 'WRONG_CURRENT_PASSWORD', 'كلمة المرور الحالية غير صحيحة.'],
    ['en', 'LAST_ACTIVE_ADMIN', 'The last active admin account cannot be closed.'],
    ['ar', 'LAST_ACTIVE_ADMIN', 'لا يمكن إغلاق حساب آخر مدير نشط.'],
  ] as const)('shows a refusal in %s (%s) and stays signed in', async (language, code, text) => {
    act(() => useLanguageStore.getState().setLanguage(language));
    const signOut = jest.fn();
    useAuthStore.setState({ signOut });
    api.on('DELETE', '/users/me', {
      status: code === 'LAST_ACTIVE_ADMIN' ? 409 : 400,
      body: { code, message: 'x' },
    });
    renderActions('user');
    const u = user();

    await u.click(screen.getAllByRole('button').at(-1)!);
    const dialog = screen.getByRole('dialog');
    await u.type(within(dialog).getByLabelText(/./, { selector: 'input' }), 'wrong-password');
    await u.click(within(dialog).getAllByRole('button').at(-1)!);

    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(signOut).not.toHaveBeenCalled();
  });
});

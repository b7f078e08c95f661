import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserDetail } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { currentLocation, renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import UserPage from './user-page';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  signInAsAdmin();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  resetApp();
});

function anOwner(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 12,
    firstName: 'Lina',
    lastName: 'Haddad',
    email: 'lina@example.ps',
    role: 'owner',
    state: 'active',
    createdAt: '2026-11-20T09:30:00.000Z',
    activeSessions: 3,
    projects: [
      { id: 5, name: 'Olive Soap', status: 'public', review: 'approved' },
      { id: 6, name: 'Clay Pots', status: 'draft', review: 'pending' },
    ],
    participations: [
      {
        id: 40,
        event: { id: 9, name: 'Winter Bazaar' },
        status: 'accepted',
        createdAt: '2026-11-21T09:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** The account answers as stored in `account`, which each action's fake changes as the API would. */
function serve(account: AdminUserDetail) {
  let stored = account;
  api.on('GET', `/admin/users/${account.id}`, () => ({ status: 200, body: stored }));
  return {
    set: (patch: Partial<AdminUserDetail>) => {
      stored = { ...stored, ...patch };
      const { projects: _p, participations: _r, activeSessions: _s, ...user } = stored;
      return user;
    },
  };
}

function show(id: number | string = 12) {
  renderPage(<UserPage />, { url: `/admin/users/${id}`, pattern: '/admin/users/:id' });
}

const posts = () => api.requests.filter((request) => request.method === 'POST');

describe('UserPage', () => {
  it("shows the account, its sessions, an owner's projects and bazaar requests with their links", async () => {
    serve(anOwner());
    show();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lina Haddad');
    expect(document.title).toBe('Lina Haddad · Rowad');
    expect(screen.getByText('lina@example.ps')).toBeTruthy();
    expect(screen.getByText('Active sessions').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Created').nextElementSibling?.textContent).toBe('Fri, Nov 20, 2026');

    const projects = screen.getByRole('list', { name: 'Projects' });
    const [soap, pots] = within(projects).getAllByRole('listitem');
    expect(
      within(soap!).getByRole('link', { name: 'View public page of Olive Soap' }).getAttribute('href'),
    ).toBe('/project/5');
    expect(within(soap!).getByText('Public')).toBeTruthy();
    expect(within(soap!).getByText('Approved')).toBeTruthy();
    expect(within(pots!).queryByRole('link')).toBeNull();
    expect(within(pots!).getByText('Draft')).toBeTruthy();
    expect(within(pots!).getByText('Waiting for review')).toBeTruthy();

    const requests = screen.getByRole('list', { name: 'Bazaar requests' });
    expect(within(requests).getByRole('link', { name: 'Winter Bazaar' }).getAttribute('href')).toBe(
      '/admin/bazaars/9',
    );
    expect(within(requests).getByText('Accepted')).toBeTruthy();
    expect(within(requests).getByText('Asked on Sat, Nov 21, 2026')).toBeTruthy();
  });

  it('disables the account with the reason given, after asking for one', async () => {
    const account = serve(anOwner());
    api.on('POST', '/admin/users/12/disable', () => ({
      status: 200,
      body: account.set({ state: 'disabled', activeSessions: 0 }),
    }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable the account of Lina Haddad?' });
    expect(
      within(dialog).getByText(
        'The account is signed out at once and cannot sign in until it is enabled again. The reason is kept in the audit log.',
      ),
    ).toBeTruthy();

    // A reason is required.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason.');
    expect(posts()).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Spam or fake account.' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' Many fake projects.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'The account is disabled and signed out everywhere.',
    );
    expect(posts()).toEqual([
      expect.objectContaining({
        url: '/admin/users/12/disable',
        body: { reason: 'Spam or fake account. Many fake projects.' },
      }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Enable account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
    expect(screen.getByText('State').nextElementSibling?.textContent).toBe('Disabled');
  });

  it('keeps the reason in the dialog and says why when the API refuses to disable', async () => {
    serve(anOwner());
    api.on('POST', '/admin/users/12/disable', {
      status: 409,
      body: { code: 'USER_ALREADY_DISABLED', message: 'x' },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Abuse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This account was already disabled by another admin.',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Reason' }) as HTMLTextAreaElement).value).toBe(
      'Abuse',
    );
  });

  it('enables a disabled account, the button disabled while it is sent', async () => {
    const account = serve(anOwner({ state: 'disabled', activeSessions: 0 }));
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    api.on('POST', '/admin/users/12/enable', () => new Promise((resolve) => (answer = resolve)));
    show();
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Enable account' }));
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true);
    answer({ status: 200, body: account.set({ state: 'active' }) });
    expect((await screen.findByRole('status')).textContent).toBe(
      'The account is enabled. It can sign in again.',
    );
    expect(posts().map((request) => request.url)).toEqual(['/admin/users/12/enable']);
    expect(await screen.findByRole('button', { name: 'Disable account' })).toBeTruthy();
  });

  it('signs the account out everywhere only once confirmed', async () => {
    const account = serve(anOwner());
    api.on('POST', '/admin/users/12/sign-out', () => {
      account.set({ activeSessions: 0 });
      return { status: 204 };
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Lina Haddad out everywhere?' });
    expect(within(dialog).getByText(/They can sign in again with their password\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'Signed out everywhere. They can sign in again.',
    );
    expect(posts().map((request) => request.url)).toEqual(['/admin/users/12/sign-out']);
    await waitFor(() =>
      expect(screen.getByText('Active sessions').nextElementSibling?.textContent).toBe('0'),
    );
  });

  it('offers to disable another admin behind the same dialog, and says why the API refuses', async () => {
    serve(anOwner({ role: 'admin', projects: [], participations: [] }));
    api.on('POST', '/admin/users/12/disable', {
      status: 409,
      body: { code: 'LAST_ACTIVE_ADMIN', message: 'x' },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable the account of Lina Haddad?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Former admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This is the last active admin account: it cannot be disabled.',
    );
    expect(posts()).toEqual([
      expect.objectContaining({ url: '/admin/users/12/disable', body: { reason: 'Former admin' } }),
    ]);
    expect(screen.queryByRole('list', { name: 'Projects' })).toBeNull();
  });

  it('announces a failed sign-out of another admin', async () => {
    serve(anOwner({ role: 'admin', projects: [], participations: [] }));
    api.on('POST', '/admin/users/12/sign-out', { status: 403, body: { code: 'FORBIDDEN', message: 'x' } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('That did not work. Please try again.');
  });

  it("offers neither disable nor sign-out on the admin's own account, in both languages", async () => {
    signInAsAdmin('12');
    serve(anOwner({ role: 'admin', projects: [], participations: [] }));
    show();
    expect(
      await screen.findByText('This is your own account. Another admin can disable it or sign it out.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
    speakArabic();
    expect(await screen.findByText('هذا حسابك. يمكن لمدير آخر تعطيله أو تسجيل خروجه.')).toBeTruthy();
  });

  it('says the account was not found, with a way back to the list', async () => {
    api.on('GET', '/admin/users/99', { status: 404, body: { code: 'USER_NOT_FOUND', message: 'x' } });
    show(99);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Account not found');
    expect(document.title).toBe('Account not found · Rowad');
    await userEvent.click(screen.getByRole('link', { name: 'Back to users' }));
    expect(currentLocation()).toBe('/admin/users');
  });

  it('says an address that is no account id is not found, without asking the API', () => {
    show('abc');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account not found');
    expect(api.requests).toHaveLength(0);
  });

  it('reads in Arabic', async () => {
    speakArabic();
    serve(anOwner({ firstName: 'سامي', lastName: 'النتشة' }));
    show();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('سامي النتشة');
    expect(screen.getByRole('list', { name: 'المشاريع' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'تعطيل الحساب' }));
    const dialog = screen.getByRole('dialog', { name: 'تعطيل حساب سامي النتشة؟' });
    expect(within(dialog).getByRole('button', { name: 'حساب مزعج أو وهمي.' })).toBeTruthy();
  });

  it('says in Arabic why disabling oneself or the last active admin is refused', async () => {
    speakArabic();
    serve(anOwner({ role: 'admin', projects: [], participations: [] }));
    api.on('POST', '/admin/users/12/disable', {
      status: 409,
      body: { code: 'CANNOT_DISABLE_SELF', message: 'x' },
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'تعطيل الحساب' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'مدير سابق');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تعطيل الحساب' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'لا يمكنك تعطيل حسابك أو تسجيل خروجه.',
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from '@rowad/shared/routing';
import type { AdminUser } from '@rowad/shared/schemas';
import { installFakeApi, type FakeAnswer, type FakeApi, type FakeRequest } from '@rowad/shared/test/fake-api';
import { currentLocation, renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import UsersPage from './users-page';

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

function aUser(id: number, firstName: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    firstName,
    lastName: 'Haddad',
    email: `${firstName.toLowerCase()}@example.ps`,
    role: 'owner',
    state: 'active',
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

const userCalls = () => api.requests.filter((request) => request.url === '/admin/users');

function show(url = '/admin/users') {
  renderPage(<UsersPage />, { url, pattern: '/admin/users' });
}

describe('UsersPage', () => {
  it("lists each account's name, e-mail, role, state and date, each row opening the account", async () => {
    api.on('GET', '/admin/users', {
      status: 200,
      body: [
        aUser(7, 'Lina'),
        aUser(8, 'Omar', { role: 'investor', state: 'disabled', email: 'omar@invest.ps' }),
      ],
      headers: { 'x-total-count': '2' },
    });
    show();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const omar = rows[1]!;
    expect(within(omar).getByRole('link', { name: 'Omar Haddad' }).getAttribute('href')).toBe(
      '/admin/users/8',
    );
    expect(within(omar).getByText('omar@invest.ps')).toBeTruthy();
    expect(within(omar).getByText('Investor')).toBeTruthy();
    expect(within(omar).getByText('Disabled')).toBeTruthy();
    expect(within(omar).getByText('Fri, Nov 20, 2026')).toBeTruthy();
    expect(within(rows[0]!).getByText('Owner')).toBeTruthy();
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Users');
    expect(document.title).toBe('Users · Rowad');

    await userEvent.click(within(omar).getByRole('link', { name: 'Omar Haddad' }));
    expect(currentLocation()).toBe('/admin/users/8');
  });

  it('sends the search once typing pauses and keeps it in the address', async () => {
    api.on('GET', '/admin/users', (request: FakeRequest) => ({
      status: 200,
      body: request.query['q'] === 'lina' ? [aUser(7, 'Lina')] : [aUser(7, 'Lina'), aUser(8, 'Omar')],
      headers: { 'x-total-count': request.query['q'] === 'lina' ? '1' : '2' },
    }));
    show();
    await screen.findByRole('link', { name: 'Omar Haddad' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'lina');
    await waitFor(() => expect(currentLocation()).toBe('/admin/users?q=lina'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Omar Haddad' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Lina Haddad' })).toBeTruthy();
    // One call for the whole word, not one per key.
    expect(userCalls().map((call) => call.query['q'])).toEqual([undefined, 'lina']);
  });

  it('empties the search box when a link leads back to the whole list', async () => {
    api.on('GET', '/admin/users', {
      status: 200,
      body: [aUser(7, 'Lina')],
      headers: { 'x-total-count': '1' },
    });
    renderPage(
      <>
        <Link to="/admin/users">Every account</Link>
        <UsersPage />
      </>,
      { url: '/admin/users?q=lina', pattern: '/admin/users' },
    );
    const box = (await screen.findByRole('searchbox', { name: 'Search' })) as HTMLInputElement;
    expect(box.value).toBe('lina');
    // The pause after typing is the test's clock from here on, run out below without waiting.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('link', { name: 'Every account' }));
      expect(box.value).toBe('');
      // The emptied box stays empty: it does not put the old search back into the address.
      act(() => jest.runOnlyPendingTimers());
    } finally {
      jest.useRealTimers();
    }
    expect(currentLocation()).toBe('/admin/users');
    expect(userCalls().map((call) => call.query['q'])).toEqual(['lina', undefined]);
  });

  it('filters by role and state through the address and the API query', async () => {
    api.on('GET', '/admin/users', {
      status: 200,
      body: [aUser(9, 'Sami')],
      headers: { 'x-total-count': '1' },
    });
    show('/admin/users?q=sami');
    await screen.findByRole('link', { name: 'Sami Haddad' });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('sami');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Pending activation');
    await waitFor(() => expect(currentLocation()).toBe('/admin/users?q=sami&role=admin&state=pending'));
    await waitFor(() =>
      expect(userCalls().at(-1)?.query).toEqual({ q: 'sami', role: 'admin', state: 'pending' }),
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'All');
    await waitFor(() => expect(currentLocation()).toBe('/admin/users?q=sami&state=pending'));
  });

  it("loads the next page on 'Show more'", async () => {
    api.on('GET', '/admin/users', (request: FakeRequest): FakeAnswer =>
      request.query['cursor'] === 'p2'
        ? { status: 200, body: [aUser(2, 'Huda')], headers: { 'x-total-count': '2' } }
        : {
            status: 200,
            body: [aUser(3, 'Rami')],
            headers: { 'x-total-count': '2', link: '</api/admin/users?cursor=p2>; rel="next"' },
          },
    );
    show();
    expect(await screen.findByText('Showing 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Huda Haddad' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('says when no account matches the filters', async () => {
    api.on('GET', '/admin/users', { status: 200, body: [], headers: { 'x-total-count': '0' } });
    show('/admin/users?state=disabled');
    expect(await screen.findByText('No accounts match.')).toBeTruthy();
    expect(userCalls()[0]?.query).toEqual({ state: 'disabled' });
  });

  it('says when the accounts could not be loaded', async () => {
    api.on('GET', '/admin/users', { status: 403, body: { code: 'FORBIDDEN', message: 'x' } });
    show();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the accounts. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a loading state until the accounts arrive', async () => {
    api.on('GET', '/admin/users', () => new Promise(() => undefined));
    show();
    expect(screen.getByLabelText('Loading the accounts...').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(userCalls()).toHaveLength(1));
  });

  it('reads in Arabic', async () => {
    speakArabic();
    api.on('GET', '/admin/users', {
      status: 200,
      body: [aUser(4, 'سامي', { email: 'sami@example.ps', role: 'user', state: 'pending' })],
      headers: { 'x-total-count': '1' },
    });
    show();
    const table = await screen.findByRole('table', { name: 'الحسابات' });
    expect(within(table).getByRole('link', { name: 'سامي Haddad' })).toBeTruthy();
    expect(within(table).getByText('مستخدم')).toBeTruthy();
    expect(within(table).getByText('بانتظار التفعيل')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('المستخدمون');
    expect(screen.getByRole('combobox', { name: 'الدور' })).toBeTruthy();
    expect(screen.getByText('عرض 1 من 1')).toBeTruthy();
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { queryClient } from '@rowad/shared/query';
import type { PublicOwner } from '@rowad/shared/schemas';
import { useAuthStore, type Role } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { goOffline, goOnline } from '@rowad/shared/test/network';
import { makeToken } from '@rowad/shared/test/tokens';
import { theme } from '@rowad/shared/ui';
import { aPicture, aProject, forgetLoadedData } from '../../testing';
import OwnerPage from './owner-page';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => {
    useAuthStore.getState().signOut();
    useLanguageStore.getState().setLanguage('en');
  });
});

function anOwner(overrides: Partial<PublicOwner> = {}): PublicOwner {
  return {
    id: 12,
    photo: null,
    bio: 'Third-generation glass blower from Hebron.',
    address: 'Hebron, Ein Sarah Street',
    birthDate: null,
    user: { firstName: 'Amal', lastName: 'Natsheh' },
    projects: [],
    ...overrides,
  };
}

/** Signs in with `role`, and GET /users/my-data answers that role (docs/product.md: the role it reads). */
function signInAs(role: Role) {
  act(() => {
    useAuthStore.getState().signIn(makeToken({ role }));
  });
  api.on('GET', '/users/my-data', {
    status: 200,
    body: { id: 7, role, email: 'me@example.ps', firstName: 'Sami', lastName: 'Jabari' },
  });
}

async function openOwner(owner: PublicOwner | null, url = `/owner/${owner?.id ?? 12}`) {
  if (owner) api.on('GET', `/owners/${owner.id}`, { status: 200, body: owner });
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/owner/:id" element={<OwnerPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  if (owner) await screen.findByRole('heading', { level: 1 });
}

const requestButton = () => screen.queryByRole('button', { name: 'Request Info' });

describe('OwnerPage', () => {
  it('shows photo placeholder, full name, address, bio and the projects as cards', async () => {
    signInAs('user');
    const vases = aProject({
      name: 'Blue Glass Vases',
      city: 'Hebron',
      categories: ['glass'],
      description: 'Hand-blown vases in the blue of Hebron glass.',
      images: [aPicture(3, true)],
    });
    await openOwner(anOwner({ projects: [vases] }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Amal Natsheh');
    expect(screen.getByText('Hebron, Ein Sarah Street')).toBeTruthy();
    expect(screen.getByText('Third-generation glass blower from Hebron.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Projects by Amal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blue Glass Vases' }).getAttribute('href')).toBe(
      `/project/${vases.id}`,
    );
    expect(screen.getByText('Hand-blown vases in the blue of Hebron glass.')).toBeTruthy();
    expect(document.querySelector('header img')?.getAttribute('src')).toMatch(/^data:image\/svg/);
    expect(document.title).toBe('Amal Natsheh · Rowad');
  });

  it("says 'Location not specified' and 'No projects found for this owner.'", async () => {
    signInAs('user');
    await openOwner(anOwner({ address: ' ' }));
    expect(screen.getByText('Location not specified')).toBeTruthy();
    expect(screen.getByText('No projects found for this owner.')).toBeTruthy();
  });

  it.each<Role>(['owner', 'user', 'admin'])('shows no Request Info button to an %s', async (role) => {
    signInAs(role);
    await openOwner(anOwner());
    // The role lookup settles, and still no button is offered.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.requests.some((request) => request.url === '/users/my-data')).toBe(true);
    expect(requestButton()).toBeNull();
  });

  it('lets an investor request info: "Request Submitted!" and that the owner replies by e-mail', async () => {
    signInAs('investor');
    api.on('POST', '/owner/request-information', { status: 201, body: { message: 'Request submitted' } });
    await openOwner(anOwner());
    await userEvent.click(await screen.findByRole('button', { name: 'Request Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Submitted!' });
    expect(
      within(dialog).getByText('Amal has received your request and will reply to you by e-mail.'),
    ).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ ownerId: 12 });
  });

  it('gives the once-a-day limit its own message', async () => {
    signInAs('investor');
    api.on('POST', '/owner/request-information', {
      status: 429,
      body: { code: 'INFO_ALREADY_REQUESTED', message: 'You already asked this owner today.' },
    });
    await openOwner(anOwner());
    await userEvent.click(await screen.findByRole('button', { name: 'Request Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Already requested today' });
    expect(within(dialog).getByText(/You already asked Amal for information today/)).toBeTruthy();
  });

  it('gives the cap of owners a day its own message', async () => {
    signInAs('investor');
    api.on('POST', '/owner/request-information', {
      status: 429,
      body: { code: 'INFO_REQUEST_LIMIT_REACHED', message: 'You can ask at most 10 owners a day.' },
    });
    await openOwner(anOwner());
    await userEvent.click(await screen.findByRole('button', { name: 'Request Info' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily limit reached' });
    expect(
      within(dialog).getByText(
        'You can ask up to 10 owners for information a day. You can ask Amal tomorrow.',
      ),
    ).toBeTruthy();
  });

  it("shows the product's failure text (docs/product.md §8) when the request fails", async () => {
    signInAs('investor');
    api.on('POST', '/owner/request-information', {
      status: 500,
      body: { code: 'INTERNAL', message: 'x' },
    });
    await openOwner(anOwner());
    await userEvent.click(await screen.findByRole('button', { name: 'Request Info' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Failed to submit request. Please try again later.')).toBeTruthy();
  });

  it('offline, says asking needs a connection and sends nothing; no answer says the same (issue 32)', async () => {
    signInAs('investor');
    api.on('POST', '/owner/request-information', 'network');
    await openOwner(anOwner());
    const request = await screen.findByRole('button', { name: 'Request Info' });
    const offline = "You're offline. This needs a connection; try again once you're back online.";

    goOffline();
    expect(screen.getByText(offline)).toBeTruthy();
    await userEvent.click(request);
    expect(api.requests.some((sent) => sent.method === 'POST')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();

    goOnline();
    expect(screen.queryByText(offline)).toBeNull();
    await userEvent.click(request);
    expect(await screen.findByText(offline)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestButton()).toBeTruthy();
  });

  it("says 'Owner profile not found', 'Failed to load owner profile' and 'Owner ID not provided'", async () => {
    signInAs('user');
    api.on('GET', '/owners/404', {
      status: 404,
      body: { code: 'OWNER_NOT_FOUND', message: 'Owner profile not found' },
    });
    await openOwner(null, '/owner/404');
    expect((await screen.findByRole('alert')).textContent).toBe('Owner profile not found');

    document.body.innerHTML = '';
    api.on('GET', '/owners/405', { status: 400, body: { code: 'BAD_REQUEST', message: 'x' } });
    await openOwner(null, '/owner/405');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load owner profile');

    document.body.innerHTML = '';
    await openOwner(null, '/owner/abc');
    expect((await screen.findByRole('alert')).textContent).toBe('Owner ID not provided');
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    signInAs('investor');
    await openOwner(anOwner({ user: { firstName: 'أحمد', lastName: 'القواسمي' }, address: '' }));
    expect(screen.getByText('الموقع غير محدد')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'مشاريع أحمد' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'اطلب معلومات' })).toBeTruthy();
  });
});

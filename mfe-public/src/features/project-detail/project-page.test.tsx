import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import { useAuthStore } from '@rowad/shared/session';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { makeToken } from '@rowad/shared/test/tokens';
import { theme } from '@rowad/shared/ui';
import { aPicture, aProject, forgetLoadedData } from '../../testing';
import { tapOf } from '@rowad/shared/taps';
import ProjectPage from './project-page';

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

function openProject(id: string) {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[`/project/${id}`]}>
        <Routes>
          <Route path="/project/:id" element={<ProjectPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const glass = aProject({
  id: 5,
  name: 'Hebron Blue Glass Studio',
  description: 'Lamps and cups.\nMade since 1890.',
  city: 'Hebron',
  street: 'Al-Salaymeh Street',
  categories: ['glass', 'home decor'],
  images: [aPicture(1, false), aPicture(2, true)],
  owner: { id: 9, user: { firstName: 'Amal', lastName: 'Natsheh' } },
  contact: {
    email: 'studio@blueglass.example',
    website: 'https://blueglass.example/',
    whatsapp: '+970 59 123 4567',
    phones: ['+970 2 222 1234'],
    pages: [
      { pageType: 'facebook', pageUrl: 'https://facebook.com/hebronblueglass' },
      { pageType: 'instagram', pageUrl: 'https://instagram.com/hebronblueglass' },
      { pageType: 'linkedin', pageUrl: 'https://linkedin.com/company/blueglass' },
    ],
  },
  rating: { average: 4.5, count: 12, stars: { 1: 0, 2: 0, 3: 1, 4: 4, 5: 7 } },
});

const link = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('ProjectPage', () => {
  it("shows the project's name, description, place, owner and rating", async () => {
    api.on('GET', '/projects/5', { status: 200, body: glass });
    openProject('5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hebron Blue Glass Studio' })).toBeTruthy();
    expect(document.title).toBe('Hebron Blue Glass Studio · Rowad');
    expect(screen.getByText(/^Lamps and cups\./).textContent).toBe('Lamps and cups.\nMade since 1890.');
    expect(screen.getByText('Hebron, Al-Salaymeh Street')).toBeTruthy();
    expect(link('Amal Natsheh')).toBe('/owner/9');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('· 12 ratings')).toBeTruthy();
  });

  it('links every way to reach the owner: mailto, website, tel, WhatsApp chat, social pages', async () => {
    api.on('GET', '/projects/5', { status: 200, body: glass });
    openProject('5');
    await screen.findByRole('heading', { level: 1 });
    expect(link('studio@blueglass.example')).toBe('mailto:studio@blueglass.example');
    expect(link('blueglass.example')).toBe('https://blueglass.example/');
    expect(link('+970 2 222 1234')).toBe('tel:+97022221234');
    expect(link('Chat on WhatsApp')).toBe('https://wa.me/970591234567');
    expect(link('Facebook')).toBe('https://facebook.com/hebronblueglass');
    expect(link('Instagram')).toBe('https://instagram.com/hebronblueglass');
    expect(link('LinkedIn')).toBe('https://linkedin.com/company/blueglass');
    // Facebook and Instagram are coloured buttons; other pages are badges.
    const facebook = getComputedStyle(screen.getByRole('link', { name: 'Facebook' }));
    const linkedin = getComputedStyle(screen.getByRole('link', { name: 'LinkedIn' }));
    expect(facebook.backgroundColor).not.toBe(linkedin.backgroundColor);
    expect(screen.getByRole('link', { name: 'Facebook' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("marks each contact link with its channel, for the owner's insights (issue 30)", async () => {
    api.on('GET', '/projects/5', { status: 200, body: glass });
    openProject('5');
    await screen.findByRole('heading', { level: 1 });
    const tapped = (name: string) => tapOf(screen.getByRole('link', { name }));
    expect(tapped('studio@blueglass.example')).toEqual({ kind: 'project', id: 5, channel: 'email' });
    expect(tapped('blueglass.example')?.channel).toBe('website');
    expect(tapped('+970 2 222 1234')?.channel).toBe('phone');
    expect(tapped('Chat on WhatsApp')?.channel).toBe('whatsapp');
    expect(tapped('Facebook')?.channel).toBe('social');
    expect(tapped('LinkedIn')?.channel).toBe('social');
    // Not a contact: the owner's page.
    expect(tapped('Amal Natsheh')).toBeUndefined();
  });

  it("sends one view when the project is shown, for the owner's insights (issue 30)", async () => {
    const beacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    api.on('GET', '/projects/5', { status: 200, body: glass });
    openProject('5');
    await screen.findByRole('heading', { level: 1 });
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('/api/insights/events');
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
  });

  it('opens the list of a category from its badge, and shows the first picture first', async () => {
    api.on('GET', '/projects/5', { status: 200, body: glass });
    openProject('5');
    await screen.findByRole('heading', { level: 1 });
    const categories = screen.getByRole('list', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'home decor' }).getAttribute('href')).toBe(
      '/allprojects?category=home+decor',
    );
    expect(screen.getByRole('img', { name: /picture 1 of 2$/ }).getAttribute('srcset')).toContain(
      '/uploads/p1-320.webp',
    );
  });

  it('leaves out what the owner did not give', async () => {
    api.on('GET', '/projects/5', {
      status: 200,
      body: {
        ...glass,
        contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
        rating: { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      },
    });
    openProject('5');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Contact' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Social pages' })).toBeNull();
    expect(screen.getByText('No ratings yet')).toBeTruthy();
  });

  it("says 'Project not found' for an unknown id, and for an id that is no number without asking", async () => {
    api.on('GET', '/projects/77', {
      status: 404,
      body: { code: 'PROJECT_NOT_FOUND', message: 'Project not found' },
    });
    openProject('77');
    expect((await screen.findByRole('alert')).textContent).toBe('Project not found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Project');

    document.body.innerHTML = '';
    openProject('abc');
    expect(screen.getByRole('alert').textContent).toBe('Project not found');
    expect(api.requests.filter((request) => request.url === '/projects/abc')).toHaveLength(0);
  });

  it("shows the product's failure text (docs/product.md §8) when the project cannot be loaded", async () => {
    api.on('GET', '/projects/5', { status: 400, body: { code: 'BAD_REQUEST', message: 'Bad' } });
    openProject('5');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch project details. Please try again later.',
    );
  });

  it('reads in Arabic, with an Arabic comma between city and street', async () => {
    api.on('GET', '/projects/5', { status: 200, body: glass });
    act(() => useLanguageStore.getState().setLanguage('ar'));
    openProject('5');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Hebron، Al-Salaymeh Street')).toBeTruthy();
    expect(link('تواصل عبر واتساب')).toBe('https://wa.me/970591234567');
    expect(screen.getByRole('heading', { name: 'صاحب المشروع' })).toBeTruthy();
    expect(link('فيسبوك')).toBe('https://facebook.com/hebronblueglass');
  });
  it.each([
    ['a guest', null, false],
    ['a signed-in reader', 30, true],
    ['its owner', 9, false],
  ] as const)(
    'offers Report this project to a reader, not to a guest nor its owner (%s)',
    async (_who, userId, offered) => {
      if (userId !== null)
        act(() => useAuthStore.getState().signIn(makeToken({ sub: String(userId), role: 'owner' })));
      api.on('GET', '/projects/5', { status: 200, body: glass });
      api.on('GET', '/project/5/comments', { status: 200, body: [], headers: { 'x-total-count': '0' } });
      openProject('5');
      await screen.findByRole('heading', { level: 1, name: 'Hebron Blue Glass Studio' });
      expect(screen.queryByRole('button', { name: 'Report this project' }) !== null).toBe(offered);
    },
  );
});

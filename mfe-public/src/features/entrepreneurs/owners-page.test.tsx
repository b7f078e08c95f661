import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import type { OwnerListItem } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi, type FakeRequest } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import { forgetLoadedData } from '../../testing';
import OwnersPage from './owners-page';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

let nextId = 40;
function anOwner(firstName: string, lastName: string, overrides: Partial<OwnerListItem> = {}): OwnerListItem {
  nextId += 1;
  return { id: nextId, photo: null, bio: '', address: '', user: { firstName, lastName }, ...overrides };
}

/** The owners list, filtered by `q` as the server does (here: plain substring). */
function answerOwners(owners: OwnerListItem[]) {
  api.on('GET', '/owners', (request: FakeRequest) => {
    const q = String(request.query['q'] ?? '').toLowerCase();
    const matching = owners.filter((o) => `${o.user.firstName} ${o.user.lastName}`.toLowerCase().includes(q));
    return { status: 200, body: matching, headers: { 'x-total-count': String(matching.length) } };
  });
}

function renderAt(url = '/allOwners') {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[url]}>
        <OwnersPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('OwnersPage (entrepreneurs)', () => {
  it('shows each owner with photo, name, address or "No address provided", and the bio', async () => {
    const amal = anOwner('Amal', 'Natsheh', {
      address: 'Hebron, Ein Sarah',
      bio: 'Glass blower, third generation.',
      photo: '/uploads/amal.webp',
    });
    const basel = anOwner('Basel', 'Tamimi');
    answerOwners([amal, basel]);
    renderAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrepreneurs' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Amal Natsheh' });
    expect(link.getAttribute('href')).toBe(`/owner/${amal.id}`);
    // The name's heading, its text column, then the card.
    const card = link.closest('h2')!.parentElement!.parentElement!;
    expect(within(card).getByText('Hebron, Ein Sarah')).toBeTruthy();
    expect(within(card).getByText('Glass blower, third generation.')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/uploads/amal.webp');
    expect(screen.getByText('No address provided')).toBeTruthy();
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('Search by name...');
  });

  it('searches on the server and says when nobody matches', async () => {
    answerOwners([anOwner('Amal', 'Natsheh'), anOwner('Basel', 'Tamimi')]);
    renderAt();
    await screen.findByRole('link', { name: 'Basel Tamimi' });
    await userEvent.type(screen.getByRole('searchbox'), 'tami');
    expect(await screen.findByText('1 found')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Amal Natsheh' })).toBeNull();
    expect(api.requests.at(-1)?.query['q']).toBe('tami');
    await userEvent.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText('No entrepreneurs found.')).toBeTruthy();
  });

  it("says 'No entrepreneurs found.' when there are none at all", async () => {
    answerOwners([]);
    renderAt();
    expect(await screen.findByText('No entrepreneurs found.')).toBeTruthy();
  });

  it("shows the product's failure text (docs/product.md §8)", async () => {
    api.on('GET', '/owners', { status: 400, body: { code: 'INVALID_CURSOR', message: 'x' } });
    renderAt();
    expect(await screen.findByText('Failed to load owners. Please try again later.')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    answerOwners([anOwner('أحمد', 'القواسمي')]);
    renderAt();
    expect(await screen.findByRole('link', { name: 'أحمد القواسمي' })).toBeTruthy();
    expect(screen.getByText('لم يُذكر عنوان')).toBeTruthy();
    expect(screen.getByRole('searchbox').getAttribute('placeholder')).toBe('ابحث بالاسم...');
  });
});

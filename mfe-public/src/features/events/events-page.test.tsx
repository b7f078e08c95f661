import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { anEvent, forgetLoadedData, renderPage } from '../../testing';
import EventsPage from './events-page';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

const events = [
  anEvent({
    id: 1,
    name: 'Hebron Spring Bazaar',
    status: 'past',
    startDate: '2025-01-01',
    endDate: '2025-01-03',
  }),
  anEvent({ id: 2, name: 'Online Crafts Week', status: 'ongoing', city: 'Online' }),
];

describe('EventsPage', () => {
  it("shows the product's heading (docs/product.md §2), search box and event cards with 'Date:', status and link", async () => {
    api.on('GET', '/events', { status: 200, body: events, headers: { 'x-total-count': '2' } });
    renderPage(<EventsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeTruthy();
    expect(
      screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search events by name' }).placeholder,
    ).toBe('Search events...');
    const card = (await screen.findByRole('link', { name: 'Hebron Spring Bazaar' })).closest('article')!;
    expect(within(card).getByText(/^Date:/).textContent).toBe('Date: Wed, Jan 01, 2025 - Fri, Jan 03, 2025');
    expect(within(card).getByText('Past')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Online Crafts Week' }).getAttribute('href')).toBe('/event/2');
    expect(screen.getByText('Ongoing')).toBeTruthy();
  });

  it('searches events on the server', async () => {
    api.on('GET', '/events', (request) => ({
      status: 200,
      body: events.filter((event) =>
        event.name.toLowerCase().includes(String(request.query['q'] ?? '').toLowerCase()),
      ),
    }));
    renderPage(<EventsPage />);
    await screen.findByRole('link', { name: 'Online Crafts Week' });
    await userEvent.type(screen.getByRole('searchbox'), 'spring');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Online Crafts Week' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Hebron Spring Bazaar' })).toBeTruthy();
    expect(api.requests.at(-1)?.query).toEqual({ limit: 12, q: 'spring' });
  });

  it("shows the product's failure text (docs/product.md §8), and its empty text", async () => {
    api.on('GET', '/events', { status: 400, body: { code: 'BAD_REQUEST', message: 'Bad' } });
    const { unmount } = renderPage(<EventsPage />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to fetch events. Please try again later.'),
    );
    unmount();
    forgetLoadedData();
    api.on('GET', '/events', { status: 200, body: [] });
    renderPage(<EventsPage />);
    expect(await screen.findByText('No events found.')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    api.on('GET', '/events', { status: 200, body: events });
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderPage(<EventsPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الفعاليات');
    expect(await screen.findByText('جارية')).toBeTruthy();
    expect(screen.getAllByText(/^التاريخ:/)[0]!.textContent).toMatch(/2025/);
  });
});

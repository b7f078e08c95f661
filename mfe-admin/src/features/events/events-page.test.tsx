import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { installFakeApi, type FakeApi, type FakeRequest } from '@rowad/shared/test/fake-api';
import { currentLocation, renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import EventsPage from './events-page';
import { aPage, anEvent, anImage } from './test-events';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  api = await installFakeApi();
  signInAsAdmin();
});
afterEach(() => {
  api.restore();
  resetApp();
});

const PATTERN = '/admin/bazaars';
const listCalls = () => api.requests.filter((request) => request.url === '/events');

describe('EventsPage', () => {
  it('shows each bazaar with its dates, city, kind, status, places and cover, and opens it', async () => {
    api.on('GET', '/events', (request: FakeRequest) =>
      request.query['cursor'] === 'page-2'
        ? aPage(
            [anEvent(3, { name: 'Nablus Book Fair', city: 'Nablus', capacity: null, placesLeft: null })],
            3,
          )
        : aPage(
            [
              anEvent(5, { images: [anImage(1, { isCover: true })] }),
              anEvent(4, {
                name: 'Online Craft Week',
                kind: 'virtual',
                status: 'past',
                capacity: 10,
                placesLeft: 0,
              }),
            ],
            3,
            'page-2',
          ),
    );
    renderPage(<EventsPage />, { url: PATTERN, pattern: PATTERN });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bazaars');
    // The first screen of a run loads its modules too: more time than a later one needs.
    const list = await screen.findByRole('list', { name: 'Bazaars found: 3' }, { timeout: 5000 });
    const first = within(list).getByRole('listitem', { name: 'Hebron Spring Bazaar' });
    expect(within(first).getByText('Thu, Dec 10, 2026 to Sat, Dec 12, 2026')).toBeTruthy();
    expect(within(first).getByText('Hebron')).toBeTruthy();
    expect(within(first).getByText('Upcoming')).toBeTruthy();
    expect(within(first).getByText('In person')).toBeTruthy();
    expect(within(first).getByText('40 places, 12 left')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toContain('/uploads/e1');
    const second = within(list).getByRole('listitem', { name: 'Online Craft Week' });
    expect(within(second).getByText('Virtual')).toBeTruthy();
    expect(within(second).getByText('Past')).toBeTruthy();
    expect(within(second).getByText('Full: all 10 places taken')).toBeTruthy();
    expect(within(second).getByText('No cover image yet')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 3')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    const third = await screen.findByRole('listitem', { name: 'Nablus Book Fair' });
    expect(within(third).getByText('No limit on places')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    await userEvent.click(within(first).getByRole('link', { name: 'Hebron Spring Bazaar' }));
    expect(currentLocation()).toBe('/admin/bazaars/5');
  });

  it('searches on the server after a pause in typing and keeps the search in the address', async () => {
    api.on('GET', '/events', (request: FakeRequest) =>
      request.query['q'] === 'nablus'
        ? aPage([anEvent(3, { name: 'Nablus Book Fair' })])
        : aPage([anEvent(5), anEvent(3, { name: 'Nablus Book Fair' })]),
    );
    renderPage(<EventsPage />, { url: PATTERN, pattern: PATTERN });
    await screen.findByRole('list', { name: 'Bazaars found: 2' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search bazaars' }), 'nablus');
    await screen.findByRole('list', { name: 'Bazaars found: 1' });
    expect(currentLocation()).toBe('/admin/bazaars?q=nablus');
    // One call for the whole word, not one per key.
    expect(listCalls().map((call) => call.query['q'])).toEqual([undefined, 'nablus']);
  });

  it('empties the search box when the address loses its search (the side nav link)', async () => {
    api.on('GET', '/events', aPage([anEvent(5)]));
    renderPage(
      <>
        <EventsPage />
        <Link to="/admin/bazaars">Bazaars in the nav</Link>
      </>,
      { url: `${PATTERN}?q=food`, pattern: PATTERN },
    );
    await screen.findByRole('listitem', { name: 'Hebron Spring Bazaar' });
    // The pause after typing is the test's clock from here on, run out below without waiting.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('link', { name: 'Bazaars in the nav' }));
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search bazaars' }).value).toBe('');
      // The box does not put its old search back after the pause.
      act(() => jest.runOnlyPendingTimers());
      expect(currentLocation()).toBe('/admin/bazaars');
    } finally {
      jest.useRealTimers();
    }
  });

  it('filters by status, kept in the address with the search', async () => {
    api.on('GET', '/events', (request: FakeRequest) =>
      request.query['status'] === 'ongoing'
        ? aPage([anEvent(7, { name: 'Ramallah Food Days', status: 'ongoing' })])
        : aPage([anEvent(5)]),
    );
    renderPage(<EventsPage />, { url: `${PATTERN}?q=food`, pattern: PATTERN });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search bazaars' }).value).toBe('food');
    await screen.findByRole('listitem', { name: 'Hebron Spring Bazaar' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Ongoing');
    await screen.findByRole('listitem', { name: 'Ramallah Food Days' });
    expect(currentLocation()).toBe('/admin/bazaars?q=food&status=ongoing');
    expect(listCalls().at(-1)?.query).toEqual({ q: 'food', status: 'ongoing' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    await screen.findByRole('listitem', { name: 'Hebron Spring Bazaar' });
    expect(currentLocation()).toBe('/admin/bazaars?q=food');
  });

  it("links to the form with 'New bazaar'", async () => {
    api.on('GET', '/events', aPage([]));
    renderPage(<EventsPage />, { url: PATTERN, pattern: PATTERN });
    expect(await screen.findByText('No bazaars yet. Create the first one with “New bazaar”.')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'New bazaar' }));
    expect(currentLocation()).toBe('/admin/bazaars/new');
  });

  it('says when nothing matches, and when the list could not be loaded', async () => {
    api.on('GET', '/events', (request: FakeRequest) =>
      request.query['status'] === 'past'
        ? { status: 403, body: { code: 'FORBIDDEN', message: 'x' } }
        : aPage([]),
    );
    renderPage(<EventsPage />, { url: `${PATTERN}?q=zzz`, pattern: PATTERN });
    expect(await screen.findByText('No bazaar matches this search or filter.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Past');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The bazaars could not be loaded. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows skeletons while the first page loads', async () => {
    api.on('GET', '/events', () => new Promise(() => undefined));
    renderPage(<EventsPage />, { url: PATTERN, pattern: PATTERN });
    expect(screen.getByRole('list', { name: 'Loading the bazaars...' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    await waitFor(() => expect(listCalls()).toHaveLength(1));
  });

  it('reads in Arabic', async () => {
    speakArabic();
    api.on('GET', '/events', aPage([anEvent(5, { name: 'بازار الربيع', city: 'الخليل' })]));
    renderPage(<EventsPage />, { url: PATTERN, pattern: PATTERN });
    const item = await screen.findByRole('listitem', { name: 'بازار الربيع' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('البازارات');
    expect(within(item).getByText('قادمة')).toBeTruthy();
    expect(within(item).getByText('حضوري')).toBeTruthy();
    expect(within(item).getByText('40 مكانًا، بقي 12')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'البحث في البازارات' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'بازار جديد' })).toBeTruthy();
    expect(document.title).toBe('البازارات · رواد');
  });
});

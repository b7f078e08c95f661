import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { useLanguageStore } from '@rowad/shared/i18n';
import type { Event } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { theme } from '@rowad/shared/ui';
import { aPicture, anEvent, forgetLoadedData } from '../../testing';
import EventPage from './event-page';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

async function openEvent(event: Event) {
  api.on('GET', `/events/${event.id}`, { status: 200, body: event });
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[`/event/${event.id}`]}>
        <Routes>
          <Route path="/event/:id" element={<EventPage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: event.name });
}

const details = () => screen.getByRole('complementary', { name: 'Details' });
const fact = (label: string) =>
  within(details()).getByRole('heading', { name: label }).nextElementSibling?.textContent;

describe('EventPage', () => {
  it('shows the dates, the address street then city, the kind, places and categories', async () => {
    await openEvent(
      anEvent({
        id: 3,
        name: 'Hebron Spring Bazaar',
        startDate: '2025-01-01',
        endDate: '2025-01-03',
        street: 'Bab al-Zawiya Square',
        city: 'Hebron',
        capacity: 40,
        placesLeft: 12,
        categories: ['bazaar', 'handmade'],
      }),
    );
    expect(fact('Starts')).toBe('Wed, Jan 01, 2025');
    expect(fact('Ends')).toBe('Fri, Jan 03, 2025');
    expect(fact('Address')).toBe('Bab al-Zawiya Square, Hebron');
    expect(fact('Kind')).toBe('In person');
    expect(fact('Places')).toBe('12 of 40 places left');
    expect(within(details()).getByRole('link', { name: 'handmade' }).getAttribute('href')).toBe(
      '/allevents?category=handmade',
    );
    expect(document.title).toBe('Hebron Spring Bazaar · Rowad');
  });

  it('leaves a blank street out of the address', async () => {
    await openEvent(
      anEvent({ id: 4, name: 'Online Crafts Week', street: '  ', city: 'Online', kind: 'virtual' }),
    );
    expect(fact('Address')).toBe('Online');
    expect(fact('Kind')).toBe('Online');
  });

  it.each([
    ['upcoming', 'Upcoming', 'rgb(29, 78, 216)'],
    ['ongoing', 'Ongoing', 'rgb(21, 128, 61)'],
    ['past', 'Past', 'rgb(97, 110, 124)'],
  ] as const)('shows a %s event with the badge %s in its colour', async (status, label, colour) => {
    await openEvent(anEvent({ id: 5, name: `A ${status} bazaar`, status }));
    const badge = within(details()).getByText(label);
    expect(getComputedStyle(badge).backgroundColor).toBe(colour);
  });

  it('starts its gallery on the cover picture', async () => {
    await openEvent(
      anEvent({ id: 6, name: 'Olive Harvest Market', images: [aPicture(1), aPicture(2, true)] }),
    );
    expect(screen.getByRole('img', { name: /picture \d of 2$/ }).getAttribute('alt')).toBe(
      'Olive Harvest Market, picture 2 of 2',
    );
  });

  it("says 'Event not found' for an unknown id, and the product's failure text (docs/product.md §8) otherwise", async () => {
    api.on('GET', '/events/77', {
      status: 404,
      body: { code: 'EVENT_NOT_FOUND', message: 'Event not found' },
    });
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/event/77']}>
          <Routes>
            <Route path="/event/:id" element={<EventPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Event not found');

    document.body.innerHTML = '';
    api.on('GET', '/events/78', { status: 400, body: { code: 'BAD_REQUEST', message: 'Bad' } });
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/event/78']}>
          <Routes>
            <Route path="/event/:id" element={<EventPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch event details. Please try again later.',
    );
  });

  it('reads in Arabic', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    await openEvent(
      anEvent({
        id: 8,
        name: 'سوق الخليل للتطريز',
        street: 'البلدة القديمة',
        city: 'الخليل',
        status: 'ongoing',
      }),
    );
    const card = screen.getByRole('complementary', { name: 'التفاصيل' });
    expect(within(card).getByText('جارية')).toBeTruthy();
    expect(within(card).getByText('البلدة القديمة، الخليل')).toBeTruthy();
  });
});

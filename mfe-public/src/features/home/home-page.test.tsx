import { act, screen, waitFor, within } from '@testing-library/react';
import { useLanguageStore } from '@rowad/shared/i18n';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { aPicture, aProject, anEvent, forgetLoadedData, renderPage } from '../../testing';
import HomePage from './home-page';

let api: FakeApi;
beforeEach(async () => {
  forgetLoadedData();
  api = await installFakeApi();
});
afterEach(() => {
  api.restore();
  act(() => useLanguageStore.getState().setLanguage('en'));
});

const list = (items: unknown[]) => ({
  status: 200,
  body: items,
  headers: { 'x-total-count': String(items.length) },
});

function answerLatest() {
  api.on(
    'GET',
    '/app/projects',
    list([
      aProject({ id: 1, name: 'Hebron Blue Glass Studio', images: [aPicture(11), aPicture(12, true)] }),
      aProject({ id: 2, name: 'Qawasmi Ceramics', city: 'Dura' }),
      aProject({ id: 3, name: 'Jabari Olive Press' }),
    ]),
  );
  api.on(
    'GET',
    '/app/events',
    list([
      anEvent({ id: 4, name: 'Hebron Spring Bazaar', startDate: '2025-01-01', endDate: '2025-01-03' }),
      anEvent({ id: 5, name: 'Online Crafts Week', status: 'ongoing' }),
      anEvent({ id: 6, name: 'Olive Harvest Market', status: 'past' }),
    ]),
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('HomePage', () => {
  it("leads to About, to the projects, and offers the product's three services (docs/product.md §2)", () => {
    answerLatest();
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Rowad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn More about Rowad' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'Explore More' }).getAttribute('href')).toBe('/allprojects');
    expect(screen.getByRole('heading', { name: 'What is Rowad?' })).toBeTruthy();
    for (const service of ['Investor Connections', 'Virtual Marketplaces', 'Entrepreneurial Networking']) {
      expect(screen.getByRole('heading', { level: 3, name: service })).toBeTruthy();
    }
    expect(document.title).toBe('Welcome to Rowad · Rowad');
  });

  it('shows the latest 3 projects, each with its cover, city and Learn More, and Show more to the list', async () => {
    answerLatest();
    renderPage(<HomePage />);
    const projects = section('Latest Projects');
    await waitFor(() => expect(within(projects).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    const learnMore = within(projects).getAllByRole('link', { name: /^Learn More/ });
    expect(learnMore.map((link) => link.getAttribute('href'))).toEqual([
      '/project/1',
      '/project/2',
      '/project/3',
    ]);
    expect(learnMore[0]!.textContent).toBe('Learn More about Hebron Blue Glass Studio');
    expect(within(projects).getByText('Dura')).toBeTruthy();
    // The cover is the picture flagged as cover, not the first one.
    const cover = projects.querySelector('img');
    expect(cover?.getAttribute('srcset')).toContain('/uploads/p12-320.webp 320w');
    expect(
      within(projects)
        .getByRole('link', { name: /^Show more/ })
        .getAttribute('href'),
    ).toBe('/allprojects');
    expect(api.requests.find((request) => request.url === '/app/projects')?.query).toEqual({ limit: 3 });
  });

  it("shows the latest 3 events with the product's 'Date:' line (docs/product.md §2) and status, and Show more to the events", async () => {
    answerLatest();
    renderPage(<HomePage />);
    const events = section('Latest Events');
    await waitFor(() => expect(within(events).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(within(events).getAllByText(/^Date:/, { selector: 'p' })[0]!.textContent).toBe(
      'Date: Wed, Jan 01, 2025 - Fri, Jan 03, 2025',
    );
    expect(within(events).getByText('Ongoing')).toBeTruthy();
    expect(within(events).getByText('Past')).toBeTruthy();
    expect(
      within(events)
        .getAllByRole('link', { name: /^Learn More/ })[0]!
        .getAttribute('href'),
    ).toBe('/event/4');
    expect(
      within(events)
        .getByRole('link', { name: /^Show more/ })
        .getAttribute('href'),
    ).toBe('/allevents');
  });

  it("shows a loading state, then the product's projects failure text (docs/product.md §8) for both lists when they fail", async () => {
    // Answers that are not retried (a 5xx or no answer is tried twice more, seconds apart).
    api.on('GET', '/app/projects', { status: 400, body: { code: 'BAD_REQUEST', message: 'Bad request' } });
    api.on('GET', '/app/events', { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'Slow down' } });
    renderPage(<HomePage />);
    expect(within(section('Latest Projects')).getByRole('status').textContent).toBe(
      'Loading the latest projects...',
    );
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Failed to fetch projects. Please try again later.',
        'Failed to fetch projects. Please try again later.',
      ]),
    );
  });

  it('reads in Arabic', async () => {
    answerLatest();
    act(() => useLanguageStore.getState().setLanguage('ar'));
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('مرحبًا بكم في رواد');
    const events = section('أحدث الفعاليات');
    await waitFor(() => expect(within(events).getAllByRole('heading', { level: 3 })).toHaveLength(3));
    expect(within(events).getAllByText(/^التاريخ:/, { selector: 'p' })[0]!.textContent).toMatch(
      /^التاريخ: .+ - .+2025$/,
    );
    expect(within(section('أحدث المشاريع')).getAllByRole('link', { name: /^اعرف المزيد/ })).toHaveLength(3);
  });
});

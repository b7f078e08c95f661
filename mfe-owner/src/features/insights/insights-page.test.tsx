import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLanguageStore } from '@rowad/shared/i18n';
import { paths } from '@rowad/shared/paths';
import type { InsightsTaps, OwnerInsights, ProjectInsights } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { currentLocation, renderPage, resetApp, signInAsOwner } from '../../testing';
import InsightsPage from './insights-page';

let api: FakeApi;
beforeEach(async () => {
  resetApp();
  signInAsOwner();
  api = await installFakeApi();
});
afterEach(() => api.restore());

const taps = (phone: number, whatsapp: number): InsightsTaps => ({
  phone,
  whatsapp,
  email: 0,
  website: 0,
  social: 0,
  map: 0,
});

/** `days` days ending on 2026-11-27, `views` of each day given from the oldest. */
function aProjectAnswer(views: number[], previousViews: number): ProjectInsights {
  return {
    days: views.map((count, index) => ({
      date: `2026-11-${String(28 - views.length + index).padStart(2, '0')}`,
      views: count,
      taps: taps(0, 0),
    })),
    totals: { views: views.reduce((sum, value) => sum + value, 0), taps: taps(3, 5) },
    previousTotals: { views: previousViews, taps: taps(3, 0) },
    requests: { count: 2, previous: 4 },
    comments: { count: 0, previous: 0 },
    rating: { average: 4.5, count: 4, previousAverage: 4, previousCount: 2 },
  };
}

function anOwnerAnswer(
  views: number[],
  previousViews: number,
  names = ['Blue glass', 'Olive soap'],
): OwnerInsights {
  const answer = aProjectAnswer(views, previousViews);
  return {
    ...answer,
    projects: names.map((name, index) => ({
      id: 11 + index,
      name,
      totals: answer.totals,
      previousTotals: answer.previousTotals,
      comments: answer.comments,
      rating: answer.rating,
    })),
  };
}

const show = (url: string = paths.ownerInsights) =>
  renderPage(<InsightsPage />, { url, pattern: paths.ownerInsights });

describe('InsightsPage', () => {
  it('says each number against the period before in words, and draws views per day with its table', async () => {
    // 7 days: 14 views against 10 before (+40 %).
    api.on('GET', '/my-projects/insights', { status: 200, body: anOwnerAnswer([1, 2, 3, 0, 4, 2, 2], 10) });
    show();
    expect(await screen.findByText('Views rose 40 % on the 30 days before.')).toBeTruthy();
    expect(screen.getByText('Contact taps rose 167 % on the 30 days before.')).toBeTruthy();
    expect(screen.getByText('Information requests fell 50 % on the 30 days before.')).toBeTruthy();
    expect(screen.getByText('Comments: none yet, nor in the 30 days before.')).toBeTruthy();
    expect(screen.getByText('The average rating rose from 4.0 to 4.5 of 5 (ratings: 4).')).toBeTruthy();

    const chart = screen.getByRole('img', { name: /^Views per day over the last 30 days: 14 in total/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Views per day over the last 30 days: 14 in total; the most, 4, on Wed, Nov 25, 2026.',
    );
    const table = screen.getByRole('table', { name: 'Views per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(within(rows[5]!).getByRole('rowheader').textContent).toBe('Wed, Nov 25, 2026');
    expect(within(rows[5]!).getByRole('cell').textContent).toBe('4');

    const channels = screen.getByRole('table', { name: 'Contact taps by channel' });
    const whatsapp = within(channels).getByRole('rowheader', { name: 'WhatsApp' }).closest('tr')!;
    expect(
      within(whatsapp as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '0']);
  });

  it('asks the API again for 7 and for 90 days when the period changes, and keeps it in the address', async () => {
    api.on('GET', '/my-projects/insights', { status: 200, body: anOwnerAnswer([3, 3], 0) });
    show();
    expect(await screen.findByText('Views: 6 now, none in the 30 days before.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByText('Views: 6 now, none in the 7 days before.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    expect(await screen.findByText('Views: 6 now, none in the 90 days before.')).toBeTruthy();
    expect(api.requests.map((request) => request.query['days'])).toEqual([30, 7, 90]);
    expect(screen.getByRole('button', { name: '90 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(currentLocation()).toBe(`${paths.ownerInsights}?days=90`);
  });

  it("shows one project's numbers from its card's link, and all of them again from the picker", async () => {
    api.on('GET', '/my-projects/insights', { status: 200, body: anOwnerAnswer([5, 5], 10) });
    api.on('GET', '/my-projects/12/insights', { status: 200, body: aProjectAnswer([1, 2], 2) });
    show(`${paths.ownerInsights}?project=12`);
    expect(await screen.findByText('Views rose 50 % on the 30 days before.')).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Project' });
    expect((picker as HTMLSelectElement).value).toBe('12');
    await userEvent.selectOptions(picker, 'All projects');
    expect(await screen.findByText('Views stayed the same as in the 30 days before.')).toBeTruthy();
    expect(currentLocation()).toBe(paths.ownerInsights);
  });

  it("opens a project from the list of each project's numbers, the focus on the picker", async () => {
    api.on('GET', '/my-projects/insights', { status: 200, body: anOwnerAnswer([5, 5], 10) });
    api.on('GET', '/my-projects/11/insights', { status: 200, body: aProjectAnswer([4], 2) });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'See the numbers of Blue glass' }));
    expect(await screen.findByText('Views rose 100 % on the 30 days before.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Project' }));
    expect(currentLocation()).toBe(`${paths.ownerInsights}?project=11`);
  });

  it('says so when the owner has no project yet, with a link to add one', async () => {
    api.on('GET', '/my-projects/insights', { status: 200, body: anOwnerAnswer([0, 0], 0, []) });
    show();
    expect(await screen.findByText(/You have no projects yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a project' }).getAttribute('href')).toBe(paths.addProject);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says no one has viewed yet in place of an empty line', async () => {
    api.on('GET', '/my-projects/insights', { status: 200, body: anOwnerAnswer([0, 0, 0], 0) });
    show();
    expect(await screen.findByText(/No one has viewed your projects in this period yet/)).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Views per day/ })).toBeNull();
    expect(screen.getByRole('img', { name: /Contact taps by channel/ })).toBeTruthy();
  });

  it('says a failed load, and loads again on Try again', async () => {
    let failing = true;
    api.on('GET', '/my-projects/insights', () =>
      failing ? { status: 500 } : { status: 200, body: anOwnerAnswer([2], 1) },
    );
    show();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Failed to load your numbers.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Views rose 100 % on the 30 days before.')).toBeTruthy();
  });

  it('says it all in Arabic, with Latin digits as the Arabic screens write them', async () => {
    act(() => useLanguageStore.getState().setLanguage('ar'));
    api.on('GET', '/my-projects/insights', { status: 200, body: anOwnerAnswer([1, 2, 3, 0, 4, 2, 2], 10) });
    show();
    expect(
      await screen.findByText('ارتفعت المشاهدات بنسبة 40٪ عن الأيام الثلاثين التي سبقتها.'),
    ).toBeTruthy();
    expect(screen.getByText('انخفضت طلبات المعلومات بنسبة 50٪ عن الأيام الثلاثين التي سبقتها.')).toBeTruthy();
    expect(screen.getByText('ارتفع متوسط التقييم من 4.0 إلى 4.5 من 5 (عدد التقييمات: 4).')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /^المشاهدات في كل يوم خلال آخر 30 يومًا: 14 في المجموع/ }),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'نقرات التواصل حسب الوسيلة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '7 أيام' })).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminInsights, PlatformCounts } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { adminPaths } from '../../admin-paths';
import { currentLocation, renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import AdminInsightsPage from './insights-page';

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

function counts(owners: number, overrides: Partial<PlatformCounts> = {}): PlatformCounts {
  return {
    signUps: { owner: owners, user: 1, investor: 0 },
    projectsPublished: 2,
    bazaarsCreated: 0,
    participationRequests: 3,
    comments: 4,
    mailsSent: 10,
    mailsUndelivered: 0,
    views: { projects: 30, bazaars: 5 },
    ...overrides,
  };
}

const answer: AdminInsights = {
  weeks: [
    { week: '2026-W47', start: '2026-11-16', ...counts(1) },
    { week: '2026-W48', start: '2026-11-23', ...counts(4, { mailsUndelivered: 2 }) },
  ],
  totals: counts(5, { mailsUndelivered: 2, views: { projects: 60, bazaars: 10 } }),
  previousTotals: counts(2, { views: { projects: 50, bazaars: 20 } }),
};

const show = (url = adminPaths.insights) =>
  renderPage(<AdminInsightsPage />, { url, pattern: adminPaths.insights });

describe('AdminInsightsPage', () => {
  it('says each weekly number against the weeks before, and draws each series with its table', async () => {
    api.on('GET', '/admin/insights', { status: 200, body: answer });
    show();
    // Sign-ups: 6 against 3 before.
    expect(await screen.findByText('Sign-ups rose 100 % on the 12 weeks before.')).toBeTruthy();
    expect(screen.getByText('Projects published stayed the same as in the 12 weeks before.')).toBeTruthy();
    expect(screen.getByText('Mails undelivered: 2 now, none in the 12 weeks before.')).toBeTruthy();
    expect(screen.getByText('Bazaars created: none, nor in the 12 weeks before.')).toBeTruthy();
    expect(screen.getByText('Page views stayed the same as in the 12 weeks before.')).toBeTruthy();

    expect(
      screen.getByRole('img', {
        name: 'Sign-ups per week, by role over the last 12 weeks: Owners 5, Users 2, Investors 0; the busiest week, Week of Mon, Nov 23, 2026, had 5.',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sign-ups per week, by role' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week', 'Owners', 'Users', 'Investors']);
    const lastWeek = within(table)
      .getByRole('rowheader', { name: 'Week of Mon, Nov 23, 2026' })
      .closest('tr')!;
    expect(
      within(lastWeek as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '1', '0']);
    expect(screen.getByRole('table', { name: 'Mails sent and undelivered per week' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /^Sign-ups by role over the last 12 weeks: Owners 5/ }),
    ).toBeTruthy();
  });

  it('asks for 4, then 52 weeks when the period changes', async () => {
    api.on('GET', '/admin/insights', { status: 200, body: answer });
    show();
    await screen.findByText('Sign-ups rose 100 % on the 12 weeks before.');
    await userEvent.click(screen.getByRole('button', { name: '4 weeks' }));
    expect(await screen.findByText('Sign-ups rose 100 % on the 4 weeks before.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '52 weeks' }));
    expect(await screen.findByText('Sign-ups rose 100 % on the 52 weeks before.')).toBeTruthy();
    expect(api.requests.map((request) => request.query['weeks'])).toEqual([12, 4, 52]);
    expect(currentLocation()).toBe(`${adminPaths.insights}?weeks=52`);
  });

  it('says a failed load with Try again', async () => {
    api.on('GET', '/admin/insights', { status: 500 });
    show();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Failed to load the platform numbers.');
  });

  it('says it in Arabic', async () => {
    speakArabic();
    api.on('GET', '/admin/insights', { status: 200, body: answer });
    show();
    expect(
      await screen.findByText('ارتفعت التسجيلات بنسبة 100٪ عن الأسابيع الاثني عشر التي سبقتها.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'الإحصاءات' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'التسجيلات في كل أسبوع حسب الدور' })).toBeTruthy();
  });
});

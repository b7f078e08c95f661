import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportedItem } from '@rowad/shared/schemas';
import { installFakeApi, type FakeApi } from '@rowad/shared/test/fake-api';
import { renderPage, resetApp, signInAsAdmin, speakArabic } from '../../testing';
import ReportsPage from './reports-page';

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

function aComment(overrides: Partial<ReportedItem> = {}): ReportedItem {
  return {
    kind: 'comment',
    id: 41,
    item: {
      title: 'Hebron Glass',
      text: 'Buy cheap followers at deals.example',
      link: '/project/5#comment-41',
    },
    author: { id: 30, name: 'Sami Spammer' },
    state: 'hidden',
    hiddenBy: 'reports',
    hiddenReason: 'spam',
    reportCount: 3,
    openReports: 3,
    lastReportedAt: '2026-11-26T12:00:00.000Z',
    decision: null,
    reports: [
      {
        reason: 'other',
        details: 'Links to a shop',
        reporter: { id: 3, name: 'Rana Third' },
        createdAt: '2026-11-26T12:00:00.000Z',
      },
      {
        reason: 'spam',
        details: null,
        reporter: { id: 2, name: 'Omar Second' },
        createdAt: '2026-11-25T12:00:00.000Z',
      },
      { reason: 'spam', details: null, reporter: null, createdAt: '2026-11-24T12:00:00.000Z' },
    ],
    ...overrides,
  };
}

const aBazaar = (): ReportedItem =>
  aComment({
    kind: 'event',
    id: 9,
    item: { title: 'Spring Bazaar', text: 'Crafts and food.', link: '/event/9' },
    author: null,
    state: 'open',
    hiddenBy: null,
    hiddenReason: null,
    reportCount: 1,
    openReports: 1,
    reports: [
      {
        reason: 'scam',
        details: null,
        reporter: { id: 4, name: 'Lina Fourth' },
        createdAt: '2026-11-26T10:00:00.000Z',
      },
    ],
  });

let queue: ReportedItem[];
function serve(items: ReportedItem[]) {
  queue = items;
  api.on('GET', '/admin/reports', () => ({
    status: 200,
    body: queue,
    headers: { 'x-total-count': String(queue.length) },
  }));
  renderPage(<ReportsPage />, { url: '/admin/reports', pattern: '/admin/reports' });
}

describe('ReportsPage', () => {
  it('lists each reported item as the public sees it, its state and its reports newest first', async () => {
    serve([aComment(), aBazaar()]);
    const list = await screen.findByRole('list', { name: 'Reported items: 2' }, { timeout: 5000 });
    const comment = within(list).getByRole('listitem', { name: 'Comment on Hebron Glass' });
    expect(within(comment).getByText('Hidden by reports')).toBeTruthy();
    expect(within(comment).getByText('By Sami Spammer')).toBeTruthy();
    expect(within(comment).getByText('Buy cheap followers at deals.example')).toBeTruthy();
    expect(within(comment).getByRole('link', { name: 'Open the public page' }).getAttribute('href')).toBe(
      '/project/5#comment-41',
    );
    const reports = within(
      within(comment).getByRole('list', { name: 'Reports of this item, newest first' }),
    ).getAllByRole('listitem');
    expect(reports.map((report) => report.textContent)).toEqual([
      'OtherRana Third, Thu, Nov 26, 2026Links to a shop',
      'SpamOmar Second, Wed, Nov 25, 2026',
      'SpamA deleted account, Tue, Nov 24, 2026',
    ]);
    const bazaar = within(list).getByRole('listitem', { name: 'Spring Bazaar' });
    expect(within(bazaar).getByText('Public')).toBeTruthy();
    // A bazaar has no author to disable.
    expect(within(bazaar).queryByRole('button', { name: /Disable the author/ })).toBeNull();
    expect(
      within(comment).getByRole('button', { name: 'Disable the author: Comment on Hebron Glass' }),
    ).toBeTruthy();
    expect(api.requests[0]?.query).toMatchObject({ state: 'open' });
  });

  it('filters by state and kind through the address', async () => {
    serve([aComment()]);
    await screen.findByRole('list', { name: 'Reported items: 1' }, { timeout: 5000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'decided');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'comment');
    await waitFor(() =>
      expect(api.requests.at(-1)?.query).toMatchObject({ state: 'decided', kind: 'comment' }),
    );
  });

  it('hides only with a reason, sends it, says so and takes the item off the waiting list', async () => {
    serve([aComment()]);
    api.on('POST', '/admin/reports/comment/41/decision', () => {
      queue = [];
      return {
        status: 200,
        body: { kind: 'comment', id: 41, decision: 'hide', outcome: 'hidden', reportersTold: 2 },
      };
    });
    await screen.findByRole('list', { name: 'Reported items: 1' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Hide: Comment on Hebron Glass' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this item?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please give a reason.');
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Advertising links');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect((await screen.findByRole('status')).textContent).toBe('Hid "Hebron Glass". Reporters told: 2.');
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      decision: 'hide',
      reason: 'Advertising links',
    });
    expect(await screen.findByText('No reported items here.')).toBeTruthy();
  });

  it('keeps an item, and says a refusal, in Arabic', async () => {
    speakArabic();
    serve([aComment(), aBazaar()]);
    let answer = {
      status: 200,
      body: { kind: 'comment', id: 41, decision: 'dismiss', outcome: 'visible', reportersTold: 3 },
    } as const;
    api.on('POST', '/admin/reports/comment/41/decision', () => answer);
    const list = await screen.findByRole('list', { name: 'العناصر المُبلَّغ عنها: 2' }, { timeout: 5000 });
    const comment = within(list).getByRole('listitem', { name: 'تعليق على Hebron Glass' });
    expect(within(comment).getByText('أخفته البلاغات')).toBeTruthy();
    await userEvent.click(within(comment).getByRole('button', { name: 'إبقاء: تعليق على Hebron Glass' }));
    const dialog = screen.getByRole('dialog', { name: 'إبقاء هذا العنصر؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إبقاء' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'أُبقي «Hebron Glass»: إنه ظاهر للعامة. عدد من أُبلغوا: 3.',
    );
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ decision: 'dismiss' });
    // Decided meanwhile by another admin.
    answer = { status: 409, body: { code: 'REPORTS_ALREADY_DECIDED', message: 'decided' } } as never;
    api.on('POST', '/admin/reports/event/9/decision', () => answer);
    const bazaar = within(list).getByRole('listitem', { name: 'Spring Bazaar' });
    await userEvent.click(within(bazaar).getByRole('button', { name: 'حذف: Spring Bazaar' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'حذف هذا العنصر؟' })).getByRole('button', { name: 'حذف' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'اتخذ مدير قرارًا بشأن هذه البلاغات في الأثناء.',
    );
  });
});

import type { ReportedItem } from '@rowad/shared/schemas';
import * as api from '@rowad/shared/api';

// The typed calls of reports and moderation (issue 31), for shared/src/api/typed-calls.test.ts:
// what each sends and what it makes of the answer. Test-only.

export const aReportedItem = (overrides: Partial<ReportedItem> = {}): ReportedItem => ({
  kind: 'comment',
  id: 41,
  item: { title: 'Olive soap', text: 'Cheap followers here', link: '/project/7' },
  author: { id: 30, name: 'Sami Haddad' },
  state: 'hidden',
  hiddenBy: 'reports',
  hiddenReason: 'spam',
  reportCount: 3,
  openReports: 3,
  lastReportedAt: '2026-11-26T12:00:00.000Z',
  decision: null,
  reports: [
    {
      reason: 'spam',
      details: null,
      reporter: { id: 3, name: 'Rana Amro' },
      createdAt: '2026-11-26T12:00:00.000Z',
    },
  ],
  ...overrides,
});

export const REPORT_CALL_CASES = {
  reportItem: {
    call: () => api.reportItem({ kind: 'comment', id: 41, reason: 'other', details: 'Sells copies' }),
    method: 'POST',
    url: '/reports',
    body: { kind: 'comment', id: 41, reason: 'other', details: 'Sells copies' },
    status: 201,
    answer: { kind: 'comment', id: 41, createdAt: '2026-11-26T12:00:00.000Z' },
    malformed: {},
  },
  getReportQueue: {
    call: () => api.getReportQueue({ state: 'all', kind: 'comment' }),
    method: 'GET',
    url: '/admin/reports',
    query: { state: 'all', kind: 'comment' },
    status: 200,
    answer: [aReportedItem()],
    result: { items: [aReportedItem()], total: 1, nextCursor: undefined },
    malformed: [{ id: 'x' }],
  },
  decideReports: {
    call: () => api.decideReports('comment', 41, { decision: 'hide', reason: 'Advertising' }),
    method: 'POST',
    url: '/admin/reports/comment/41/decision',
    body: { decision: 'hide', reason: 'Advertising' },
    status: 200,
    answer: { kind: 'comment', id: 41, decision: 'hide', outcome: 'hidden', reportersTold: 3 },
    malformed: {},
  },
};

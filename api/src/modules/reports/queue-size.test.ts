import type { ReportedItem } from '@rowad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { accounts, adminOf } from './test-reports.js';

// Issue 31's measure: the queue with 1,000 reports (100 projects, each reported by 10 accounts)
// pages through every item once, each with all its reports, newest first.

const ADMIN = { email: 'queue@rowad.test', password: 'queue-admin-pass-1' };
const ITEMS = 100;
const REPORTERS = 10;

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ MAIL_WORKER: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  token = (await adminOf(app, ADMIN.email, ADMIN.password)).token;
  const reporters = await accounts(app, REPORTERS);
  const owner = reporters[0]!.id;
  const now = Date.now();
  const projects = await app.db
    .insertInto('projects')
    .values(
      Array.from({ length: ITEMS }, (_, i) => ({
        owner_id: owner,
        name: `Workshop ${i}`,
        name_folded: `workshop ${i}`,
        description: 'Reported many times.',
        published_at: new Date(now).toISOString(),
        created_at: new Date(now).toISOString(),
        updated_at: new Date(now).toISOString(),
      })),
    )
    .returning('id')
    .execute();
  // Written straight into the table: the reports call's own rules have their suite.
  await app.db
    .insertInto('reports')
    .values(
      projects.flatMap(({ id }, i) =>
        reporters.map((reporter, r) => ({
          reporter_id: reporter.id,
          kind: 'project' as const,
          item_id: id,
          reason: r % 2 === 0 ? ('spam' as const) : ('scam' as const),
          details: null,
          created_at: new Date(now + (i * REPORTERS + r) * 1000).toISOString(),
        })),
      ),
    )
    .execute();
}, 30_000);
afterAll(async () => {
  await app.close();
});

it('pages through 1,000 reports of 100 items, each item once with its 10 reports, newest first', async () => {
  const seen: ReportedItem[] = [];
  let url: string | undefined = '/api/admin/reports?limit=30';
  let total: string | undefined;
  while (url) {
    const response: Awaited<ReturnType<typeof app.inject>> = await app.inject({
      method: 'GET',
      url,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    total = String(response.headers['x-total-count']);
    seen.push(...response.json<ReportedItem[]>());
    url = /<([^>]+)>; rel="next"/.exec(String(response.headers['link'] ?? ''))?.[1];
  }
  expect(total).toBe(String(ITEMS));
  expect(seen).toHaveLength(ITEMS);
  expect(new Set(seen.map((item) => item.id)).size).toBe(ITEMS);
  // The item reported last comes first, and each carries every report, newest first.
  expect(seen.map((item) => item.item.title)).toEqual(
    Array.from({ length: ITEMS }, (_, i) => `Workshop ${ITEMS - 1 - i}`),
  );
  for (const item of seen) {
    expect(item.reportCount).toBe(REPORTERS);
    expect(item.reports).toHaveLength(REPORTERS);
    const times = item.reports.map((entry) => entry.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  }
  const summary = await app.inject({ method: 'GET', url: '/api/admin/summary', headers: bearer(token) });
  expect(summary.json()).toMatchObject({ openReports: ITEMS });
});

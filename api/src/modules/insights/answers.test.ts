import type { FastifyInstance } from 'fastify';
import {
  hebronToday,
  type AdminInsights,
  type OwnerInsights,
  type ProjectInsights,
} from '@rowad/shared/schemas';
import { anAccount, bearer, logIn } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { createProject } from '../community/test-projects.js';
import { addDays, mondayOf } from './days.js';

// What the owner and the admin read of the counts (issue 30): every day of the period with zeros
// where nobody came, the period before to compare, comments, requests and stars beside.

const ADMIN = { email: 'admin@rowad.test', password: 'admin-pass-1' };
const today = hebronToday(new Date());
const zeroTaps = { phone: 0, whatsapp: 0, email: 0, website: 0, social: 0, map: 0 };

let app: FastifyInstance;
let owner: { token: string; id: number };
let adminToken: string;
let first: number;
let second: number;

/** A moment on the Hebron day `days` ago (noon UTC is that day in Hebron, summer or winter). */
const ago = (days: number) => `${addDays(today, -days)}T10:00:00.000Z`;

async function count(id: number, daysAgo: number, metric: string, value: number, kind = 'project') {
  await app.db
    .insertInto('insights_daily')
    .values({ kind: kind as 'project', item_id: id, day: addDays(today, -daysAgo), metric, count: value })
    .execute();
}

async function comment(projectId: number, rate: number, daysAgo: number) {
  const user = await anAccount(app, { role: 'user' });
  await app.db
    .insertInto('comments')
    .values({
      project_id: projectId,
      user_id: user.id,
      comment: 'Lovely glass',
      rate,
      created_at: ago(daysAgo),
      updated_at: ago(daysAgo),
    })
    .execute();
}

beforeAll(async () => {
  app = await buildTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  owner = await anAccount(app, { role: 'owner' });
  adminToken = await logIn(app, ADMIN.email, ADMIN.password);
  first = await createProject(app, owner.id, { name: 'Blue glass' });
  second = await createProject(app, owner.id, { name: 'Olive soap' });
  await count(first, 0, 'view', 3);
  await count(first, 0, 'phone', 1);
  await count(first, 6, 'view', 2);
  await count(first, 8, 'view', 5);
  await count(first, 8, 'whatsapp', 2);
  await count(first, 0, 'calendar', 4); // not a project's channel: never shown
  await count(second, 1, 'view', 7);
  await count(second, 1, 'social', 1);
  await comment(first, 4, 0);
  await comment(first, 2, 10);
  const investor = await anAccount(app, { role: 'investor' });
  for (const daysAgo of [0, 2, 9]) {
    await app.db
      .insertInto('info_requests')
      .values({ investor_id: investor.id, owner_id: owner.id, created_at: ago(daysAgo) })
      .execute();
  }
}, 30_000);

afterAll(async () => {
  await app.close();
});

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) });

describe('GET /api/my-projects/{id}/insights', () => {
  it('has every day of the period, oldest first, zeros where nobody came, and the period before', async () => {
    const response = await get(`/api/my-projects/${first}/insights?days=7`, owner.token);
    expect(response.statusCode).toBe(200);
    const answer = response.json<ProjectInsights>();
    expect(answer.days.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)),
    );
    expect(answer.days[0]).toEqual({ date: addDays(today, -6), views: 2, taps: zeroTaps });
    expect(answer.days[3]).toEqual({ date: addDays(today, -3), views: 0, taps: zeroTaps });
    expect(answer.days[6]).toEqual({ date: today, views: 3, taps: { ...zeroTaps, phone: 1 } });
    expect(answer.totals).toEqual({ views: 5, taps: { ...zeroTaps, phone: 1 } });
    expect(answer.previousTotals).toEqual({ views: 5, taps: { ...zeroTaps, whatsapp: 2 } });
    expect(answer.requests).toEqual({ count: 2, previous: 1 });
    expect(answer.comments).toEqual({ count: 1, previous: 1 });
    expect(answer.rating).toEqual({ average: 3, count: 2, previousAverage: 2, previousCount: 1 });
  });

  it('takes 30 days without a choice, and 90', async () => {
    const month = (await get(`/api/my-projects/${first}/insights`, owner.token)).json<ProjectInsights>();
    expect(month.days).toHaveLength(30);
    expect(month.totals.views).toBe(10);
    expect(month.previousTotals.views).toBe(0);
    const quarter = (
      await get(`/api/my-projects/${first}/insights?days=90`, owner.token)
    ).json<ProjectInsights>();
    expect(quarter.days).toHaveLength(90);
  });

  it('answers a project without counts with zeros', async () => {
    const quiet = await createProject(app, owner.id, { published: false });
    const answer = (
      await get(`/api/my-projects/${quiet}/insights?days=7`, owner.token)
    ).json<ProjectInsights>();
    expect(answer.days.every((day) => day.views === 0)).toBe(true);
    expect(answer.totals).toEqual({ views: 0, taps: zeroTaps });
    expect(answer.rating).toEqual({ average: null, count: 0, previousAverage: null, previousCount: 0 });
  });

  it("is the owner's own: another owner's project is not found, other roles are refused", async () => {
    const other = await anAccount(app, { role: 'owner' });
    const notTheirs = await get(`/api/my-projects/${first}/insights`, other.token);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toMatchObject({ code: 'PROJECT_NOT_FOUND' });
    expect((await get(`/api/my-projects/999999/insights`, owner.token)).statusCode).toBe(404);
    expect((await get(`/api/my-projects/${first}/insights`)).statusCode).toBe(401);
    expect((await get(`/api/my-projects/${first}/insights`, adminToken)).statusCode).toBe(403);
  });

  it('refuses a period other than 7, 30 or 90 days', async () => {
    const response = await get(`/api/my-projects/${first}/insights?days=14`, owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { days: 'The period must be 7, 30 or 90 days.' } });
  });
});

describe('GET /api/my-projects/insights', () => {
  it("sums every project of the owner's, and lists each with its own totals", async () => {
    const response = await get('/api/my-projects/insights?days=7', owner.token);
    expect(response.statusCode).toBe(200);
    const answer = response.json<OwnerInsights>();
    expect(answer.days).toHaveLength(7);
    expect(answer.days[5]).toEqual({ date: addDays(today, -1), views: 7, taps: { ...zeroTaps, social: 1 } });
    expect(answer.totals).toEqual({ views: 12, taps: { ...zeroTaps, phone: 1, social: 1 } });
    const byName = Object.fromEntries(answer.projects.map((project) => [project.name, project]));
    expect(byName['Blue glass']).toMatchObject({
      id: first,
      totals: { views: 5 },
      comments: { count: 1, previous: 1 },
    });
    expect(byName['Olive soap']).toMatchObject({
      id: second,
      totals: { views: 7 },
      rating: { average: null },
    });
  });

  it('answers an owner without projects with zeros and no projects', async () => {
    const newcomer = await anAccount(app, { role: 'owner' });
    const answer = (await get('/api/my-projects/insights?days=7', newcomer.token)).json<OwnerInsights>();
    expect(answer.projects).toEqual([]);
    expect(answer.totals).toEqual({ views: 0, taps: zeroTaps });
  });
});

describe('a deleted project', () => {
  it('takes its daily counts with it', async () => {
    const gone = await createProject(app, owner.id);
    await count(gone, 0, 'view', 2);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/my-projects/${gone}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await app.db.selectFrom('insights_daily').selectAll().where('item_id', '=', gone).execute();
    expect(rows).toEqual([]);
  });
});

describe('GET /api/admin/insights', () => {
  it('counts the platform per ISO week, oldest first, with the weeks before to compare', async () => {
    const event = await app.db
      .insertInto('events')
      .values({
        name: 'Bazaar',
        name_folded: 'bazaar',
        description: '',
        city: 'Hebron',
        street: 'Old City',
        start_date: today,
        end_date: today,
        categories: '[]',
        categories_folded: '',
        kind: 'physical',
        capacity: null,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await count(event.id, 0, 'view', 6, 'event');
    const response = await get('/api/admin/insights?weeks=4', adminToken);
    expect(response.statusCode).toBe(200);
    const answer = response.json<AdminInsights>();
    expect(answer.weeks.map((week) => week.start)).toEqual(
      [21, 14, 7, 0].map((back) => addDays(mondayOf(today), -back)),
    );
    expect(answer.weeks[3]!.week).toMatch(/^\d{4}-W\d{2}$/);
    const thisWeek = answer.weeks[3]!;
    // Every account of this suite signed up today; the admin is not a sign-up.
    expect(thisWeek.signUps.owner).toBeGreaterThanOrEqual(2);
    expect(thisWeek.signUps.investor).toBe(1);
    expect(thisWeek.projectsPublished).toBeGreaterThanOrEqual(2);
    expect(thisWeek.bazaarsCreated).toBe(1);
    expect(thisWeek.views.bazaars).toBe(6);
    expect(answer.totals.views).toEqual({ projects: 17, bazaars: 6 });
    expect(answer.totals.signUps).toEqual(
      answer.weeks.reduce(
        (sum, week) => ({
          owner: sum.owner + week.signUps.owner,
          user: sum.user + week.signUps.user,
          investor: sum.investor + week.signUps.investor,
        }),
        { owner: 0, user: 0, investor: 0 },
      ),
    );
    expect(answer.previousTotals.views).toEqual({ projects: 0, bazaars: 0 });
    expect(answer.weeks[0]).toMatchObject({ comments: 0, mailsSent: 0, mailsUndelivered: 0 });
  });

  it('is the admin only, and takes 4, 12, 26 or 52 weeks', async () => {
    expect((await get('/api/admin/insights', owner.token)).statusCode).toBe(403);
    expect((await get('/api/admin/insights')).statusCode).toBe(401);
    expect((await get('/api/admin/insights', adminToken)).json<AdminInsights>().weeks).toHaveLength(12);
    expect((await get('/api/admin/insights?weeks=3', adminToken)).statusCode).toBe(400);
  });
});

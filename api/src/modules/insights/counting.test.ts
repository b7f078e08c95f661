import type { FastifyInstance, InjectOptions } from 'fastify';
import { hebronToday } from '@rowad/shared/schemas';
import { anAccount, bearer, clientAddress, logIn } from '../../test-support/accounts.js';
import { createFakeWebRoot, type FakeWebRoot } from '../../test-support/fake-web-root.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { createProject } from '../community/test-projects.js';

// Counting the public pages (issue 30): views of the drawn pages and taps sent by their beacon,
// each person once a page (a channel) a day; robots, prefetches, HEAD, owners and admins not.

const ADMIN = { email: 'admin@rowad.test', password: 'admin-pass-1' };
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

let webRoot: FakeWebRoot;
let app: FastifyInstance;
let owner: { token: string; id: number };
let adminToken: string;

beforeAll(async () => {
  webRoot = await createFakeWebRoot();
  app = await buildTestApp({
    WEB_ROOT: webRoot.dir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  owner = await anAccount(app, { role: 'owner' });
  adminToken = await logIn(app, ADMIN.email, ADMIN.password);
}, 30_000);

afterAll(async () => {
  await app.close();
  await webRoot.remove();
});

/** A person's browser, from its own address. */
const person = (userAgent = BROWSER, ip = clientAddress()) => ({ ip, userAgent });
type Person = ReturnType<typeof person>;

const open = (url: string, who: Person, extra: InjectOptions = {}) =>
  app.inject({
    method: 'GET',
    url,
    remoteAddress: who.ip,
    ...extra,
    headers: { accept: 'text/html', 'user-agent': who.userAgent, ...(extra.headers ?? {}) },
  });

const tap = (body: unknown, who: Person, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/insights/events',
    remoteAddress: who.ip,
    headers: { 'user-agent': who.userAgent, ...(token ? bearer(token) : {}) },
    payload: body as InjectOptions['payload'],
  });

/** The item's counts today, by metric, once the queue is written. */
async function countsOf(kind: 'project' | 'event', id: number): Promise<Record<string, number>> {
  await app.insightsCounter.flush();
  const rows = await app.db
    .selectFrom('insights_daily')
    .select(['metric', 'count'])
    .where('kind', '=', kind)
    .where('item_id', '=', id)
    .where('day', '=', hebronToday(new Date()))
    .execute();
  return Object.fromEntries(rows.map((row) => [row.metric, row.count]));
}

async function anEvent(): Promise<number> {
  const today = hebronToday(new Date());
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: bearer(adminToken),
    payload: {
      name: 'Old City bazaar',
      city: 'Hebron',
      street: 'Bab al-Zawiya',
      startDate: today,
      endDate: today,
      categories: ['crafts'],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('views of the drawn pages', () => {
  it('counts a person once a page a day, and a second person again', async () => {
    const id = await createProject(app, owner.id);
    const amal = person();
    for (let i = 0; i < 3; i += 1) expect((await open(`/project/${id}`, amal)).statusCode).toBe(200);
    expect(await countsOf('project', id)).toEqual({ view: 1 });

    // Another browser on the same address (a family's phone) is another person.
    await open(`/project/${id}`, person(OTHER_BROWSER, amal.ip));
    await open(`/project/${id}?tab=comments`, person());
    expect(await countsOf('project', id)).toEqual({ view: 3 });
  });

  it('counts a bazaar page, kept by the page cache or not', async () => {
    const id = await anEvent();
    await open(`/event/${id}`, person());
    await open(`/event/${id}`, person());
    expect(await countsOf('event', id)).toEqual({ view: 2 });
  });

  it('does not count robots, prefetches, HEAD requests, nor a page that names nothing', async () => {
    const id = await createProject(app, owner.id);
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'WhatsApp/2.24',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse',
      'curl/8.5.0',
      '',
    ]) {
      expect((await open(`/project/${id}`, person(agent))).statusCode).toBe(200);
    }
    for (const headers of [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
    ]) {
      await open(`/project/${id}`, person(), { headers });
    }
    expect((await open(`/project/${id}`, person(), { method: 'HEAD' })).statusCode).toBe(200);
    expect((await open(`/project/${id + 1000}`, person())).statusCode).toBe(404);
    expect(await countsOf('project', id)).toEqual({});
    expect(await countsOf('project', id + 1000)).toEqual({});
  });

  it('keeps no address, no user agent, only hashes under a salt of the day', async () => {
    const id = await createProject(app, owner.id);
    const who = person();
    await open(`/project/${id}`, who);
    await app.insightsCounter.flush();
    const seen = await app.db.selectFrom('insights_seen').selectAll().execute();
    const salts = await app.db.selectFrom('insights_salts').selectAll().execute();
    expect(salts.map((salt) => salt.day)).toEqual([hebronToday(new Date())]);
    for (const row of seen) {
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.hash).not.toContain(who.ip);
    }
  });
});

describe('POST /api/insights/events', () => {
  it('counts each channel once a person a day, and answers 204 without a body', async () => {
    const id = await createProject(app, owner.id);
    const amal = person();
    for (const channel of ['phone', 'whatsapp', 'email', 'website', 'social', 'map', 'phone', 'social']) {
      const response = await tap({ kind: 'project', id, channel }, amal);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    await tap({ kind: 'project', id, channel: 'phone' }, person());
    expect(await countsOf('project', id)).toEqual({
      phone: 2,
      whatsapp: 1,
      email: 1,
      website: 1,
      social: 1,
      map: 1,
    });
  });

  it("counts 'Add to calendar' on a bazaar", async () => {
    const id = await anEvent();
    expect((await tap({ kind: 'event', id, channel: 'calendar' }, person())).statusCode).toBe(204);
    expect(await countsOf('event', id)).toEqual({ calendar: 1 });
  });

  it("counts a page the app shows as a view, once with the same person's drawn page, never the owner's", async () => {
    const id = await createProject(app, owner.id);
    const amal = person();
    await open(`/project/${id}`, amal);
    expect((await tap({ kind: 'project', id, channel: 'view' }, amal)).statusCode).toBe(204);
    await tap({ kind: 'project', id, channel: 'view' }, person());
    await tap({ kind: 'project', id, channel: 'view' }, person(), owner.token);
    expect(await countsOf('project', id)).toEqual({ view: 2 });
  });

  it('refuses a channel it does not know, and a calendar on a project, with 400', async () => {
    const id = await createProject(app, owner.id);
    const fax = await tap({ kind: 'project', id, channel: 'fax' }, person());
    expect(fax.statusCode).toBe(400);
    expect(fax.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        channel: 'The channel must be phone, whatsapp, email, website, social, map, calendar or view.',
      },
    });
    const calendar = await tap({ kind: 'project', id, channel: 'calendar' }, person());
    expect(calendar.statusCode).toBe(400);
    expect(calendar.json()).toMatchObject({
      errors: { channel: "'Add to calendar' is counted on bazaars only." },
    });
    expect((await tap({ kind: 'shop', id, channel: 'phone' }, person())).statusCode).toBe(400);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/insights/events',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      payload: '{"kind":',
    });
    expect(malformed.json()).toMatchObject({ code: 'MALFORMED_BODY' });
    expect(await countsOf('project', id)).toEqual({});
  });

  it("does not count the owner's own taps, an admin's, a robot's, nor a tap naming nothing", async () => {
    const id = await createProject(app, owner.id);
    const draft = await createProject(app, owner.id, { published: false });
    expect((await tap({ kind: 'project', id, channel: 'phone' }, person(), owner.token)).statusCode).toBe(
      204,
    );
    expect((await tap({ kind: 'project', id, channel: 'email' }, person(), adminToken)).statusCode).toBe(204);
    await tap({ kind: 'project', id, channel: 'website' }, person('python-requests/2.32'));
    await tap({ kind: 'project', id: draft, channel: 'phone' }, person());
    await tap({ kind: 'project', id: 2_000_000, channel: 'phone' }, person());
    expect(await countsOf('project', id)).toEqual({});
    expect(await countsOf('project', draft)).toEqual({});
    expect(await countsOf('project', 2_000_000)).toEqual({});

    // Another owner's tap on it is a visitor's.
    const other = await anAccount(app, { role: 'owner' });
    await tap({ kind: 'project', id, channel: 'map' }, person(), other.token);
    expect(await countsOf('project', id)).toEqual({ map: 1 });
  });

  it('drops no drawn page nor kept answer: a tap changes nothing the public sees', async () => {
    const id = await createProject(app, owner.id);
    const first = await app.inject({ method: 'GET', url: `/api/projects/${id}` });
    await tap({ kind: 'project', id, channel: 'phone' }, person());
    const second = await app.inject({
      method: 'GET',
      url: `/api/projects/${id}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });
});

describe('the queue', () => {
  it('is written by itself within the 10 s the issue allows', async () => {
    const id = await createProject(app, owner.id);
    await open(`/project/${id}`, person());
    const deadline = Date.now() + 10_000;
    let rows: unknown[] = [];
    while (rows.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await app.db.selectFrom('insights_daily').selectAll().where('item_id', '=', id).execute();
    }
    expect(rows).toEqual([expect.objectContaining({ kind: 'project', metric: 'view', count: 1 })]);
  }, 15_000);
});

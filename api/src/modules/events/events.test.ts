import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hebronToday } from '@rowad/shared/schemas';
import sharp from 'sharp';
import { bearer, logIn, signUp } from '../../test-support/accounts.js';
import { buildMultipart } from '../../test-support/multipart-body.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

type Account = Awaited<ReturnType<typeof signUp>>;

let smtp: SmtpListener;
let app: FastifyInstance;
let ownerA: Account;
let ownerB: Account;
let investor: Account;
let user: Account;
let adminToken: string;

const ADMIN = { ADMIN_EMAIL: 'admin@rowad.ps', ADMIN_PASSWORD: 'admin-pass-1234' };

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({ ...ADMIN, SMTP_URL: smtp.url });
  ownerA = await signUp(app, smtp, { role: 'owner', firstName: 'Amal' });
  ownerB = await signUp(app, smtp, { role: 'owner', firstName: 'Basel' });
  investor = await signUp(app, smtp, { role: 'investor', firstName: 'Sami' });
  user = await signUp(app, smtp, { role: 'user', firstName: 'Huda' });
  adminToken = await logIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** A day relative to today in Hebron, as `YYYY-MM-DD`. */
function day(offset: number): string {
  const date = new Date(`${hebronToday(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const call = (method: InjectOptions['method'], url: string, token?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const idsOf = (response: { json: () => unknown }) => (response.json() as { id: number }[]).map((e) => e.id);

let counter = 0;
async function createEvent(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const response = await call('POST', '/api/admin/events', adminToken, {
    name: `Bazaar ${counter}`,
    city: 'Hebron',
    street: 'Bab al-Zawiya',
    startDate: day(3),
    endDate: day(5),
    categories: ['crafts'],
    ...overrides,
  });
  if (response.statusCode !== 201)
    throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; name: string; status: string; images: unknown[] }>();
}

const png = (color: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();

async function upload(eventId: number, files: Buffer[], token = adminToken) {
  const { body, contentType } = buildMultipart(
    files.map((data, i) => ({ name: 'images', filename: `p${i}.png`, contentType: 'image/png', data })),
  );
  return app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/images`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

const eventUploads = () => {
  try {
    return readdirSync(path.join(app.config.dataDir, 'uploads', 'events'));
  } catch {
    return [];
  }
};

describe('permissions', () => {
  it('lets anyone read events, with or without a token', async () => {
    const event = await createEvent();
    for (const token of [undefined, user.token, ownerA.token, investor.token, adminToken]) {
      expect((await call('GET', '/api/events', token)).statusCode).toBe(200);
      expect((await call('GET', '/api/app/events', token)).statusCode).toBe(200);
      expect((await call('GET', `/api/events/${event.id}`, token)).statusCode).toBe(200);
    }
  });

  it('lets only owners take part, with the 401 and 403 the client shows', async () => {
    const event = await createEvent();
    const url = `/api/events/${event.id}/participate`;
    expect((await call('POST', url)).statusCode).toBe(401);
    for (const token of [user.token, investor.token, adminToken]) {
      const response = await call('POST', url, token);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only business owners can take part in bazaars.');
    }
    expect((await call('POST', url, ownerA.token)).statusCode).toBe(201);

    const mine = `/api/events/${event.id}/my-participation`;
    expect((await call('GET', mine)).statusCode).toBe(401);
    for (const token of [user.token, investor.token, adminToken]) {
      expect((await call('GET', mine, token)).statusCode).toBe(403);
    }
    expect((await call('GET', mine, ownerA.token)).statusCode).toBe(200);
  });

  it('keeps every admin call to admins', async () => {
    const event = await createEvent();
    const calls: [InjectOptions['method'], string, unknown][] = [
      ['POST', '/api/admin/events', {}],
      ['PATCH', `/api/admin/events/${event.id}`, { name: 'x' }],
      ['DELETE', `/api/admin/events/${event.id}`, undefined],
      ['POST', `/api/admin/events/${event.id}/images`, undefined],
      ['DELETE', `/api/admin/events/${event.id}/images`, { imageIds: [1] }],
      ['POST', `/api/admin/events/${event.id}/images/set-cover`, { imageId: 1 }],
      ['GET', `/api/admin/events/${event.id}/participations`, undefined],
      ['GET', '/api/admin/review/participations', undefined],
      ['POST', '/api/admin/participations/1/accept', {}],
      ['POST', '/api/admin/participations/1/reject', { reason: 'no' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url} guest`).toBe(401);
      for (const token of [user.token, ownerA.token, investor.token]) {
        expect((await call(method, url, token, payload)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    // The admin gets through to the handler (the answers themselves are tested below).
    expect((await call('GET', `/api/admin/events/${event.id}/participations`, adminToken)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/admin/review/participations', adminToken)).statusCode).toBe(200);
    expect(
      (await call('PATCH', `/api/admin/events/${event.id}`, adminToken, { name: 'Renamed' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/events/${event.id}`, adminToken)).statusCode).toBe(204);
  });
});

describe('admin event management', () => {
  it("creates an event and shows it with the product's fields (docs/product.md §3)", async () => {
    const response = await call('POST', '/api/admin/events', adminToken, {
      name: ' Winter Bazaar ',
      description: 'Soap, glass and olive wood.',
      city: 'Hebron',
      startDate: day(10),
      endDate: day(11),
      categories: ['soap', ' ', 'glass'],
      kind: 'virtual',
      capacity: 20,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Winter Bazaar',
      description: 'Soap, glass and olive wood.',
      city: 'Hebron',
      street: '',
      startDate: day(10),
      endDate: day(11),
      categories: ['soap', 'glass'],
      images: [],
      status: 'upcoming',
      kind: 'virtual',
      capacity: 20,
      placesLeft: 20,
    });
    expect((await call('GET', `/api/events/${created.id}`)).json()).toEqual(created);
  });

  it('answers the validation messages', async () => {
    const response = await call('POST', '/api/admin/events', adminToken, {
      name: '',
      city: ' ',
      startDate: '2026-02-30',
      endDate: 'soon',
      categories: [''],
      capacity: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: 'Event name is required.',
      city: 'City is required.',
      startDate: 'Please enter a valid date',
      endDate: 'Please enter a valid date',
      categories: 'At least one category is required.',
      capacity: 'Capacity must be a whole number from 1 to 100000.',
    });
    const reversed = await call('POST', '/api/admin/events', adminToken, {
      name: 'x',
      city: 'Hebron',
      startDate: day(5),
      endDate: day(4),
      categories: ['a'],
    });
    expect(reversed.json().errors).toEqual({ endDate: 'The end date must be on or after the start date.' });
  });

  it('patches the fields sent and checks the whole again', async () => {
    const event = await createEvent({ startDate: day(3), endDate: day(5) });
    const renamed = await call('PATCH', `/api/admin/events/${event.id}`, adminToken, { city: 'Bethlehem' });
    expect(renamed.json()).toMatchObject({ name: event.name, city: 'Bethlehem', endDate: day(5) });
    const bad = await call('PATCH', `/api/admin/events/${event.id}`, adminToken, { endDate: day(1) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ endDate: 'The end date must be on or after the start date.' });
    expect((await call('PATCH', `/api/admin/events/${event.id}`, adminToken, [1])).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/events/999999', adminToken, { city: 'x' })).statusCode).toBe(404);
  });

  it('deletes an event, its requests and its image files', async () => {
    const event = await createEvent();
    const added = await upload(event.id, [await png('#123456')]);
    expect(added.statusCode).toBe(201);
    const files = added.json()[0].variants.length;
    await call('POST', `/api/events/${event.id}/participate`, ownerB.token);
    const before = eventUploads().length;
    expect((await call('DELETE', `/api/admin/events/${event.id}`, adminToken)).statusCode).toBe(204);
    expect(eventUploads().length).toBe(before - files);
    expect((await call('GET', `/api/events/${event.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/events/${event.id}`, adminToken)).statusCode).toBe(404);
  });
});

describe('status by the dates in Hebron', () => {
  it('is upcoming, ongoing (first and last day) or past', async () => {
    const tag = `Status${Date.now()}`;
    const upcoming = await createEvent({ name: `${tag} up`, startDate: day(1), endDate: day(2) });
    const startsToday = await createEvent({ name: `${tag} start`, startDate: day(0), endDate: day(2) });
    const endsToday = await createEvent({ name: `${tag} end`, startDate: day(-2), endDate: day(0) });
    const past = await createEvent({ name: `${tag} past`, startDate: day(-3), endDate: day(-1) });
    expect([upcoming.status, startsToday.status, endsToday.status, past.status]).toEqual([
      'upcoming',
      'ongoing',
      'ongoing',
      'past',
    ]);
    const names = async (status: string) =>
      (await call('GET', `/api/events?q=${tag}&status=${status}`)).json().map((e: { id: number }) => e.id);
    expect(await names('upcoming')).toEqual([upcoming.id]);
    expect(await names('ongoing')).toEqual([endsToday.id, startsToday.id]);
    expect(await names('past')).toEqual([past.id]);
    expect((await call('GET', '/api/events?status=soon')).statusCode).toBe(400);
  });
});

describe('GET /api/events', () => {
  it('walks every matching event once, newest first, with X-Total-Count and Link', async () => {
    const tag = `Paging${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createEvent({ name: `${tag} ${i}` })).id);

    const seen: number[] = [];
    let url: string | undefined = `/api/events?q=${tag}&limit=2`;
    let pages = 0;
    while (url) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('5');
      seen.push(...response.json().map((e: { id: number }) => e.id));
      const link = response.headers.link as string | undefined;
      url = link ? `/api${/<\/api([^>]+)>; rel="next"/.exec(link)![1]}` : undefined;
      if (url) expect(url).toContain(`q=${tag}`);
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('finds Arabic names without diacritics and with the usual spelling variants', async () => {
    const event = await createEvent({ name: 'سُوقُ الخَلِيلِ لِلأَشْغَالِ اليدوية' });
    for (const q of ['سوق الخليل', 'للاشغال', 'لِلإشغال', 'سُوق']) {
      const found = (await call('GET', `/api/events?q=${encodeURIComponent(q)}`)).json();
      expect(found.map((e: { id: number }) => e.id)).toContain(event.id);
    }
    const none = await call('GET', `/api/events?q=${encodeURIComponent('سوق نابلس')}`);
    expect(none.json().map((e: { id: number }) => e.id)).not.toContain(event.id);
  });

  it('filters by a whole category, folded as q is, with paging, totals, q and status', async () => {
    const tag = `Pottery${Date.now()}`;
    const a = await createEvent({ name: 'Clay day', categories: [tag, 'Bazaar'] });
    await createEvent({ name: 'Glass day', categories: [`${tag}s`] });
    const b = await createEvent({ name: 'Clay night', categories: [` ${tag.toUpperCase()} `] });
    const c = await createEvent({
      name: 'Clay past',
      categories: [tag],
      startDate: day(-5),
      endDate: day(-4),
    });

    const first = await call('GET', `/api/app/events?category=${tag.toLowerCase()}&limit=2`);
    expect(first.headers['x-total-count']).toBe('3');
    expect(idsOf(first)).toEqual([c.id, b.id]);
    const next = /<\/api([^>]+)>; rel="next"/.exec(first.headers.link as string)![1]!;
    expect(next).toContain(`category=${tag.toLowerCase()}`);
    const second = await call('GET', `/api${next}`);
    expect(second.headers['x-total-count']).toBe('3');
    expect(idsOf(second)).toEqual([a.id]);
    expect(second.headers.link).toBeUndefined();

    const upcoming = await call('GET', `/api/events?category=${tag}&status=upcoming&q=clay%20d`);
    expect(upcoming.headers['x-total-count']).toBe('1');
    expect(idsOf(upcoming)).toEqual([a.id]);

    // An edit moves the event in and out of a category.
    await call('PATCH', `/api/admin/events/${a.id}`, adminToken, { categories: ['Weaving'] });
    expect(idsOf(await call('GET', `/api/events?category=${tag}`))).toEqual([c.id, b.id]);
  });

  it('finds an Arabic category without diacritics and with the usual spelling variants', async () => {
    const event = await createEvent({ categories: ['حِرَفٌ يَدَوِيَّة', 'أطعمة'] });
    for (const category of ['حرف يدويه', 'حِرَف يَدَوِيَّة', 'اطعمه']) {
      const found = await call('GET', `/api/events?category=${encodeURIComponent(category)}`);
      expect(idsOf(found)).toContain(event.id);
    }
    const none = await call('GET', `/api/events?category=${encodeURIComponent('حرف')}`);
    expect(idsOf(none)).not.toContain(event.id);
  });

  it('treats % and _ in q as text, and refuses a bad limit or cursor', async () => {
    await createEvent({ name: 'Half 50% off' });
    const found = (await call('GET', `/api/events?q=${encodeURIComponent('50%')}`)).json();
    expect(found.every((e: { name: string }) => e.name.includes('50%'))).toBe(true);
    expect((await call('GET', '/api/events?limit=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/events?limit=abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/events?cursor=garbage')).statusCode).toBe(400);
  });

  it("answers 404 'Event not found' for a missing or malformed id", async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await call('GET', `/api/events/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Event not found');
    }
  });
});

describe('taking part', () => {
  it('goes none (404) -> pending -> accepted, with a mail and an audit entry', async () => {
    const event = await createEvent({ name: 'Olive Harvest Fair' });
    const mine = `/api/events/${event.id}/my-participation`;
    expect((await call('GET', mine, ownerA.token)).statusCode).toBe(404);

    // The product's client (docs/product.md §7) sends an empty body, with or without a JSON content type.
    const registered = await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/participate`,
      headers: { ...bearer(ownerA.token), 'content-type': 'application/json' },
      payload: '',
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toEqual({ status: 'pending', reason: null });
    expect((await call('GET', mine, ownerA.token)).json()).toEqual({ status: 'pending', reason: null });

    const queue = (await call('GET', '/api/admin/review/participations?limit=100', adminToken)).json();
    const request = queue.find((p: { event: { id: number } }) => p.event.id === event.id);
    expect(request).toMatchObject({
      event: { id: event.id, name: 'Olive Harvest Fair' },
      owner: { id: ownerA.id, firstName: 'Amal', lastName: 'Tamimi' },
      status: 'pending',
      note: null,
    });

    const accepted = await call('POST', `/api/admin/participations/${request.id}/accept`, adminToken);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) });
    expect((await call('GET', mine, ownerA.token)).json()).toEqual({ status: 'accepted', reason: null });

    const mail = await smtp.waitFor(
      (m) => m.to.includes(ownerA.email) && m.subject.includes('Olive Harvest Fair'),
    );
    expect(mail.subject).toMatch(/accepted/);
    expect(mail.text).toContain('Olive Harvest Fair');

    const audit = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('subject_type', '=', 'participation')
      .where('subject_id', '=', request.id)
      .execute();
    expect(audit).toMatchObject([{ action: 'participation.accepted' }]);

    const again = await call('POST', `/api/admin/participations/${request.id}/reject`, adminToken, {
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has already been decided.');
    const queueAfter = (await call('GET', '/api/admin/review/participations?limit=100', adminToken)).json();
    expect(queueAfter.map((p: { id: number }) => p.id)).not.toContain(request.id);
  });

  it('rejects with a reason, in Arabic for an Arabic reader', async () => {
    await app.db.updateTable('users').set({ language: 'ar' }).where('id', '=', ownerB.id).execute();
    const event = await createEvent({ name: 'Ramadan Nights' });
    const registered = await call('POST', `/api/events/${event.id}/participate`, ownerB.token, {
      note: 'Ceramics',
    });
    expect(registered.statusCode).toBe(201);
    const [request] = (await call('GET', `/api/admin/events/${event.id}/participations`, adminToken)).json();
    expect(request).toMatchObject({ note: 'Ceramics', owner: { id: ownerB.id, firstName: 'Basel' } });

    const noReason = await call('POST', `/api/admin/participations/${request.id}/reject`, adminToken, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: 'Please give a reason.' });

    const rejected = await call('POST', `/api/admin/participations/${request.id}/reject`, adminToken, {
      reason: 'All stalls are taken',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'All stalls are taken' });
    expect((await call('GET', `/api/events/${event.id}/my-participation`, ownerB.token)).json()).toEqual({
      status: 'rejected',
      reason: 'All stalls are taken',
    });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(ownerB.email) && m.subject.includes('Ramadan Nights'),
    );
    expect(mail.subject).toContain('رفض');
    expect(mail.text).toContain('All stalls are taken');
    const audit = await app.db
      .selectFrom('audit_log')
      .select(['action', 'reason'])
      .where('subject_type', '=', 'participation')
      .where('subject_id', '=', request.id)
      .execute();
    expect(audit).toEqual([{ action: 'participation.rejected', reason: 'All stalls are taken' }]);
  });

  it('refuses a past event, a second request, and a full event', async () => {
    const past = await createEvent({ startDate: day(-3), endDate: day(-1) });
    const ended = await call('POST', `/api/events/${past.id}/participate`, ownerA.token);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe('This event has already ended.');

    // Ongoing (today is the last day) is still open.
    const lastDay = await createEvent({ startDate: day(-1), endDate: day(0), capacity: 1 });
    expect((await call('POST', `/api/events/${lastDay.id}/participate`, ownerA.token)).statusCode).toBe(201);
    const twice = await call('POST', `/api/events/${lastDay.id}/participate`, ownerA.token, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already registered for this event.');

    // Pending requests do not fill the event; an accepted one fills a capacity of 1.
    const [request] = (
      await call('GET', `/api/admin/events/${lastDay.id}/participations`, adminToken)
    ).json();
    expect(
      (await call('POST', `/api/admin/participations/${request.id}/accept`, adminToken, {})).statusCode,
    ).toBe(200);
    const full = await call('POST', `/api/events/${lastDay.id}/participate`, ownerB.token);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This event is full.');

    expect((await call('POST', '/api/events/999999/participate', ownerA.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/events/999999/my-participation', ownerA.token)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/participations/999999/accept', adminToken)).statusCode).toBe(404);
  });

  it('counts the places left from the accepted requests, on the detail and in the list', async () => {
    const event = await createEvent({ name: 'Stall Count Market', capacity: 2 });
    const listed = async () => {
      const response = await call('GET', '/api/events?q=stall%20count%20market&limit=100');
      expect(response.statusCode).toBe(200);
      return response.json<{ id: number; placesLeft: number | null }[]>().find((e) => e.id === event.id);
    };
    const detail = async () =>
      (await call('GET', `/api/events/${event.id}`)).json<{ placesLeft: number | null }>().placesLeft;
    expect(await detail()).toBe(2);

    // A pending request takes no place; the accepted one does, the rejected one does not.
    for (const owner of [ownerA, ownerB]) {
      expect((await call('POST', `/api/events/${event.id}/participate`, owner.token)).statusCode).toBe(201);
    }
    expect(await detail()).toBe(2);
    const requests = (await call('GET', `/api/admin/events/${event.id}/participations`, adminToken)).json<
      { id: number; owner: { id: number } }[]
    >();
    const requestOf = (owner: Account) => requests.find((r) => r.owner.id === owner.id)!.id;
    const accepted = await call('POST', `/api/admin/participations/${requestOf(ownerA)}/accept`, adminToken, {
      reason: 'Welcome aboard',
    });
    expect(accepted.statusCode).toBe(200);
    const rejected = await call('POST', `/api/admin/participations/${requestOf(ownerB)}/reject`, adminToken, {
      reason: 'Stall plan full',
    });
    expect(rejected.statusCode).toBe(200);

    expect(await detail()).toBe(1);
    expect(await listed()).toMatchObject({ capacity: 2, placesLeft: 1 });
    expect((await call('GET', `/api/events/${event.id}/my-participation`, ownerB.token)).json()).toEqual({
      status: 'rejected',
      reason: 'Stall plan full',
    });
    // An acceptance's word for the owner is not a rejection reason.
    expect((await call('GET', `/api/events/${event.id}/my-participation`, ownerA.token)).json()).toEqual({
      status: 'accepted',
      reason: null,
    });

    // None left once the capacity comes down to the accepted requests; null without a capacity.
    const patched = await call('PATCH', `/api/admin/events/${event.id}`, adminToken, { capacity: 1 });
    expect(patched.json()).toMatchObject({ capacity: 1, placesLeft: 0 });
    await app.db.updateTable('events').set({ capacity: null }).where('id', '=', event.id).execute();
    expect(await detail()).toBeNull();
    expect(await listed()).toMatchObject({ capacity: null, placesLeft: null });
  });

  it('refuses a note that is too long', async () => {
    const event = await createEvent();
    const response = await call('POST', `/api/events/${event.id}/participate`, ownerA.token, {
      note: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('note');
  });
});

/** The physical lines of a calendar file, as bytes: split at each CRLF. */
function physicalLines(raw: Buffer): Buffer[] {
  const lines: Buffer[] = [];
  let start = 0;
  for (let index = raw.indexOf('\r\n'); index !== -1; index = raw.indexOf('\r\n', start)) {
    lines.push(raw.subarray(start, index));
    start = index + 2;
  }
  lines.push(raw.subarray(start));
  return lines;
}

/** What a calendar app reads: lines unfolded, each property's name (with parameters) and its value unescaped. */
function readCalendar(text: string): [string, string][] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      const value = line
        .slice(colon + 1)
        .replace(/\\([\\;,nN])/g, (_match, escaped: string) =>
          escaped.toLowerCase() === 'n' ? '\n' : escaped,
        );
      return [line.slice(0, colon), value];
    });
}

describe('GET /api/events/{id}/calendar.ics', () => {
  const description =
    'سوق الخليل للحرف اليدوية: صابون زيت الزيتون، الزجاج الأزرق، والخزف; تعالوا مع العائلة\nوالأصدقاء \\ مرحبا';

  it('answers an iCalendar file that reads back to the event, folded and escaped', async () => {
    const event = await createEvent({
      name: 'Olive, oil; & soap',
      description,
      street: 'Bab al-Zawiya',
      city: 'Hebron',
      startDate: day(3),
      endDate: day(5),
    });
    const before = Date.now();
    const response = await call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="event-${event.id}.ics"`);

    // CRLF line endings only; no line over 75 octets, none cut inside a character's bytes.
    const raw = response.rawPayload;
    expect(response.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = physicalLines(raw).slice(0, -1);
    const strict = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => strict.decode(line)).not.toThrow();
    }
    const continuations = lines.filter((line) => line[0] === 0x20);
    expect(continuations.length).toBeGreaterThan(1);

    const properties = readCalendar(response.body);
    const value = (name: string) => properties.find(([key]) => key === name)?.[1];
    expect(properties.map(([key]) => key)).toEqual([
      'BEGIN',
      'PRODID',
      'VERSION',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART;VALUE=DATE',
      'DTEND;VALUE=DATE',
      'SUMMARY',
      'DESCRIPTION',
      'LOCATION',
      'URL',
      'END',
      'END',
    ]);
    expect(properties[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(properties[5]).toEqual(['BEGIN', 'VEVENT']);
    expect(properties.slice(-2)).toEqual([
      ['END', 'VEVENT'],
      ['END', 'VCALENDAR'],
    ]);
    expect(value('PRODID')).toBe('-//Rowad//Bazaars//EN');
    expect(value('VERSION')).toBe('2.0');
    expect(value('CALSCALE')).toBe('GREGORIAN');
    expect(value('METHOD')).toBe('PUBLISH');
    expect(value('SUMMARY')).toBe('Olive, oil; & soap');
    expect(value('DESCRIPTION')).toBe(description);
    expect(value('LOCATION')).toBe('Bab al-Zawiya, Hebron');
    // The raw lines carry the escapes a calendar app undoes.
    expect(response.body).toContain('SUMMARY:Olive\\, oil\\; & soap\r\n');
    expect(response.body).toContain('LOCATION:Bab al-Zawiya\\, Hebron\r\n');

    const site = app.config.publicUrl;
    expect(value('UID')).toBe(`event-${event.id}@${new URL(site).host}`);
    expect(value('URL')).toBe(`${site}/event/${event.id}`);

    // All-day: DTEND is the day after the last day.
    expect(value('DTSTART;VALUE=DATE')).toBe(day(3).replace(/-/g, ''));
    expect(value('DTEND;VALUE=DATE')).toBe(day(6).replace(/-/g, ''));
    const stamp = value('DTSTAMP')!;
    expect(stamp).toMatch(/^\d{8}T\d{6}Z$/);
    const stamped = Date.parse(
      stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    expect(stamped).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stamped).toBeLessThanOrEqual(Date.now());
  });

  it('ends a last day of the year on the next year, and leaves out a blank street and description', async () => {
    const event = await createEvent({
      name: 'New Year Market',
      street: '   ',
      city: 'Bethlehem',
      startDate: '2026-12-30',
      endDate: '2026-12-31',
    });
    const response = await call('GET', `/api/events/${event.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    const properties = new Map(readCalendar(response.body));
    expect(properties.get('DTSTART;VALUE=DATE')).toBe('20261230');
    expect(properties.get('DTEND;VALUE=DATE')).toBe('20270101');
    expect(properties.get('LOCATION')).toBe('Bethlehem');
    expect(properties.has('DESCRIPTION')).toBe(false);
  });

  it("answers 404 'Event not found' for a missing or malformed id, as the event itself does", async () => {
    for (const id of ['999999', 'abc', '0', '99999999999']) {
      const response = await call('GET', `/api/events/${id}/calendar.ics`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'EVENT_NOT_FOUND', message: 'Event not found' });
    }
  });

  it('is documented as a public call answering text/calendar', async () => {
    const document = (await call('GET', '/api/docs')).json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
    }>();
    const operation = document.paths['/api/events/{id}/calendar.ics']?.get;
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
    expect(Object.keys(operation?.responses['404']?.content ?? {})).toEqual(['application/json']);
  });
});

describe('event images', () => {
  it('stores nothing when a file is not an image', async () => {
    const event = await createEvent();
    const before = eventUploads();
    const response = await upload(event.id, [await png('#aa0000'), Buffer.from('<svg onload=alert(1)>')]);
    expect(response.statusCode).toBe(400);
    expect(eventUploads()).toEqual(before);
    expect((await call('GET', `/api/events/${event.id}`)).json().images).toEqual([]);
  });

  it('makes the first image the cover, then sets another cover and deletes images', async () => {
    const event = await createEvent();
    const added = await upload(event.id, [await png('#aa0000'), await png('#00aa00')]);
    expect(added.statusCode).toBe(201);
    const [first, second] = added.json();
    expect(first).toMatchObject({ isCover: true, imageUrl: expect.stringMatching(/^\/uploads\/events\//) });
    expect(first.variants.map((v: { width: number }) => v.width)).toEqual([320, 400]);
    expect(second.isCover).toBe(false);
    expect((await app.inject({ method: 'GET', url: first.imageUrl })).statusCode).toBe(200);

    const more = await upload(event.id, [await png('#0000aa')]);
    expect(more.json()[0].isCover).toBe(false);

    const covered = await call('POST', `/api/admin/events/${event.id}/images/set-cover`, adminToken, {
      imageId: second.id,
    });
    expect(covered.statusCode).toBe(200);
    expect(covered.json().images[0]).toMatchObject({ id: second.id, isCover: true });
    expect(covered.json().images.filter((i: { isCover: boolean }) => i.isCover)).toHaveLength(1);

    const other = await createEvent();
    const foreign = await call('POST', `/api/admin/events/${other.id}/images/set-cover`, adminToken, {
      imageId: second.id,
    });
    expect(foreign.statusCode).toBe(404);

    const deleted = await call('DELETE', `/api/admin/events/${event.id}/images`, adminToken, {
      imageIds: [second.id],
    });
    expect(deleted.statusCode).toBe(200);
    const left = deleted.json().images;
    expect(left.map((i: { id: number }) => i.id)).not.toContain(second.id);
    expect(left.filter((i: { isCover: boolean }) => i.isCover)).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: second.imageUrl })).statusCode).toBe(404);
  });

  it('takes at most 10 files a request', async () => {
    const event = await createEvent();
    const image = await png('#333333');
    const response = await upload(
      event.id,
      Array.from({ length: 11 }, () => image),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Too many files. Upload at most 10 at a time.');
    expect((await call('GET', `/api/events/${event.id}`)).json().images).toEqual([]);
  });

  it('keeps at most 30 images on an event', async () => {
    const event = await createEvent();
    const tiny = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#777777' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await upload(
            event.id,
            Array.from({ length: 10 }, () => tiny),
          )
        ).statusCode,
      ).toBe(201);
    }
    const over = await upload(event.id, [tiny]);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('An event has at most 30 images.');
    const images = (await call('GET', `/api/events/${event.id}`)).json().images;
    expect(images).toHaveLength(30);
    expect(images.filter((i: { isCover: boolean }) => i.isCover)).toHaveLength(1);
  });

  it('answers 4xx for a request without multipart or without images', async () => {
    const event = await createEvent();
    expect((await call('POST', `/api/admin/events/${event.id}/images`, adminToken, {})).statusCode).toBe(415);
    const { body, contentType } = buildMultipart([{ name: 'other', value: 'x' }]);
    const empty = await app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/images`,
      headers: { ...bearer(adminToken), 'content-type': contentType },
      payload: body,
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('never answers 5xx', async () => {
    const event = await createEvent();
    const bodies: unknown[] = [
      'not json',
      '[]',
      'null',
      { name: { $gt: '' } },
      { name: 1, categories: 'x', startDate: 5, capacity: '10' },
      { imageIds: 'all' },
      { imageId: 'x' },
      { reason: 42 },
      { note: ['x'] },
    ];
    const urls: [InjectOptions['method'], string][] = [
      ['POST', '/api/admin/events'],
      ['PATCH', `/api/admin/events/${event.id}`],
      ['DELETE', `/api/admin/events/${event.id}/images`],
      ['POST', `/api/admin/events/${event.id}/images/set-cover`],
      ['POST', '/api/admin/participations/1/reject'],
      ['POST', '/api/admin/participations/1/accept'],
    ];
    for (const [method, url] of urls) {
      for (const payload of bodies) {
        const response = await app.inject({
          method,
          url,
          headers: { ...bearer(adminToken), 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        // Bodies that are not an object are refused everywhere; unknown fields are ignored (a 200 may follow).
        if (typeof payload === 'string') {
          expect(response.statusCode, `${method} ${url} ${payload}`).toBeGreaterThanOrEqual(400);
        }
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
      }
    }
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/events/${event.id}/participate`,
        headers: { ...bearer(ownerB.token), 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('audit log of bazaars and their pictures (issue 28 Low 7)', () => {
  const auditOf = (eventId: number) =>
    app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('subject_type', '=', 'event')
      .where('subject_id', '=', eventId)
      .orderBy('id')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          action: row.action,
          details: row.details === null ? null : (JSON.parse(row.details) as unknown),
        })),
      );

  /** Runs `work` while the audit log cannot be written, as when its write fails. */
  async function withoutAuditLog(work: () => Promise<void>) {
    await app.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
    try {
      await work();
    } finally {
      await app.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
    }
  }

  it('records what a create, an update and a delete changed', async () => {
    const event = await createEvent({ name: 'Audited Bazaar', capacity: 10 });
    const changed = await call('PATCH', `/api/admin/events/${event.id}`, adminToken, {
      name: 'Audited Bazaar 2',
      city: 'Hebron',
      capacity: null,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/events/${event.id}`, adminToken)).statusCode).toBe(204);

    const [created, updated, deleted] = await auditOf(event.id);
    expect(created).toEqual({
      action: 'event.created',
      details: {
        changes: expect.objectContaining({
          name: { before: null, after: 'Audited Bazaar' },
          capacity: { before: null, after: 10 },
        }),
      },
    });
    // Only the fields that changed: the city sent again is not one.
    expect(updated).toEqual({
      action: 'event.updated',
      details: {
        changes: {
          name: { before: 'Audited Bazaar', after: 'Audited Bazaar 2' },
          capacity: { before: 10, after: null },
        },
      },
    });
    expect(deleted).toEqual({
      action: 'event.deleted',
      details: { changes: expect.objectContaining({ name: { before: 'Audited Bazaar 2', after: null } }) },
    });
  });

  it('keeps no change whose audit entry could not be written', async () => {
    const event = await createEvent({ name: 'Unchanged Bazaar' });
    const count = async () =>
      Number(
        (
          await app.db
            .selectFrom('events')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const events = await count();
    await withoutAuditLog(async () => {
      const patched = await call('PATCH', `/api/admin/events/${event.id}`, adminToken, { name: 'Changed' });
      expect(patched.statusCode).toBe(500);
      expect((await call('DELETE', `/api/admin/events/${event.id}`, adminToken)).statusCode).toBe(500);
      const created = await call('POST', '/api/admin/events', adminToken, {
        name: 'Never Stored',
        city: 'Hebron',
        startDate: day(3),
        endDate: day(4),
        categories: ['crafts'],
      });
      expect(created.statusCode).toBe(500);
    });
    expect(await count()).toBe(events);
    expect((await call('GET', `/api/events/${event.id}`)).json()).toMatchObject({ name: 'Unchanged Bazaar' });
    expect(await auditOf(event.id)).toEqual([expect.objectContaining({ action: 'event.created' })]);
  });

  it('records pictures added, removed and made the cover, or keeps no picture change', async () => {
    const event = await createEvent();
    const added = await upload(event.id, [await png('#aa5500'), await png('#0055aa')]);
    expect(added.statusCode).toBe(201);
    const [first, second] = added.json() as { id: number }[];
    const cover = `/api/admin/events/${event.id}/images/set-cover`;
    expect((await call('POST', cover, adminToken, { imageId: second?.id })).statusCode).toBe(200);
    const remove = `/api/admin/events/${event.id}/images`;
    expect((await call('DELETE', remove, adminToken, { imageIds: [first?.id] })).statusCode).toBe(200);
    // Removing nothing (an id not of this event) changes nothing, and records nothing.
    expect((await call('DELETE', remove, adminToken, { imageIds: [999999] })).statusCode).toBe(200);

    expect((await auditOf(event.id)).slice(1)).toEqual([
      { action: 'event.images-added', details: { imageIds: [first?.id, second?.id] } },
      { action: 'event.cover-set', details: { before: first?.id, after: second?.id } },
      { action: 'event.images-deleted', details: { imageIds: [first?.id] } },
    ]);

    const files = eventUploads();
    await withoutAuditLog(async () => {
      expect((await upload(event.id, [await png('#555555')])).statusCode).toBe(500);
      expect((await call('DELETE', remove, adminToken, { imageIds: [second?.id] })).statusCode).toBe(500);
    });
    expect(eventUploads()).toEqual(files);
    const images = (await call('GET', `/api/events/${event.id}`)).json().images as { id: number }[];
    expect(images.map((image) => image.id)).toEqual([second?.id]);
  });
});

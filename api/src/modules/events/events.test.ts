import type { InjectOptions } from 'fastify';
import {
  adminToken,
  call,
  createEvent,
  day,
  eventUploads,
  idsOf,
  investor,
  ownerA,
  ownerB,
  png,
  upload,
  user,
  setUpEventsPlatform,
} from './events-fixture.js';

// Bazaars: who may manage them, the admin's changes, their status by Hebron's dates, the public list.

setUpEventsPlatform();

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

import type { InjectOptions } from 'fastify';
import { bearer } from '../../test-support/accounts.js';
import sharp from 'sharp';
import { buildMultipart } from '../../test-support/multipart-body.js';
import {
  adminToken,
  app,
  call,
  createEvent,
  day,
  eventUploads,
  ownerB,
  png,
  upload,
  setUpEventsPlatform,
} from './events-fixture.js';

// A bazaar's pictures, bad input on the bazaar calls, and the audit log of both.

setUpEventsPlatform();

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

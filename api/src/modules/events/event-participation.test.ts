import { bearer } from '../../test-support/accounts.js';
import {
  adminToken,
  app,
  call,
  createEvent,
  day,
  ownerA,
  ownerB,
  setUpEventsPlatform,
  smtp,
  type Account,
} from './events-fixture.js';

// Owners asking to take part in a bazaar, and the admin's decisions on their requests.

setUpEventsPlatform();

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

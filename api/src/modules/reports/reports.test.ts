import type { FastifyInstance } from 'fastify';
import { anAccount } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { createProject } from '../community/test-projects.js';
import { accounts, commentOn, createEvent, mailsTo, report, reportBy, type Account } from './test-reports.js';

// Issue 31, part 1 and 2: reporting, once per account and item, and the three-reports rule.

let app: FastifyInstance;
let owner: Account;
let commenter: Account;
let reporters: Account[];

beforeAll(async () => {
  app = await buildTestApp({ MAIL_WORKER: 'off' });
  owner = await anAccount(app, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' });
  commenter = await anAccount(app, { role: 'user', firstName: 'Kareem', lastName: 'Writer' });
  reporters = await accounts(app, 4);
}, 20_000);
afterAll(async () => {
  await app.close();
});

const guestGet = (url: string) => app.inject({ method: 'GET', url });

describe('POST /api/reports', () => {
  it('answers 201 with a receipt, then 409 ALREADY_REPORTED for the same account and item', async () => {
    const project = await createProject(app, owner.id);
    const first = await report(app, reporters[0]!.token, { kind: 'project', id: project, reason: 'scam' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ kind: 'project', id: project, createdAt: expect.any(String) });

    const again = await report(app, reporters[0]!.token, {
      kind: 'project',
      id: project,
      reason: 'other',
      details: 'Still a scam',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ALREADY_REPORTED', message: 'You have already reported this.' });
    // Another account may report it too.
    expect(
      (await report(app, reporters[1]!.token, { kind: 'project', id: project, reason: 'spam' })).statusCode,
    ).toBe(201);
  });

  it('answers 404 REPORT_TARGET_NOT_FOUND for what the public does not see', async () => {
    const draft = await createProject(app, owner.id, { published: false });
    const disabledOwner = await anAccount(app, { role: 'owner' });
    await app.db.updateTable('users').set({ state: 'disabled' }).where('id', '=', disabledOwner.id).execute();
    for (const [kind, id] of [
      ['project', draft],
      ['project', 999_999],
      ['comment', 999_999],
      ['event', 999_999],
      ['owner', disabledOwner.id],
      // An account that is not an owner has no public profile.
      ['owner', commenter.id],
    ] as const) {
      const response = await report(app, reporters[0]!.token, { kind, id, reason: 'spam' });
      expect({ kind, id, status: response.statusCode, code: response.json().code }).toEqual({
        kind,
        id,
        status: 404,
        code: 'REPORT_TARGET_NOT_FOUND',
      });
    }
  });

  it("answers 409 CANNOT_REPORT_OWN for one's own project, profile and comment", async () => {
    const project = await createProject(app, owner.id);
    const comment = await commentOn(app, commenter.token, project, 'My own words on this');
    for (const [token, kind, id] of [
      [owner.token, 'project', project],
      [owner.token, 'owner', owner.id],
      [commenter.token, 'comment', comment],
    ] as const) {
      const response = await report(app, token, { kind, id, reason: 'spam' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'CANNOT_REPORT_OWN',
        message: 'You cannot report your own content.',
      });
    }
  });

  it('needs a session, and details with the reason other', async () => {
    const project = await createProject(app, owner.id);
    const guest = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { kind: 'project', id: project, reason: 'spam' },
    });
    expect(guest.statusCode).toBe(401);
    const bare = await report(app, reporters[0]!.token, { kind: 'project', id: project, reason: 'other' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { details: 'Please say what is wrong.' },
    });
    const unknown = await report(app, reporters[0]!.token, { kind: 'user', id: project, reason: 'spam' });
    expect(unknown.json().errors).toEqual({ kind: 'The kind must be comment, project, event or owner.' });
  });
});

describe('three reports hide an item', () => {
  it('stays public after two, is hidden by the third, and its owner is mailed the reason once', async () => {
    const project = await createProject(app, owner.id, { name: 'Too Good Deals' });
    await reportBy(app, reporters.slice(0, 2), 'project', project, 'scam');
    expect((await guestGet(`/api/projects/${project}`)).statusCode).toBe(200);
    expect(await mailsTo(app, owner.email)).toEqual([]);

    await reportBy(app, reporters.slice(2, 3), 'project', project, 'spam');
    expect((await guestGet(`/api/projects/${project}`)).statusCode).toBe(404);
    const [mail, ...more] = await mailsTo(app, owner.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('We hid your project "Too Good Deals"');
    // The reason given most: two said scam, one spam.
    expect(mail?.text).toContain('Reason: scam or false information');
    expect(mail?.text).toContain('until an admin looks at it');

    // A fourth report of a hidden item finds nothing public to report: no second mail.
    const fourth = await report(app, reporters[3]!.token, { kind: 'project', id: project, reason: 'spam' });
    expect(fourth.statusCode).toBe(404);
    expect(await mailsTo(app, owner.email)).toHaveLength(1);
  });

  it('mails the author in their language; a bazaar has none to mail', async () => {
    const writer = await anAccount(app, { role: 'user', firstName: 'Huda', lastName: 'Arabiya' });
    await app.db.updateTable('users').set({ language: 'ar' }).where('id', '=', writer.id).execute();
    const project = await createProject(app, owner.id, { name: 'Hebron Tiles' });
    const comment = await commentOn(app, writer.token, project, 'Rude words here');
    await reportBy(app, reporters.slice(0, 3), 'comment', comment, 'abuse');
    const [mail] = await mailsTo(app, writer.email);
    expect(mail?.subject).toBe('أخفينا تعليقك على "Hebron Tiles"');
    expect(mail?.text).toContain('السبب: إساءة أو تحرّش');

    const event = await createEvent(app);
    await reportBy(app, reporters.slice(0, 3), 'event', event, 'scam');
    expect((await guestGet(`/api/events/${event}`)).statusCode).toBe(404);
  });
});

describe('reports of new accounts (NEW_ACCOUNT_HOURS=24)', () => {
  let strict: FastifyInstance;
  beforeAll(async () => {
    strict = await buildTestApp({ MAIL_WORKER: 'off', NEW_ACCOUNT_HOURS: '24' });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('do not count towards hiding; once the accounts are a day old, they do', async () => {
    const maker = await anAccount(strict, { role: 'owner' });
    const project = await createProject(strict, maker.id);
    const young = await accounts(strict, 3);
    await reportBy(strict, young, 'project', project);
    expect((await strict.inject({ method: 'GET', url: `/api/projects/${project}` })).statusCode).toBe(200);

    // Two days later, as far as the accounts' age goes: the next report counts all four.
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
    const older = await accounts(strict, 1);
    await strict.db
      .updateTable('users')
      .set({ created_at: twoDaysAgo })
      .where(
        'id',
        'in',
        [...young, ...older].map((account) => account.id),
      )
      .execute();
    await reportBy(strict, older, 'project', project);
    expect((await strict.inject({ method: 'GET', url: `/api/projects/${project}` })).statusCode).toBe(404);
  });

  it('two old accounts and a new one do not hide it', async () => {
    const maker = await anAccount(strict, { role: 'owner' });
    const project = await createProject(strict, maker.id);
    const [a, b, c] = await accounts(strict, 3);
    const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
    await strict.db
      .updateTable('users')
      .set({ created_at: twoDaysAgo })
      .where('id', 'in', [a!.id, b!.id])
      .execute();
    await reportBy(strict, [a!, b!, c!], 'project', project);
    expect((await strict.inject({ method: 'GET', url: `/api/projects/${project}` })).statusCode).toBe(200);
  });
});

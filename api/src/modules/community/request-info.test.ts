import type { FastifyInstance } from 'fastify';
import { bearer, logIn, signUp } from '../../test-support/accounts.js';
import { startSmtpListener, type ReceivedMail, type SmtpListener } from '../../test-support/smtp-listener.js';
import { createTestDatabase } from '../../test-support/test-database.js';
import { buildTestApp, buildTestAppOn } from '../../test-support/test-app.js';

type Who = 'guest' | 'user' | 'ownerA' | 'ownerB' | 'investor' | 'admin';
type Account = Awaited<ReturnType<typeof signUp>>;

let smtp: SmtpListener;
let app: FastifyInstance;
let user: Account;
let ownerA: Account;
let ownerB: Account;
let investor: Account;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: 'moderator@rowad.ps',
    ADMIN_PASSWORD: 'moderator-pass-1',
  });
  user = await signUp(app, smtp, { role: 'user', firstName: 'Yara' });
  ownerA = await signUp(app, smtp, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' });
  ownerB = await signUp(app, smtp, { role: 'owner', firstName: 'Basel', lastName: 'Jabari' });
  investor = await signUp(app, smtp, { role: 'investor', firstName: 'Sami', lastName: 'Nasser' });
  adminToken = await logIn(app, 'moderator@rowad.ps', 'moderator-pass-1');
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const tokenOf = (who: Exclude<Who, 'guest'>) =>
  ({
    user: user.token,
    ownerA: ownerA.token,
    ownerB: ownerB.token,
    investor: investor.token,
    admin: adminToken,
  })[who];

function request(who: Who, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/owner/request-information',
    ...(who === 'guest' ? {} : { headers: bearer(tokenOf(who)) }),
    payload: payload as object,
  });
}

const requestsFor = (ownerId: number) =>
  app.db.selectFrom('info_requests').selectAll().where('owner_id', '=', ownerId).execute();

describe('POST /api/owner/request-information', () => {
  it.each([
    ['guest', 401, undefined],
    ['user', 403, 'Only investors can request information.'],
    ['ownerA', 403, 'Only investors can request information.'],
    ['ownerB', 403, 'Only investors can request information.'],
    ['admin', 403, 'Only investors can request information.'],
  ] as const)('answers %s with %d, storing and sending nothing', async (who, status, message) => {
    smtp.clear();
    const response = await request(who, { ownerId: ownerA.id });
    expect(response.statusCode).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    expect(await requestsFor(ownerA.id)).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  it("e-mails the owner the investor's name and address, then refuses a second request that day", async () => {
    const response = await request('investor', { ownerId: ownerA.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Request submitted. The owner will reply by e-mail.' });

    const mail = await smtp.waitFor((m) => m.to.includes(ownerA.email) && m.subject.includes('Sami Nasser'));
    expect(mail.text).toContain('Hello Amal,');
    expect(mail.text).toContain('Sami Nasser');
    expect(mail.text).toContain(investor.email);
    expect(mail.html).toContain(investor.email);
    expect(await requestsFor(ownerA.id)).toMatchObject([{ investor_id: investor.id, owner_id: ownerA.id }]);

    smtp.clear();
    const again = await request('investor', { ownerId: ownerA.id });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('You already asked this owner today. Please wait for their reply.');
    expect(await requestsFor(ownerA.id)).toHaveLength(1);
    expect(smtp.messages).toEqual([]);
  });

  it('lets the investor ask again once 24 hours have passed, and ask another owner at once', async () => {
    const first = await request('investor', { ownerId: ownerB.id });
    expect(first.statusCode).toBe(201);
    expect((await request('investor', { ownerId: ownerB.id })).statusCode).toBe(429);

    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await app.db
      .updateTable('info_requests')
      .set({ created_at: dayAndAMinuteAgo })
      .where('owner_id', '=', ownerB.id)
      .execute();
    expect((await request('investor', { ownerId: ownerB.id })).statusCode).toBe(201);
    expect(await requestsFor(ownerB.id)).toHaveLength(2);
  });

  it("writes to the owner in the owner's language", async () => {
    const owner = await signUp(app, smtp, { role: 'owner', firstName: 'Lina' });
    await app.db.updateTable('users').set({ language: 'ar' }).where('id', '=', owner.id).execute();
    expect((await request('investor', { ownerId: owner.id })).statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(owner.email) && m.subject.includes('Sami Nasser'));
    expect(mail.text).toContain('مرحبًا Lina');
    expect(mail.text).toContain(investor.email);
    expect(mail.html).toContain('dir="rtl"');
  });

  /** The owner's request mails queued in the outbox: one row per mail, sent or not yet. */
  const requestMailsTo = (email: string) =>
    app.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to', '=', email)
      .where('subject', 'like', '%would like to know more%')
      .execute();

  const ask = (token: string, ownerId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/owner/request-information',
      headers: bearer(token),
      payload: { ownerId },
    });

  it('makes one request and one mail of ten sent at once for the same owner', async () => {
    const owner = await signUp(app, smtp, { role: 'owner', firstName: 'Huda' });
    const eager = await signUp(app, smtp, { role: 'investor', firstName: 'Omar', lastName: 'Eager' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(eager.token, owner.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(429)]);
    expect(await requestsFor(owner.id)).toHaveLength(1);
    expect(await requestMailsTo(owner.email)).toHaveLength(1);
  });

  it('lets one investor ask at most 10 owners a day: the 11th is refused, sending nothing', async () => {
    const busy = await signUp(app, smtp, { role: 'investor', firstName: 'Busy' });
    const owners: Account[] = [];
    for (let i = 0; i < 11; i += 1) owners.push(await signUp(app, smtp, { role: 'owner' }));
    for (const owner of owners.slice(0, 10)) expect((await ask(busy.token, owner.id)).statusCode).toBe(201);

    const eleventh = owners[10]!;
    const refused = await ask(busy.token, eleventh.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'INFO_REQUEST_LIMIT_REACHED',
      message: 'You can ask at most 10 owners for information a day. Please try again tomorrow.',
    });
    expect(await requestsFor(eleventh.id)).toEqual([]);
    expect(await requestMailsTo(eleventh.email)).toEqual([]);

    // Another investor is not held back by this one's cap, and the cap holds when all 11 are asked at once.
    const hasty = await signUp(app, smtp, { role: 'investor', firstName: 'Hasty' });
    const answers = await Promise.all(owners.map((owner) => ask(hasty.token, owner.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array<number>(10).fill(201), 429]);
    expect(answers.find((answer) => answer.statusCode === 429)?.json().code).toBe(
      'INFO_REQUEST_LIMIT_REACHED',
    );
    const hastyRows = await app.db
      .selectFrom('info_requests')
      .select('id')
      .where('investor_id', '=', hasty.id)
      .execute();
    expect(hastyRows).toHaveLength(10);
    // A day later the cap has room again.
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000).toISOString();
    await app.db
      .updateTable('info_requests')
      .set({ created_at: dayAndAMinuteAgo })
      .where('investor_id', '=', busy.id)
      .execute();
    expect((await ask(busy.token, eleventh.id)).statusCode).toBe(201);
  });

  it("keeps web addresses in the investor's name out of the owner's mail", async () => {
    const owner = await signUp(app, smtp, { role: 'owner', firstName: 'Maha' });
    const sly = await signUp(app, smtp, {
      role: 'investor',
      firstName: 'Sami http://evil.ps/offer',
      lastName: 'Haddad www.evil.ps evil.ps',
    });
    const nameless = await signUp(app, smtp, {
      role: 'investor',
      firstName: 'evil.ps',
      lastName: 'https://evil.ps',
    });
    expect((await ask(sly.token, owner.id)).statusCode).toBe(201);
    expect((await ask(nameless.token, owner.id)).statusCode).toBe(201);

    const toOwner = (address: string) => (mail: ReceivedMail) =>
      mail.to.includes(owner.email) && mail.text.includes(address);
    const mails = [await smtp.waitFor(toOwner(sly.email)), await smtp.waitFor(toOwner(nameless.email))];
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Sami Haddad would like to know more about your projects',
      'An investor would like to know more about your projects',
    ]);
    for (const mail of mails) {
      expect(`${mail.subject} ${mail.text} ${mail.html} ${mail.raw}`).not.toMatch(/evil|http:|https:|www\./);
    }
  });

  it("answers 404 'Owner profile not found' for an unknown id, a non-owner and a disabled owner", async () => {
    const disabled = await signUp(app, smtp, { role: 'owner' });
    await app.db.updateTable('users').set({ state: 'disabled' }).where('id', '=', disabled.id).execute();
    for (const ownerId of [987654, user.id, investor.id, disabled.id]) {
      const response = await request('investor', { ownerId });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Owner profile not found');
    }
    expect(await requestsFor(disabled.id)).toEqual([]);
  });

  it.each([
    {},
    { ownerId: '12' },
    { ownerId: 0 },
    { ownerId: -1 },
    { ownerId: 1.5 },
    { ownerId: 2 ** 31 },
    { ownerId: null },
  ])("answers %j with 400 'Choose an owner.'", async (payload) => {
    const response = await request('investor', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Choose an owner.',
      errors: { ownerId: 'Choose an owner.' },
    });
  });

  it('answers malformed, mistyped and huge bodies with 4xx, never 5xx', async () => {
    const send = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/owner/request-information',
        payload,
        headers: { 'content-type': 'application/json', ...bearer(investor.token) },
      });
    expect((await send('{"ownerId": 1,')).statusCode).toBe(400);
    for (const body of [
      '[]',
      '"text"',
      '42',
      'null',
      '{"ownerId": {"$gt": 0}}',
      `{"ownerId": ${'9'.repeat(400)}}`,
    ]) {
      expect((await send(body)).statusCode).toBe(400);
    }
    expect((await send(JSON.stringify({ ownerId: 1, pad: 'x'.repeat(100_000) }))).statusCode).toBe(413);
  });
});

describe('two API processes on one database (npm run cluster)', () => {
  it('make one request and one mail of ten sent at once through both', async () => {
    const database = await createTestDatabase();
    const env = { SMTP_URL: smtp.url };
    // The first app leaves the database to the second, which drops it when it closes.
    const first = await buildTestAppOn({ ...database, drop: async () => undefined }, env);
    const second = await buildTestAppOn(database, env);
    try {
      const owner = await signUp(first, smtp, { role: 'owner', firstName: 'Nour' });
      const eager = await signUp(first, smtp, { role: 'investor', firstName: 'Adam', lastName: 'Twice' });
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 === 0 ? first : second).inject({
            method: 'POST',
            url: '/api/owner/request-information',
            headers: bearer(eager.token),
            payload: { ownerId: owner.id },
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(429)]);
      const rows = await first.db
        .selectFrom('info_requests')
        .select('id')
        .where('owner_id', '=', owner.id)
        .execute();
      expect(rows).toHaveLength(1);
      const mails = await first.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to', '=', owner.email)
        .where('subject', 'like', '%would like to know more%')
        .execute();
      expect(mails).toHaveLength(1);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe("GET /api/owner/information-requests (the owner's inbox)", () => {
  const inbox = (who: Who, query = '') =>
    app.inject({
      method: 'GET',
      url: `/api/owner/information-requests${query}`,
      ...(who === 'guest' ? {} : { headers: bearer(tokenOf(who)) }),
    });

  it("lists only the signed-in owner's requests, newest first, with the investor's name and e-mail", async () => {
    const second = await signUp(app, smtp, { role: 'investor', firstName: 'Lina', lastName: 'Haddad' });
    // An owner nobody asked before; ownerA's requests must not show in its inbox.
    const ownerC = await signUp(app, smtp, { role: 'owner', firstName: 'Rania', lastName: 'Sultan' });
    const asked = async (token: string, ownerId: number) =>
      app.inject({
        method: 'POST',
        url: '/api/owner/request-information',
        headers: bearer(token),
        payload: { ownerId },
      });
    expect((await asked(second.token, ownerC.id)).statusCode).toBe(201);
    expect((await asked(investor.token, ownerC.id)).statusCode).toBe(201);

    const asOwnerC = (query = '') =>
      app.inject({
        method: 'GET',
        url: `/api/owner/information-requests${query}`,
        headers: bearer(ownerC.token),
      });
    const response = await asOwnerC();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const items = response.json() as { investor: { firstName: string; email: string }; createdAt: string }[];
    expect(items.map((item) => item.investor)).toEqual([
      { firstName: 'Sami', lastName: 'Nasser', email: investor.email },
      { firstName: 'Lina', lastName: 'Haddad', email: second.email },
    ]);
    expect(Number.isNaN(Date.parse(items[0]!.createdAt))).toBe(false);

    // One a page: the Link header leads to the older one.
    const first = await asOwnerC('?limit=1');
    expect(first.json()).toHaveLength(1);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers['link']))?.[1];
    const rest = await app.inject({ method: 'GET', url: next!, headers: bearer(ownerC.token) });
    expect((rest.json() as { investor: { firstName: string } }[])[0]?.investor.firstName).toBe('Lina');
  });

  it.each([
    ['guest', 401],
    ['user', 403],
    ['investor', 403],
    ['admin', 403],
  ] as const)('refuses a %s with %d', async (who, status) => {
    expect((await inbox(who)).statusCode).toBe(status);
  });

  it('refuses a bad cursor and a huge page with 400', async () => {
    expect((await inbox('ownerA', '?cursor=nonsense')).statusCode).toBe(400);
    expect((await inbox('ownerA', '?limit=5000')).statusCode).toBe(400);
  });
});

import type { FastifyInstance } from 'fastify';
import { ApiErrorBodySchema, ID_MAX } from '@rowad/shared/schemas';
import { NUL_REFUSED } from '../http/validator.js';
import { bearer, logIn } from '../test-support/accounts.js';
import {
  Campaign,
  describeRequest,
  errorLogCapture,
  type BadRequest,
} from '../test-support/bad-input/index.js';
import { buildTestApp } from '../test-support/test-app.js';
import { testDialect } from '../test-support/test-database.js';

// Issue 16: requests generated from the OpenAPI document (test-support/bad-input) against every
// call, as every role and as no one, with the demo data stored. Whatever arrives: no 5xx, the
// error body every client reads, no unhandled rejection or error logged, and a refused request
// changes no stored data. `npm run bench:fuzz` sends many more. The seed is fixed so a failure
// replays: BAD_INPUT_SEED=<seed> runs another one.
const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_125);
const RUNS = 300;
const ADMIN = { email: 'admin@rowad.test', password: 'admin-pass-1' };

let app: FastifyInstance;
let campaign: Campaign;
let logs: ReturnType<typeof errorLogCapture>;

beforeAll(async () => {
  logs = errorLogCapture();
  // MAIL_WORKER=off: mails stay queued. A worker sending them (or retrying one) writes the outbox
  // table at its own time, which would read as a refused request's write.
  app = await buildTestApp(
    { DEMO_DATA: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAIL_WORKER: 'off' },
    { logger: logs.logger },
  );
  campaign = await Campaign.start(app);
}, 60_000);
afterAll(() => app.close());

const errorBody = (body: string) => ApiErrorBodySchema.parse(JSON.parse(body));

it(`answers ${RUNS} generated bad requests to every call without a 5xx or a changed row`, async () => {
  // Jest fails the test by itself on an unhandled rejection or uncaught exception while it runs
  // (it keeps them from process listeners); the bench, outside Jest, counts them with watchProcess.
  const findings = await campaign.run(SEED, RUNS);
  // Work started after the last answers (reset codes) finishes while the test still runs.
  await app.afterAnswers();
  const replay = `seed ${SEED} on ${testDialect} (replay with BAD_INPUT_SEED=${SEED})`;
  expect(
    findings.map((finding) => `${finding.problems.join('; ')}\n    ${describeRequest(finding.request)}`),
    replay,
  ).toEqual([]);
  expect(logs.lines, replay).toEqual([]);
  // `__proto__` and `constructor.prototype` keys were sent in bodies and query strings.
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();

  // Every operation of the document had its turn, refusals and successes both occurred.
  const { stats } = campaign;
  expect(campaign.operations.length).toBeGreaterThan(40);
  expect([...stats.byOperation.keys()].sort()).toEqual(campaign.operations.map((o) => o.label).sort());
  expect(stats.requests).toBe(RUNS);
  expect(stats.byStatusClass.get('4xx')).toBeGreaterThan(RUNS / 2);
  expect(stats.byStatusClass.get('2xx')).toBeGreaterThan(0);
  for (const kind of ['body:wrong-type', 'body:missing-required', 'path:bad-param', 'auth:expired']) {
    expect(stats.byKind.get(kind), kind).toBeGreaterThan(0);
  }
}, 120_000);

it('sees a write made by a refusal, and leaves out only the tables such a refusal may write', async () => {
  const owner = await app.db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'owner')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const request = (url: string, body: object): BadRequest => ({
    operation: `POST ${url}`,
    kind: 'check',
    method: 'POST',
    url,
    caller: { kind: 'guest' },
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    remoteAddress: '10.200.0.1',
    where: '-',
  });
  // The code is made after the answer: the campaign waits for the stored data to settle.
  const asked = await campaign.send(request('/api/auth/forgot-password', { email: owner.email }));
  expect(asked.status).toBe(200);
  // The code and its mail, queued in the same transaction.
  expect(asked.writtenTables).toEqual(['mail_outbox', 'one_time_tokens']);
  // A wrong code is refused, and counted as a try: a write the campaign allows this refusal.
  const wrong = await campaign.send(
    request('/api/auth/reset-password/verify-code', { email: owner.email, code: '000000' }),
  );
  expect(wrong.status).toBe(400);
  expect(wrong.writtenTables).toEqual(['one_time_tokens']);
  expect(wrong.changedTables).toEqual([]);
  expect(wrong.problems).toEqual([]);
});

// What earlier campaigns found, kept as plain cases on both databases.
describe('findings of the campaign', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await logIn(app, ADMIN.email, ADMIN.password);
  });

  it('refuses a NUL character in a query or a body as a validation failure (PostgreSQL cannot store it)', async () => {
    const search = await app.inject({ method: 'GET', url: '/api/projects?q=glass%00' });
    expect(search.statusCode).toBe(400);
    expect(errorBody(search.body)).toEqual({
      code: 'VALIDATION_FAILED',
      message: NUL_REFUSED,
      errors: { q: NUL_REFUSED },
    });
    const contact = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Amal', email: 'amal@example.ps', message: 'Hello there,\u0000 Rowad team.' },
    });
    expect(contact.statusCode).toBe(400);
    expect(errorBody(contact.body).errors).toEqual({ message: NUL_REFUSED });
    // A field with a rule of its own keeps its message: a name refuses every control character.
    const named = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Amal\u0000', email: 'amal@example.ps', message: 'Hello there, Rowad team.' },
    });
    expect(errorBody(named.body).errors).toEqual({ name: 'Please enter a valid name' });
  });

  it('refuses a cursor holding an id past the id columns as an invalid cursor', async () => {
    const cursor = Buffer.from(JSON.stringify({ a: ID_MAX + 1 })).toString('base64url');
    for (const url of [`/api/projects?cursor=${cursor}`, `/api/events?cursor=${cursor}`]) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(400);
      expect(errorBody(answer.body).code, url).toBe('INVALID_CURSOR');
    }
    const audit = await app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?cursor=${cursor}`,
      headers: bearer(admin),
    });
    expect(audit.statusCode).toBe(400);
  });

  it('refuses image ids past the id columns as invalid input', async () => {
    const answer = await app.inject({
      method: 'DELETE',
      url: '/api/admin/events/1/images',
      headers: bearer(admin),
      payload: { imageIds: [Number.MAX_SAFE_INTEGER] },
    });
    expect(answer.statusCode).toBe(400);
    expect(errorBody(answer.body).code).toBe('VALIDATION_FAILED');
  });

  it("answers the router's own refusals with the API's error body", async () => {
    const badEncoding = await app.inject({ method: 'GET', url: '/api/projects/%ZZ' });
    expect(badEncoding.statusCode).toBe(400);
    expect(errorBody(badEncoding.body).code).toBe('BAD_REQUEST');
    const tooLong = await app.inject({
      method: 'POST',
      url: `/api/admin/review/projects/${'9'.repeat(5_000)}/approve`,
      headers: bearer(admin),
      payload: {},
    });
    expect(tooLong.statusCode).toBe(414);
    expect(errorBody(tooLong.body).code).toBe('BAD_REQUEST');
  });
});

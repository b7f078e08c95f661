import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import {
  privatePostgresUnavailable,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../test-support/private-services.js';
import { testDialect } from '../test-support/test-database.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './unavailable.js';

const WRITERS = 8;

interface Answer {
  writer: number;
  message: string;
  status: number;
  retryAfter: string | null;
  /** When the request was sent and when its answer came. */
  sentAt: number;
  at: number;
}

function logSink(): { stream: Writable; lines: () => Array<{ level: number; msg: string }> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { level: number; msg: string }),
  };
}

describe('isDatabaseUnavailable', () => {
  const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL crashed (57P02)', withCode('57P02')],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a connection exception (class 08)', withCode('08006')],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['SQLite busy past its timeout', withCode('SQLITE_BUSY', 'database is locked')],
    ['a wrapped refusal', new Error('migration failed', { cause: withCode('ECONNREFUSED') })],
    ['one refusal of several addresses', new AggregateError([withCode('ECONNREFUSED')])],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation (23505)', withCode('23505')],
    ['a syntax error (42601)', withCode('42601')],
    ['a SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['a plain error', new Error('boom')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

// A private cluster, restarted mid-test: once, in the PostgreSQL project, and only where the
// cluster can be started (as root, as CI runs).
const cannotRun =
  testDialect !== 'postgres' ? 'runs in the api-postgres project' : privatePostgresUnavailable();
const withPrivatePostgres = cannotRun === undefined ? describe : describe.skip;
if (cannotRun !== undefined && testDialect === 'postgres') {
  console.warn(`PostgreSQL restart test skipped: ${cannotRun}`);
}

withPrivatePostgres('PostgreSQL restarted while clients write', () => {
  let database: PrivatePostgres | undefined;
  let app: FastifyInstance | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await app?.close();
    await database?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After meanwhile, recovers by itself, and keeps every acknowledged write', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-pg-restart-'));
    database = await startPrivatePostgres();
    const sink = logSink();
    app = await buildApp(
      loadConfig({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        DEMO_DATA: '0',
        // Many messages from one address: the limit would answer 429 long before the restart.
        RATE_LIMITS: 'off',
        WEB_ROOT: path.join(dataDir, 'no-web-build'),
      }),
      { logger: { level: 'warn', stream: sink.stream } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const answers: Answer[] = [];
    let writing = true;
    const writer = async (writer: number) => {
      for (let n = 0; writing; n += 1) {
        const message = `Writer ${writer}, message ${n}: still stored after a restart?`;
        let status = 0;
        let retryAfter: string | null = null;
        const sentAt = Date.now();
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Writer ${writer}`, email: `writer${writer}@example.ps`, message }),
          });
          await response.arrayBuffer();
          status = response.status;
          retryAfter = response.headers.get('retry-after');
        } catch {
          // status 0: the API itself did not answer, which the test refuses below.
        }
        answers.push({ writer, message, status, retryAfter, sentAt, at: Date.now() });
        // A client told to retry waits a little (not the whole Retry-After, to keep the test short).
        if (status !== 204) await sleep(50);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, n) => writer(n));

    await sleep(800);
    const stoppedAt = Date.now();
    await database.stop();
    // Down for a while: every new connection is refused.
    await sleep(1_000);
    await database.start();
    const startedAt = Date.now();
    let recoveredAt: number | undefined;
    while (recoveredAt === undefined && Date.now() - startedAt < 15_000) {
      recoveredAt = answers.find((answer) => answer.at > startedAt && answer.status === 204)?.at;
      await sleep(20);
    }
    await sleep(500);
    writing = false;
    await Promise.all(writers);

    const byStatus: Record<number, number> = {};
    for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
    const duringOutage = answers.filter((answer) => answer.at >= stoppedAt && answer.at <= startedAt);
    const outageByStatus: Record<number, number> = {};
    for (const { status } of duringOutage) outageByStatus[status] = (outageByStatus[status] ?? 0) + 1;
    const acknowledged = answers.filter((answer) => answer.status === 204).map((answer) => answer.message);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const stored = new Set(
      (await client.query<{ message: string }>('SELECT message FROM contact_messages')).rows.map(
        (row) => row.message,
      ),
    );
    await client.end();
    const lost = acknowledged.filter((message) => !stored.has(message));

    console.info(
      `PostgreSQL restart: ${answers.length} answers ${JSON.stringify(byStatus)}, ` +
        `during the outage ${JSON.stringify(outageByStatus)}; ` +
        `recovered ${recoveredAt === undefined ? 'never' : `${recoveredAt - startedAt} ms`} after the restart; ` +
        `${acknowledged.length} writes acknowledged, ${acknowledged.length - lost.length} found, ${stored.size} stored`,
    );

    // Never a 500, never a dropped connection: 204 or 503 with Retry-After.
    expect(Object.keys(byStatus).sort()).toEqual(['204', '503']);
    for (const answer of answers.filter(({ status }) => status === 503)) {
      expect(answer.retryAfter).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    }
    expect(outageByStatus[503]).toBeGreaterThan(0);
    // Back by itself: the pool dropped its dead connections and opened new ones.
    expect(recoveredAt).toBeDefined();
    expect(recoveredAt! - startedAt).toBeLessThan(5_000);
    // Every request sent once it was back succeeded (one sent before may still be answered 503 after
    // the first success, on a busy machine).
    const sentOnceBack = answers.filter((answer) => answer.sentAt > recoveredAt!);
    expect(sentOnceBack.every(({ status }) => status === 204)).toBe(true);
    // Every write the API acknowledged is in the database.
    expect(acknowledged.length).toBeGreaterThan(WRITERS);
    expect(lost).toEqual([]);

    // The outage is in the log as a few warnings, not an error per request.
    const lines = sink.lines();
    expect(lines.filter((line) => line.level >= 50 && line.msg === 'request failed')).toEqual([]);
    const warnings = lines.filter((line) => line.msg.startsWith('the database is unreachable'));
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.length).toBeLessThanOrEqual(2);
  }, 30_000);
});

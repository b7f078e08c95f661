// npm run bench:reports [-- --db=sqlite|postgres|both]: the moderation queue with 1,000 reports
// (issue 31, Measure). Per database, with the demo data and 100 projects each reported by 10
// accounts (1,000 reports, written straight into the table as the queue's suite does):
//   - the admin walking the whole queue, 30 items a page (every item once, all its reports);
//   - the dashboard's summary, which counts the open items;
//   - a report through POST /api/reports, apart from the third report of an item, which hides it
//     and mails its owner in the same transaction;
//   - an admin's decision (keep), which closes the item's reports and mails every reporter.
// The API from its sources (tsx) in this process, calls through app.inject (the server's work
// only, no network), on a throwaway data folder (and, for PostgreSQL, a throwaway database).
// The guests' list with the hidden-items filter is measured by `npm run bench:api`.
//
//   npm run bench:reports                 both databases, 15 rounds each
//   RUNS=40 npm run bench:reports -- --db=sqlite
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { anAccount, bearer } from '../../api/src/test-support/accounts.ts';
import { tempDatabase } from '../api/postgres.mjs';
import { databasesFromArgs, medianAndMax } from '../lib/in-process.mjs';
import { gitRevision, machineInfo, writeResults } from '../lib/run.mjs';
import { BENCH_TOTP_SECRET, totpCode } from '../lib/second-factor.mjs';
import { table } from '../lib/table.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
const ITEMS = 100;
const REPORTERS = 10;
const PAGE = 30;
const ADMIN = { email: 'admin@bench.example', password: 'bench-admin-pass-1' };

const databases = databasesFromArgs();
const summary = medianAndMax;

async function call(app, method, url, token, payload, expected) {
  const started = performance.now();
  const response = await app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const ms = performance.now() - started;
  if (response.statusCode !== expected)
    throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
  return { ms, response };
}

async function adminToken(app) {
  const first = await call(app, 'POST', '/api/auth/login', undefined, ADMIN, 200);
  const second = await call(
    app,
    'POST',
    '/api/auth/login/mfa',
    undefined,
    { mfaToken: first.response.json().mfaToken, code: totpCode() },
    200,
  );
  return second.response.json().token;
}

/** `count` published projects of the first demo owner, named `prefix i`; their ids. */
async function addProjects(app, prefix, count) {
  const owner = await app.db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'owner')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const stamp = new Date().toISOString();
  const rows = await app.db
    .insertInto('projects')
    .values(
      Array.from({ length: count }, (_, i) => ({
        owner_id: owner.id,
        name: `${prefix} ${i}`,
        name_folded: `${prefix} ${i}`.toLowerCase(),
        description: 'A page people reported.',
        published_at: stamp,
        created_at: stamp,
        updated_at: stamp,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** 100 projects, each reported by the 10 accounts: 1,000 reports. Their ids. */
async function fillQueue(app, reporters) {
  const ids = await addProjects(app, 'Reported workshop', ITEMS);
  const now = Date.now();
  await app.db
    .insertInto('reports')
    .values(
      ids.flatMap((id, i) =>
        reporters.map((reporter, r) => ({
          reporter_id: reporter.id,
          kind: 'project',
          item_id: id,
          reason: r % 2 === 0 ? 'spam' : 'scam',
          details: null,
          created_at: new Date(now - (ITEMS * REPORTERS - i * REPORTERS - r) * 1000).toISOString(),
        })),
      ),
    )
    .execute();
  return ids;
}

async function measure(database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-reports-bench-'));
  const temp = database === 'postgres' ? tempDatabase() : undefined;
  let app;
  try {
    if (temp) await temp.create();
    app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        WEB_ROOT: path.join(dataDir, 'no-web'),
        DEMO_DATA: '1',
        RATE_LIMITS: 'off',
        NEW_ACCOUNT_HOURS: '0',
        MAIL_WORKER: 'off',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
        ...(temp ? { DATABASE_URL: temp.url } : {}),
      }),
    );
    const admin = await adminToken(app);
    const reporters = await Promise.all(
      Array.from({ length: REPORTERS }, (_, i) =>
        anAccount(app, { firstName: 'Reporter', lastName: `No${i}` }),
      ),
    );
    // Three more accounts report items afresh: the third report of an item hides it.
    const late = await Promise.all(
      [1, 2, 3].map((i) => anAccount(app, { firstName: 'Late', lastName: `Reporter${i}` })),
    );
    const queued = await fillQueue(app, reporters);

    const walks = [];
    const pages = [];
    const summaries = [];
    let seen = 0;
    // One round untimed first: the first statements warm up.
    for (let run = -1; run < RUNS; run += 1) {
      let url = `/api/admin/reports?limit=${PAGE}`;
      let walk = 0;
      seen = 0;
      while (url) {
        const { ms, response } = await call(app, 'GET', url, admin, undefined, 200);
        walk += ms;
        seen += response.json().length;
        if (run >= 0) pages.push(ms);
        url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
      }
      const count = await call(app, 'GET', '/api/admin/summary', admin, undefined, 200);
      if (run < 0) continue;
      walks.push(walk);
      summaries.push(count.ms);
    }
    if (seen !== ITEMS) throw new Error(`the queue listed ${seen} items, not ${ITEMS}`);

    // Reports of projects nobody reported yet, three each.
    const fresh = await addProjects(app, 'Fresh workshop', RUNS);
    const plainReports = [];
    const hidingReports = [];
    for (const id of fresh) {
      for (const [index, reporter] of late.entries()) {
        const { ms } = await call(
          app,
          'POST',
          '/api/reports',
          reporter.token,
          { kind: 'project', id, reason: 'spam' },
          201,
        );
        (index === late.length - 1 ? hidingReports : plainReports).push(ms);
      }
    }
    const hidden = await app.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('hidden_at', 'is not', null)
      .executeTakeFirstOrThrow();
    if (Number(hidden.n) !== fresh.length)
      throw new Error(`${hidden.n} projects hidden, not ${fresh.length}`);

    // Keeping items of the queue: each decision closes 10 reports and mails their 10 reporters.
    const decisions = [];
    for (const id of queued.slice(0, RUNS)) {
      const { ms } = await call(
        app,
        'POST',
        `/api/admin/reports/project/${id}/decision`,
        admin,
        { decision: 'dismiss' },
        200,
      );
      decisions.push(ms);
    }
    return {
      database,
      reports: ITEMS * REPORTERS,
      items: ITEMS,
      queueWalk: summary(walks),
      queuePage: summary(pages),
      summary: summary(summaries),
      report: summary(plainReports),
      hidingReport: summary(hidingReports),
      decision: summary(decisions),
    };
  } finally {
    await app?.close();
    await temp?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const database of databases) results.push(await measure(database));
const cell = (s) => `${s.medianMs} ms (max ${s.maxMs})`;
console.log(
  table(
    [
      'database',
      `queue: all ${ITEMS} items`,
      `one page (${PAGE})`,
      'summary',
      'a report',
      'the 3rd (hides)',
      'a decision',
    ],
    results.map((r) => [
      r.database,
      ...[r.queueWalk, r.queuePage, r.summary, r.report, r.hidingReport, r.decision].map(cell),
    ]),
    [false, true, true, true, true, true, true],
  ),
);
console.log(
  `${ITEMS * REPORTERS} reports of ${ITEMS} projects; median and slowest of ${RUNS} rounds, through app.inject. ` +
    `A decision keeps an item of the queue and mails its ${REPORTERS} reporters (queued in the outbox, in its transaction).`,
);
const file = writeResults('reports', {
  createdAt: new Date().toISOString(),
  revision: gitRevision(),
  machine: machineInfo(),
  runs: RUNS,
  results,
});
console.log(`\nWritten: ${file}`);

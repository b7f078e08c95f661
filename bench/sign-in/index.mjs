// npm run bench:sign-in [-- --db=sqlite|postgres|both]: what the admins' second factor adds to
// signing in (issue 28, Measure). Per database, the median and slowest of RUNS sign-ins of:
//   - an owner: the password only (POST /api/auth/login answers the session);
//   - the admin: the password (answers { mfaRequired, mfaToken }), then the TOTP code
//     (POST /api/auth/login/mfa answers the session), each step timed and both together.
// The API from its sources (tsx) in this process, calls through app.inject (the server's work
// only, no network), on a throwaway data folder (and, for PostgreSQL, a throwaway database on the
// local server) seeded with the demo data. A code works once per 30-second step: between two runs
// the bench forgets the step last used, as the next step's code would on a real phone.
//
//   npm run bench:sign-in                 both databases, 15 runs each
//   RUNS=40 npm run bench:sign-in -- --db=sqlite
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { tempDatabase } from '../api/postgres.mjs';
import { databasesFromArgs, medianAndMax } from '../lib/in-process.mjs';
import { gitRevision, machineInfo, writeResults } from '../lib/run.mjs';
import { BENCH_TOTP_SECRET, totpCode } from '../lib/second-factor.mjs';
import { table } from '../lib/table.mjs';

const RUNS = Number(process.env.RUNS ?? 15);
const ADMIN = { email: 'admin@bench.example', password: 'bench-admin-pass-1' };

const databases = databasesFromArgs();
const summary = medianAndMax;

async function post(app, url, payload) {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url, payload });
  const ms = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return { ms, body: response.json() };
}

async function measure(database) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-sign-in-bench-'));
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
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
        ...(temp ? { DATABASE_URL: temp.url } : {}),
      }),
    );
    const sheet = readFileSync(path.join(dataDir, 'demo-sign-ins.txt'), 'utf8');
    const owner = {
      email: /(\S+@demo\.rowad\.ps)/.exec(sheet)[1],
      password: /password for all: (\S+)\)/.exec(sheet)[1],
    };
    const { id: adminId } = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();

    const passwordOnly = [];
    const passwordStep = [];
    const codeStep = [];
    const both = [];
    // One of each first, untimed: the first statements and argon2's first hash warm up.
    for (let run = -1; run < RUNS; run += 1) {
      const ownerLogin = await post(app, '/api/auth/login', owner);
      if (typeof ownerLogin.body.token !== 'string') throw new Error('the owner got no session');

      await app.db
        .updateTable('second_factors')
        .set({ last_step: null })
        .where('user_id', '=', adminId)
        .execute();
      const first = await post(app, '/api/auth/login', ADMIN);
      if (!first.body.mfaRequired) throw new Error('the admin was not asked for a code');
      const second = await post(app, '/api/auth/login/mfa', {
        mfaToken: first.body.mfaToken,
        code: totpCode(),
      });
      if (typeof second.body.token !== 'string') throw new Error('the code gave no session');
      if (run < 0) continue;
      passwordOnly.push(ownerLogin.ms);
      passwordStep.push(first.ms);
      codeStep.push(second.ms);
      both.push(first.ms + second.ms);
    }
    return {
      database,
      passwordOnly: summary(passwordOnly),
      adminPasswordStep: summary(passwordStep),
      adminCodeStep: summary(codeStep),
      adminBothSteps: summary(both),
    };
  } finally {
    await app?.close();
    await temp?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const database of databases) results.push(await measure(database));
console.log(
  table(
    ['database', 'password only', 'admin: password', 'admin: code', 'admin: both'],
    results.map((r) => [
      r.database,
      ...[r.passwordOnly, r.adminPasswordStep, r.adminCodeStep, r.adminBothSteps].map(
        (s) => `${s.medianMs} ms (max ${s.maxMs})`,
      ),
    ]),
    [false, true, true, true, true],
  ),
);
console.log(`median and slowest of ${RUNS} sign-ins each, through app.inject`);
const file = writeResults('sign-in', {
  createdAt: new Date().toISOString(),
  revision: gitRevision(),
  machine: machineInfo(),
  runs: RUNS,
  results,
});
console.log(`results: ${path.relative(process.cwd(), file)}`);

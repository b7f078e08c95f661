// npm run bench:api [-- --db=sqlite|postgres|both]: requests per second and latency of two API
// calls under concurrent load, next to a bare node:http "floor" answering the same bytes, per
// database. See bench/README.md for how to read it. It reports and exits 0 whatever the numbers;
// it exits 1 only when it could not measure.
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createCleanups,
  positiveIntegerFromEnv,
  warnIfStale,
  writeResults,
  measureEachDatabase,
  resultHeader,
  runBounded,
} from '../lib/run.mjs';
import { BENCH_TOTP_SECRET, sessionFrom } from '../lib/second-factor.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';
import { floorAnswer, startFloor } from './floor.mjs';
import { measure } from './load.mjs';
import { tempDatabase } from './postgres.mjs';
import { formatReport, ratios, warningsOf } from './report.mjs';

const WARMUP_SECONDS = 2;
const PIPELINING = 1;
const DEFAULT_DURATION_SECONDS = 10;
const DEFAULT_CONNECTIONS = 10;
// About three minutes with the defaults; a longer BENCH_DURATION moves the limit with it.
const MIN_RUN_TIMEOUT_MS = 180_000;
const RUN_TIMEOUT_SLACK_MS = 60_000;
const PROBE_TIMEOUT_MS = 10_000;
const DATABASES = ['sqlite', 'postgres'];

// The server creates this admin at start (active), so there is an account to sign in to.
const ADMIN = { email: 'bench@rowad.test', password: 'bench-password-1' };
const WRONG_PASSWORD = 'not-the-bench-password';

/**
 * Each scenario is run against the API, then against the floor, with the same request. The
 * projects list and detail are asked as a guest (no Authorization), as a visitor's browser or a
 * CDN asks them (issue 29).
 */
function scenarios(token, projectId = 1) {
  return [
    {
      scenario: 'projects list',
      method: 'GET',
      path: '/api/projects',
      headers: {},
      expectedStatus: 200,
    },
    {
      scenario: 'project detail',
      method: 'GET',
      path: `/api/projects/${projectId}`,
      headers: {},
      expectedStatus: 200,
    },
    {
      scenario: 'my-data',
      method: 'GET',
      path: '/api/users/my-data',
      headers: { authorization: `Bearer ${token}` },
      expectedStatus: 200,
    },
    {
      scenario: 'login 401',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: WRONG_PASSWORD }),
      expectedStatus: 401,
    },
  ];
}

/** Undone in reverse order, on success, failure, timeout or Ctrl+C alike. */
const cleanups = createCleanups();

function readSettings() {
  const { values } = parseArgs({ options: { db: { type: 'string', default: 'both' } }, strict: true });
  if (![...DATABASES, 'both'].includes(values.db)) {
    throw new Error(`--db=${values.db}: expected sqlite, postgres or both`);
  }
  return {
    databases: values.db === 'both' ? DATABASES : [values.db],
    durationSeconds: positiveIntegerFromEnv('BENCH_DURATION', DEFAULT_DURATION_SECONDS, 600),
    connections: positiveIntegerFromEnv('BENCH_CONNECTIONS', DEFAULT_CONNECTIONS, 1_000),
    warmupSeconds: WARMUP_SECONDS,
    pipelining: PIPELINING,
  };
}

async function call(baseUrl, { method, path: urlPath, headers, body }) {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    // The load runs send no Accept-Encoding, so the API answers them uncompressed: the probe asks
    // for the same answer, which the floor then replays (fetch would otherwise ask for gzip).
    headers: { ...headers, 'accept-encoding': 'identity' },
    body,
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function signIn(baseUrl) {
  const response = await call(baseUrl, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const token = response.status === 200 ? await sessionFrom(baseUrl, JSON.parse(response.body)) : undefined;
  if (typeof token !== 'string') {
    throw new Error(`signing in as ${ADMIN.email} answered ${response.status}: ${response.body}`);
  }
  return token;
}

/** The newest public project of the demo data, whose detail the detail scenario asks. */
async function newestProjectId(baseUrl) {
  const response = await call(baseUrl, { method: 'GET', path: '/api/projects?limit=1', headers: {} });
  const [project] = response.status === 200 ? JSON.parse(response.body) : [];
  if (typeof project?.id !== 'number') {
    throw new Error(`GET /api/projects answered ${response.status} with no project: ${response.body}`);
  }
  return project.id;
}

/** One request per scenario before the load: a wrong answer now would make every number wrong. */
async function probe(baseUrl, scenario, server) {
  const response = await call(baseUrl, scenario);
  if (response.status !== scenario.expectedStatus) {
    const hint =
      response.status === 429
        ? ' (rate limited: is the build older than RATE_LIMITS=off? npm run build)'
        : '';
    throw new Error(
      `${server} ${scenario.method} ${scenario.path} answered ${response.status}, ` +
        `expected ${scenario.expectedStatus}${hint}: ${response.body.slice(0, 200)}`,
    );
  }
  return response;
}

async function measureDatabase(database, settings, signal) {
  const depth = cleanups.depth;
  try {
    const env = {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
      RATE_LIMITS: 'off',
      // The demo projects on PostgreSQL too (seeded on an empty SQLite anyway): the list scenario reads them.
      DEMO_DATA: '1',
    };
    if (database === 'postgres') {
      const temp = tempDatabase();
      // Pushed first: the drop comes after the server has stopped, and also when create failed.
      cleanups.push(temp.drop);
      try {
        await temp.create();
      } catch (error) {
        throw new Error(`PostgreSQL on 127.0.0.1:5432: ${error instanceof Error ? error.message : error}`);
      }
      env.DATABASE_URL = temp.url;
    }
    const server = await startBuiltServer({ env });
    cleanups.push(server.stop);

    const planned = scenarios(await signIn(server.baseUrl), await newestProjectId(server.baseUrl));
    const routes = {};
    for (const scenario of planned) {
      const answer = await probe(server.baseUrl, scenario, 'rowad');
      routes[`${scenario.method} ${scenario.path}`] = floorAnswer(answer);
    }
    const floor = await startFloor(routes);
    cleanups.push(floor.stop);
    for (const scenario of planned) await probe(floor.baseUrl, scenario, 'floor');

    // One after the other, each API run next to its floor run: parallel runs would compete for
    // the same cores, and neighbours in time share the machine's state (clock, other load).
    const runs = [];
    for (const scenario of planned) {
      for (const target of [
        { ...scenario, server: 'rowad', baseUrl: server.baseUrl, pid: server.pid },
        { ...scenario, server: 'floor', baseUrl: floor.baseUrl, pid: floor.pid },
      ]) {
        console.error(`measuring ${database} ${target.server} ${target.scenario} ...`);
        runs.push(await measure(target, { ...settings, signal }));
      }
    }
    return { database, runs, ratios: ratios(runs) };
  } finally {
    await cleanups.unwindTo(depth);
  }
}

/** @returns {Promise<boolean>} whether every database was measured */
async function run(settings, signal) {
  const createdAt = new Date().toISOString();
  const databases = await measureEachDatabase(settings.databases, signal, (database) =>
    measureDatabase(database, settings, signal),
  );

  const result = {
    ...resultHeader('api', createdAt, { ...settings, host: '127.0.0.1', rateLimits: 'off' }),
    databases,
  };
  console.log(formatReport(result));
  const file = writeResults('api', result);
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/api-latest.json`);
  const measured = databases.filter((database) => !database.error);
  if (measured.some((database) => warningsOf(database).length > 0)) {
    console.log('Some answers were not the expected ones: see the warnings above.');
  }
  return measured.length === databases.length;
}

async function main() {
  let settings;
  try {
    settings = readSettings();
  } catch (error) {
    console.error(`bench:api: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  if (!isBuilt()) {
    console.error('Run npm run build first');
    process.exit(1);
  }
  warnIfStale();

  const targets = settings.databases.length * scenarios('').length * 2;
  const plannedMs = targets * (settings.warmupSeconds + settings.durationSeconds) * 1000;
  await runBounded({
    name: 'bench:api',
    cleanups,
    timeoutMs: Math.max(MIN_RUN_TIMEOUT_MS, plannedMs + RUN_TIMEOUT_SLACK_MS),
    run: (signal) => run(settings, signal),
  });
}

await main();

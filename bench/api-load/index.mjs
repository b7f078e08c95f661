// npm run bench:api-load [-- --db=sqlite|postgres|both]: requests per second and latency of the
// public project list and of one project's page with 100 and with 10,000 public projects in the
// database, next to a bare node:http "floor" answering the same bytes. The goal is flat: the
// numbers should not move with the number of projects. See bench/README.md for how to read it.
// It reports and exits 0 whatever the numbers; it exits 1 only when it could not measure.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { floorAnswer, startFloor } from '../api/floor.mjs';
import { measure } from '../api/load.mjs';
import { tempDatabase } from '../api/postgres.mjs';
import {
  createCleanups,
  positiveIntegerFromEnv,
  warnIfStale,
  writeResults,
  measureEachDatabase,
  resultHeader,
  runBounded,
} from '../lib/run.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';
import { floorRatios, formatReport, scaling, warningsOfDatabase } from './report.mjs';
import { seedPostgres, seedSqlite } from './seed.mjs';

const SIZES = [100, 10_000];
const WARMUP_SECONDS = 2;
const PIPELINING = 1;
const DEFAULT_DURATION_SECONDS = 10;
const DEFAULT_CONNECTIONS = 10;
// The page size GET /api/projects answers without ?limit=.
const DEFAULT_PAGE = 20;
// Six minutes with the defaults (about four of load); a longer BENCH_DURATION moves it.
const MIN_RUN_TIMEOUT_MS = 360_000;
const RUN_TIMEOUT_SLACK_MS = 120_000;
const PROBE_TIMEOUT_MS = 10_000;
const DATABASES = ['sqlite', 'postgres'];
const TARGETS_PER_SIZE = 2;

/** Undone in reverse order, on success, failure, timeout or Ctrl+C alike. */
const cleanups = createCleanups();

function readSettings() {
  const { values } = parseArgs({ options: { db: { type: 'string', default: 'both' } }, strict: true });
  if (![...DATABASES, 'both'].includes(values.db)) {
    throw new Error(`--db=${values.db}: expected sqlite, postgres or both`);
  }
  return {
    databases: values.db === 'both' ? DATABASES : [values.db],
    sizes: SIZES,
    durationSeconds: positiveIntegerFromEnv('BENCH_DURATION', DEFAULT_DURATION_SECONDS, 600),
    connections: positiveIntegerFromEnv('BENCH_CONNECTIONS', DEFAULT_CONNECTIONS, 1_000),
    warmupSeconds: WARMUP_SECONDS,
    pipelining: PIPELINING,
  };
}

async function get(baseUrl, urlPath) {
  // Uncompressed, as the load runs get it (they send no Accept-Encoding): the floor replays it.
  const response = await fetch(`${baseUrl}${urlPath}`, {
    headers: { 'accept-encoding': 'identity' },
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

function parsed(response, what) {
  try {
    return JSON.parse(response.body);
  } catch {
    throw new Error(`${what} did not answer JSON: ${response.body.slice(0, 200)}`);
  }
}

/**
 * The two calls, checked once before the load: a wrong answer now (a 404 from a build without
 * the route, a page that does not hold the seeded projects) would make every number wrong.
 */
async function probeApi(baseUrl, size, middleId) {
  const listPath = '/api/projects';
  const list = await get(baseUrl, listPath);
  if (list.status !== 200) {
    const hint = list.status === 404 ? ' (a build without the route? npm run build)' : '';
    throw new Error(`GET ${listPath} answered ${list.status}${hint}: ${list.body.slice(0, 200)}`);
  }
  const page = parsed(list, `GET ${listPath}`);
  if (!Array.isArray(page))
    throw new Error(`GET ${listPath} did not answer an array: ${list.body.slice(0, 200)}`);
  if (page.length !== Math.min(size, DEFAULT_PAGE)) {
    throw new Error(
      `GET ${listPath} listed ${page.length} projects, expected ${Math.min(size, DEFAULT_PAGE)}`,
    );
  }
  const total = list.headers.get('x-total-count');
  if (total !== null && Number(total) !== size) {
    throw new Error(`GET ${listPath} counted ${total} projects (X-Total-Count), expected ${size}`);
  }

  const detailPath = `/api/projects/${middleId}`;
  const detail = await get(baseUrl, detailPath);
  if (detail.status !== 200) {
    throw new Error(`GET ${detailPath} answered ${detail.status}: ${detail.body.slice(0, 200)}`);
  }
  const project = parsed(detail, `GET ${detailPath}`);
  return {
    answers: { list, detail },
    paths: { list: listPath, detail: detailPath },
    check: {
      listed: page.length,
      totalCount: total === null ? null : Number(total),
      link: list.headers.get('link'),
      detailImages: Array.isArray(project?.images) ? project.images.length : null,
      detailRating: project?.rating ?? null,
    },
  };
}

async function probeFloor(baseUrl, paths, answers) {
  for (const key of ['list', 'detail']) {
    const response = await get(baseUrl, paths[key]);
    if (response.status !== 200 || response.body !== answers[key].body) {
      throw new Error(`the floor answered GET ${paths[key]} with ${response.status}, not the API's answer`);
    }
  }
}

/** A fresh server and database holding `size` projects, measured, then torn down. */
async function measureSize(database, size, settings, signal) {
  const depth = cleanups.depth;
  try {
    const env = { DEMO_DATA: '0' };
    let databaseUrl;
    if (database === 'postgres') {
      const temp = tempDatabase();
      // Pushed first: the drop comes after the server has stopped, and also when create failed.
      cleanups.push(temp.drop);
      try {
        await temp.create();
      } catch (error) {
        throw new Error(`PostgreSQL on 127.0.0.1:5432: ${error instanceof Error ? error.message : error}`);
      }
      databaseUrl = temp.url;
      env.DATABASE_URL = databaseUrl;
    }
    // The server runs the migrations at start; the rows go in once it answers.
    const server = await startBuiltServer({ env });
    cleanups.push(server.stop);
    const seedStart = performance.now();
    const seeded =
      database === 'postgres' ? await seedPostgres(databaseUrl, size) : seedSqlite(server.dataDir, size);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    signal.throwIfAborted();

    const middleId = seeded.projectIds[Math.floor(size / 2)];
    const { answers, paths, check } = await probeApi(server.baseUrl, size, middleId);
    const rating = check.detailRating;
    console.error(
      `${database} ${size.toLocaleString('en-US')}: seeded in ${seedSeconds.toFixed(1)} s; ` +
        `GET ${paths.list}: ${check.listed} of ${check.totalCount ?? '?'}; GET ${paths.detail}: ` +
        `${check.detailImages ?? '?'} images, rating ${rating ? `${rating.average} (${rating.count})` : '?'}`,
    );
    const routes = {
      [`GET ${paths.list}`]: floorAnswer(answers.list),
      [`GET ${paths.detail}`]: floorAnswer(answers.detail),
    };
    const floor = await startFloor(routes);
    cleanups.push(floor.stop);
    await probeFloor(floor.baseUrl, paths, answers);

    // One after the other, each API run next to its floor run: parallel runs would compete for
    // the same cores, and neighbours in time share the machine's state (clock, other load).
    const runs = [];
    for (const scenario of ['list', 'detail']) {
      const request = { scenario, method: 'GET', path: paths[scenario], headers: {}, expectedStatus: 200 };
      const bodyBytes = Buffer.byteLength(answers[scenario].body);
      for (const target of [
        { ...request, server: 'rowad', baseUrl: server.baseUrl, pid: server.pid },
        { ...request, server: 'floor', baseUrl: floor.baseUrl, pid: floor.pid },
      ]) {
        console.error(
          `measuring ${database} ${size.toLocaleString('en-US')} ${target.server} ${scenario} ...`,
        );
        runs.push({ ...(await measure(target, { ...settings, signal })), bodyBytes });
      }
    }
    return {
      size,
      seed: { seconds: Math.round(seedSeconds * 100) / 100, projects: size, comments: seeded.comments },
      targets: paths,
      check,
      runs,
    };
  } finally {
    await cleanups.unwindTo(depth);
  }
}

async function measureDatabase(database, settings, signal) {
  const sizes = [];
  for (const size of settings.sizes) sizes.push(await measureSize(database, size, settings, signal));
  return { database, sizes, floorRatios: floorRatios(sizes), scaling: scaling(sizes) };
}

/** @returns {Promise<boolean>} whether every database was measured */
async function run(settings, signal) {
  const createdAt = new Date().toISOString();
  const databases = await measureEachDatabase(settings.databases, signal, (database) =>
    measureDatabase(database, settings, signal),
  );

  const result = {
    ...resultHeader('api-load', createdAt, { ...settings, host: '127.0.0.1', demoData: false }),
    databases,
  };
  console.log(formatReport(result));
  const file = writeResults('api-load', result);
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/api-load-latest.json`);
  const measured = databases.filter((database) => !database.error);
  if (measured.some((database) => warningsOfDatabase(database).length > 0)) {
    console.log('Some answers were not the expected ones: see the warnings above.');
  }
  return measured.length === databases.length;
}

async function main() {
  let settings;
  try {
    settings = readSettings();
  } catch (error) {
    console.error(`bench:api-load: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  if (!isBuilt()) {
    console.error('Run npm run build first');
    process.exit(1);
  }
  warnIfStale();

  const targets = settings.databases.length * settings.sizes.length * TARGETS_PER_SIZE * 2;
  const plannedMs = targets * (settings.warmupSeconds + settings.durationSeconds) * 1000;
  await runBounded({
    name: 'bench:api-load',
    cleanups,
    timeoutMs: Math.max(MIN_RUN_TIMEOUT_MS, plannedMs + RUN_TIMEOUT_SLACK_MS),
    run: (signal) => run(settings, signal),
  });
}

await main();

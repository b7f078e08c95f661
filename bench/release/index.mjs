// npm run bench:release: the release registry (issue 27; docs/operations.md, "Releasing one remote")
// measured on two built server processes sharing one throwaway PostgreSQL database, as a
// deployment behind a load balancer runs them. A copy of mfe-public's build is served from another
// 127.0.0.1 origin, as a CDN would serve a remote's new build. Measured: how long a release made
// with the CLI (scripts/release.mjs, what `npm run release` runs) takes to reach both processes'
// /remotes.json, and a rollback likewise; how long the platform's checks take (the POST of an
// accepted and of a refused release); and what share of 200 new browsers a 30 % canary reaches.
// It reports and exits 0 whatever the numbers; it exits 1 only when it could not measure.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tempDatabase } from '../api/postgres.mjs';
import { createCleanups, resultHeader, runBounded, warnIfStale, writeResults } from '../lib/run.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';
import { table } from '../lib/table.mjs';

const RUNS = 5;
const BROWSERS = 200;
const CANARY_PERCENT = 30;
const TOKEN = 'bench-release-token-0123456789abcdef';
const POLL_MS = 10;
// A release not seen by a process within this is reported as not seen, not waited for.
const SEEN_WITHIN_MS = 15_000;
const RUN_TIMEOUT_MS = 180_000;
const REMOTE = 'mfe_public';

const cleanups = createCleanups();

/**
 * Serves built remotes as a CDN would: `/<name>/<any label>/<file>` is `<file>` of that remote's
 * dist, so one build answers under as many entry URLs as there are releases.
 */
async function serveBuilds(builds) {
  const server = createServer((request, response) => {
    const [, name, , ...rest] = new URL(request.url ?? '/', 'http://cdn').pathname.split('/');
    const root = builds[name];
    const file = root && path.join(root, ...rest);
    if (
      !file ||
      !file.startsWith(`${root}${path.sep}`) ||
      !statSync(file, { throwIfNoEntry: false })?.isFile()
    ) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.endsWith('.json') ? 'application/json' : 'text/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** `node scripts/release.mjs ...` against `baseUrl`; resolves with its exit code and when it ended. */
function cli(baseUrl, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/release.mjs', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ROWAD_URL: baseUrl, ROWAD_RELEASE_TOKEN: TOKEN },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output, endedAt: performance.now() }));
  });
}

async function publicEntry(baseUrl) {
  const response = await fetch(`${baseUrl}/remotes.json`);
  return (await response.json())[REMOTE];
}

/** When `baseUrl`'s /remotes.json first names `entry` (performance.now()), or null. */
async function seenAt(baseUrl, entry, startedAt) {
  while (performance.now() - startedAt < SEEN_WITHIN_MS) {
    if ((await publicEntry(baseUrl)) === entry) return performance.now();
    await sleep(POLL_MS);
  }
  return null;
}

/**
 * Runs the CLI against the first process and watches both processes' /remotes.json: the times,
 * from the spawn, to the CLI's exit and to each process naming `expected`.
 */
async function timedCli(servers, args, expected) {
  const startedAt = performance.now();
  const [done, ...seen] = await Promise.all([
    cli(servers[0].baseUrl, args),
    ...servers.map((server) => seenAt(server.baseUrl, expected, startedAt)),
  ]);
  if (done.code !== 0)
    throw new Error(`npm run release -- ${args.join(' ')} exited ${done.code}:\n${done.output}`);
  const since = (at) => (at === null ? null : Math.round(at - startedAt));
  return { cliMs: since(done.endedAt), seenMs: seen.map(since) };
}

/** The POST /api/admin/releases call alone: its status and duration. */
async function timedPost(baseUrl, entry) {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/api/admin/releases`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ remote: REMOTE, entry }),
  });
  const body = await response.json();
  return { status: response.status, ms: performance.now() - startedAt, body };
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const max = (values) => (values.includes(null) ? null : Math.max(...values));
const stats = (values) => ({ median: median(values), max: max(values), runs: values });
const shown = (value) => (value === null ? 'not seen' : Math.round(value));

async function propagation(servers, cdn) {
  const releases = [];
  const rollbacks = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const entry = `${cdn.origin}/public/release-${run}/remoteEntry.js`;
    const before = await publicEntry(servers[0].baseUrl);
    // A random pause before each step: the second process reads the registry once a second, and
    // a step started right after the last one was seen there would always land at the same phase.
    await sleep(Math.random() * 1000);
    releases.push(await timedCli(servers, [REMOTE, entry, '--note', `bench run ${run}`], entry));
    await sleep(Math.random() * 1000);
    rollbacks.push(await timedCli(servers, ['rollback', REMOTE], before));
  }
  const summary = (timings) => ({
    cliMs: stats(timings.map((timing) => timing.cliMs)),
    firstProcessMs: stats(timings.map((timing) => timing.seenMs[0])),
    secondProcessMs: stats(timings.map((timing) => timing.seenMs[1])),
    bothMs: stats(
      timings.map((timing) => (timing.seenMs.includes(null) ? null : Math.max(...timing.seenMs))),
    ),
  });
  return { release: summary(releases), rollback: summary(rollbacks) };
}

async function checks(servers, cdn) {
  const accepted = [];
  const refused = [];
  let refusedChecks;
  for (let run = 1; run <= RUNS; run += 1) {
    const good = await timedPost(servers[0].baseUrl, `${cdn.origin}/public/checked-${run}/remoteEntry.js`);
    if (good.status !== 201)
      throw new Error(`an accepted release answered ${good.status}: ${JSON.stringify(good.body)}`);
    accepted.push(good.ms);
    // mfe-auth's build offered as mfe_public: every check runs, two fail (name, exposes).
    const bad = await timedPost(servers[0].baseUrl, `${cdn.origin}/auth/refused-${run}/remoteEntry.js`);
    if (bad.status !== 422)
      throw new Error(`a refused release answered ${bad.status}: ${JSON.stringify(bad.body)}`);
    refused.push(bad.ms);
    refusedChecks = Object.keys(bad.body.errors ?? {});
  }
  const rounded = (values) => values.map((value) => Math.round(value * 10) / 10);
  return {
    accepted: stats(rounded(accepted)),
    refused: { ...stats(rounded(refused)), failedChecks: refusedChecks },
  };
}

async function canaryShare(servers, cdn) {
  const entry = `${cdn.origin}/public/canary/remoteEntry.js`;
  const started = await cli(servers[0].baseUrl, [REMOTE, entry, '--percent', String(CANARY_PERCENT)]);
  if (started.code !== 0) throw new Error(`the canary was not released:\n${started.output}`);
  // Both processes must have read it before the browsers come.
  for (const server of servers) {
    while (
      !(await (
        await fetch(`${server.baseUrl}/remotes.json`, { headers: { cookie: 'x=1' } })
      ).headers.get('set-cookie'))
    )
      await sleep(POLL_MS);
  }
  let inCanary = 0;
  let cookiesSet = 0;
  const perProcess = servers.map(() => ({ browsers: 0, inCanary: 0 }));
  for (let browser = 0; browser < BROWSERS; browser += 1) {
    // New browsers, half on each process, as a load balancer would spread them.
    const index = browser % servers.length;
    const response = await fetch(`${servers[index].baseUrl}/remotes.json`);
    if (/rowad_release=[0-9a-f]{16}/.test(response.headers.get('set-cookie') ?? '')) cookiesSet += 1;
    const named = (await response.json())[REMOTE] === entry;
    perProcess[index].browsers += 1;
    if (named) {
      inCanary += 1;
      perProcess[index].inCanary += 1;
    }
  }
  const rolledBack = await cli(servers[0].baseUrl, ['rollback', REMOTE]);
  if (rolledBack.code !== 0) throw new Error(`the canary was not rolled back:\n${rolledBack.output}`);
  // Two standard deviations of a fair draw's count, as a reading aid.
  const spread = 2 * Math.sqrt(BROWSERS * (CANARY_PERCENT / 100) * (1 - CANARY_PERCENT / 100));
  return {
    percent: CANARY_PERCENT,
    browsers: BROWSERS,
    inCanary,
    share: Math.round((inCanary / BROWSERS) * 1000) / 10,
    cookiesSet,
    perProcess,
    fairRange: [
      Math.round(((BROWSERS * CANARY_PERCENT) / 100 - spread) * 10) / 10,
      Math.round(((BROWSERS * CANARY_PERCENT) / 100 + spread) * 10) / 10,
    ],
  };
}

function report(result) {
  const { propagation: p, checks: c, canary } = result;
  const row = (label, s) => [label, shown(s.median), shown(s.max), s.runs.map(shown).join(' ')];
  return [
    `release registry: 2 processes, one PostgreSQL database, mfe-public served from ${result.cdnOrigin}`,
    '',
    `from spawning the CLI (${RUNS} runs, ms):`,
    table(
      ['step', 'median', 'max', 'runs'],
      [
        row('release: CLI exited', p.release.cliMs),
        row('release: process 1 names it', p.release.firstProcessMs),
        row('release: process 2 names it', p.release.secondProcessMs),
        row('release: both name it', p.release.bothMs),
        row('rollback: CLI exited', p.rollback.cliMs),
        row('rollback: process 1 names the previous', p.rollback.firstProcessMs),
        row('rollback: process 2 names the previous', p.rollback.secondProcessMs),
        row('rollback: both name the previous', p.rollback.bothMs),
      ],
      [false, true, true, false],
    ),
    '',
    `the checks: POST /api/admin/releases (${RUNS} runs, ms):`,
    table(
      ['release', 'median', 'max', 'runs'],
      [
        ['accepted (every check passed)', c.accepted.median, c.accepted.max, c.accepted.runs.join(' ')],
        [
          `refused (mfe-auth's build: ${c.refused.failedChecks.join(', ')} failed)`,
          c.refused.median,
          c.refused.max,
          c.refused.runs.join(' '),
        ],
      ],
      [false, true, true, false],
    ),
    '',
    `a ${canary.percent} % canary over ${canary.browsers} new browsers (GET /remotes.json without a cookie):`,
    table(
      ['browsers', 'got the canary', 'share', 'fair draw (±2σ)', 'cookie set', 'process 1', 'process 2'],
      [
        [
          canary.browsers,
          canary.inCanary,
          `${canary.share}%`,
          `${canary.fairRange[0]}-${canary.fairRange[1]}`,
          canary.cookiesSet,
          `${canary.perProcess[0].inCanary}/${canary.perProcess[0].browsers}`,
          `${canary.perProcess[1].inCanary}/${canary.perProcess[1].browsers}`,
        ],
      ],
      [true, true, true, true, true, true, true],
    ),
  ].join('\n');
}

async function run(signal) {
  const createdAt = new Date().toISOString();
  const database = tempDatabase();
  cleanups.push(database.drop);
  await database.create();
  const env = { DATABASE_URL: database.url, RELEASE_TOKEN: TOKEN, DEMO_DATA: '0', RATE_LIMITS: 'off' };
  console.error('starting two server processes on one database ...');
  const servers = [];
  // One after the other: the first creates the tables.
  for (let index = 0; index < 2; index += 1) {
    const server = await startBuiltServer({ env });
    cleanups.push(server.stop);
    servers.push(server);
  }
  const cdn = await serveBuilds({
    public: path.join(REPO_ROOT, 'mfe-public', 'dist'),
    auth: path.join(REPO_ROOT, 'mfe-auth', 'dist'),
  });
  cleanups.push(cdn.close);
  signal.throwIfAborted();

  console.error(`${RUNS} releases and rollbacks through the CLI ...`);
  const timings = await propagation(servers, cdn);
  signal.throwIfAborted();
  console.error('the checks, accepted and refused ...');
  const checked = await checks(servers, cdn);
  signal.throwIfAborted();
  console.error(`a ${CANARY_PERCENT} % canary over ${BROWSERS} new browsers ...`);
  const canary = await canaryShare(servers, cdn);

  const result = {
    ...resultHeader('release', createdAt, {
      processes: servers.length,
      runs: RUNS,
      browsers: BROWSERS,
      canaryPercent: CANARY_PERCENT,
      pollMs: POLL_MS,
    }),
    units: 'milliseconds from the spawn of the CLI, or of the POST; the canary in browsers',
    cdnOrigin: cdn.origin,
    propagation: timings,
    checks: checked,
    canary,
  };
  console.log(report(result));
  const file = writeResults('release', result);
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/release-latest.json`);
  return true;
}

if (!isBuilt() || !existsSync(path.join(REPO_ROOT, 'mfe-public/dist/mf-manifest.json'))) {
  console.error('Run npm run build first');
  process.exit(1);
}
warnIfStale();
await runBounded({ name: 'bench:release', cleanups, timeoutMs: RUN_TIMEOUT_MS, run });

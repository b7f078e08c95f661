// What counting a page view costs (issue 30, "Measure" c), in a child process of bench:insights:
// the API from its sources (node --import tsx, NODE_ENV=production as npm start runs it) with the
// built web apps and the demo data, on a throwaway data folder, called through app.inject (the
// server's work only, no network). It prints one line `RESULT <json>` on stdout.
//
// 1. A drawn project page, each request a new visitor (its own address), in alternating blocks:
//    counting on, and the counter doing nothing (its `record` a no-op: the platform has no switch
//    to turn counting off; the onResponse hook's checks still run). Time per request and the
//    process's CPU per view, the writes of the queue (flushed at each block's end) included.
// 2. The counter alone: `record` per call, and one write of 2,000 new visitors and of 2,000 repeats.
// 3. The time to the count showing: a new visitor opens the page, and the owner's insights call
//    is asked every 25 ms until today's views have grown (the queue is written every 2 s).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';
import { InsightsRepository } from '../../api/src/modules/insights/repository.ts';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const VIEWS_PER_BLOCK = Number(process.env.INSIGHTS_VIEWS) || 500;
const ROUNDS = Number(process.env.INSIGHTS_ROUNDS) || 4;
const WARMUP_VIEWS = 200;
const BATCH = 2_000;
const BATCH_ROUNDS = 5;
const SHOW_TRIES = Number(process.env.INSIGHTS_SHOW_TRIES) || 5;
const SHOW_POLL_MS = 25;
const SHOW_TIMEOUT_MS = 15_000;

let visitors = 0;
/** A new visitor's address each time: 10.x.y.z, then 11.x.y.z, ... */
function newAddress() {
  visitors += 1;
  return `${10 + (visitors >> 24)}.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
function latencies(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { p50Ms: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), meanMs: mean, maxMs: sorted.at(-1) };
}
const cpuMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-insights-bench-'));
let app;
try {
  app = await buildApp(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '1', RATE_LIMITS: 'off' }));
  const counter = app.insightsCounter;
  // Every view and tap the table holds: what a write added, to check the views were counted.
  const counted = async () =>
    Number(
      (
        await app.db
          .selectFrom('insights_daily')
          .select((eb) => eb.fn.sum('count').as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    );

  const listed = await app.inject({ method: 'GET', url: '/api/projects?limit=50' });
  const projects = listed.json();
  const items = Array.isArray(projects) ? projects : (projects.items ?? []);
  if (items.length === 0) throw new Error('the demo data has no public project');
  const projectId = items[0].id;
  const pageUrl = `/project/${projectId}`;

  const open = (url, address = newAddress()) =>
    app.inject({
      method: 'GET',
      url,
      remoteAddress: address,
      headers: {
        accept: 'text/html,application/xhtml+xml',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en',
        'user-agent': BROWSER,
      },
    });
  const probe = await open(pageUrl);
  if (probe.statusCode !== 200 || !String(probe.headers['content-type']).startsWith('text/html')) {
    throw new Error(`${pageUrl} answered ${probe.statusCode} ${probe.headers['content-type']}`);
  }

  // 1. The drawn page with counting on and with the counter doing nothing.
  const noop = () => {};
  const setCounting = (on) => {
    if (on) delete counter.record;
    else counter.record = noop;
  };
  const block = async (on, views) => {
    setCounting(on);
    const times = [];
    const cpuBefore = cpuMicros();
    const started = performance.now();
    for (let i = 0; i < views; i += 1) {
      const before = performance.now();
      const answer = await open(pageUrl);
      times.push(performance.now() - before);
      if (answer.statusCode !== 200) throw new Error(`${pageUrl} answered ${answer.statusCode}`);
    }
    // What was queued is written now, inside the measured CPU (off: nothing is queued).
    await counter.flush();
    return { times, cpu: cpuMicros() - cpuBefore, wallMs: performance.now() - started };
  };
  await block(true, WARMUP_VIEWS);
  await block(false, WARMUP_VIEWS);
  const countedBefore = await counted();
  const modes = { on: { times: [], cpu: 0, views: 0 }, off: { times: [], cpu: 0, views: 0 } };
  for (let round = 0; round < ROUNDS; round += 1) {
    // Alternating, and swapped every round, so a slower moment weighs on both alike.
    const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
    for (const mode of order) {
      const measured = await block(mode === 'on', VIEWS_PER_BLOCK);
      modes[mode].times.push(...measured.times);
      modes[mode].cpu += measured.cpu;
      modes[mode].views += VIEWS_PER_BLOCK;
    }
  }
  setCounting(true);
  const countedInBlocks = (await counted()) - countedBefore;
  const page = Object.fromEntries(
    Object.entries(modes).map(([mode, { times, cpu, views }]) => [
      mode,
      { views, ...latencies(times), cpuMicrosPerView: cpu / views },
    ]),
  );

  // 2. The counter alone, its timer stopped: `record` per call, and the writes.
  await counter.close();
  const ids = items.map((item) => item.id);
  const hitsOf = (addresses) =>
    addresses.map((ip, index) => ({
      kind: 'project',
      id: ids[index % ids.length],
      metric: 'view',
      ip,
      userAgent: BROWSER,
      at: new Date(),
    }));
  const recordNs = [];
  const writeNewMs = [];
  const writeRepeatMs = [];
  const added = { new: 0, repeats: 0 };
  for (let round = 0; round < BATCH_ROUNDS; round += 1) {
    const hits = hitsOf(Array.from({ length: BATCH }, () => newAddress()));
    for (const [list, kind] of [
      [writeNewMs, 'new'],
      [writeRepeatMs, 'repeats'],
    ]) {
      const total = await counted();
      const started = process.hrtime.bigint();
      for (const hit of hits) counter.record(hit);
      recordNs.push(Number(process.hrtime.bigint() - started) / BATCH);
      const writeStarted = performance.now();
      await counter.flush();
      list.push(performance.now() - writeStarted);
      added[kind] += (await counted()) - total;
    }
  }
  const sortedNs = [...recordNs].sort((a, b) => a - b);
  const counterAlone = {
    recordCalls: recordNs.length * BATCH,
    recordNsPerCall: { median: quantile(sortedNs, 0.5), worst: sortedNs.at(-1) },
    batch: BATCH,
    writeNewMs: latencies(writeNewMs),
    writeRepeatMs: latencies(writeRepeatMs),
    // Checks: each new visitor adds one, a repeat nothing.
    addedByNewVisitors: added.new,
    addedByRepeats: added.repeats,
    newVisitorsWritten: BATCH_ROUNDS * BATCH,
  };

  // 3. The time to the count showing, the timer running as on a served platform.
  counter.start();
  const sheet = readFileSync(path.join(dataDir, 'demo-sign-ins.txt'), 'utf8');
  const password = /password for all: (\S+)\)/.exec(sheet)?.[1];
  const owner = await app.db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select('users.email')
    .where('projects.id', '=', projectId)
    .executeTakeFirstOrThrow();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: owner.email, password },
  });
  if (login.statusCode !== 200) throw new Error(`the owner's login answered ${login.statusCode}`);
  const token = login.json().token;
  const viewsToday = async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/my-projects/${projectId}/insights?days=7`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode !== 200) throw new Error(`the owner's insights answered ${answer.statusCode}`);
    return answer.json().days.at(-1).views;
  };
  const showMs = [];
  for (let attempt = 0; attempt < SHOW_TRIES; attempt += 1) {
    const before = await viewsToday();
    const answer = await open(pageUrl);
    if (answer.statusCode !== 200) throw new Error(`${pageUrl} answered ${answer.statusCode}`);
    const viewed = performance.now();
    for (;;) {
      if ((await viewsToday()) > before) break;
      if (performance.now() - viewed > SHOW_TIMEOUT_MS) throw new Error('the view did not show in 15 s');
      await sleep(SHOW_POLL_MS);
    }
    showMs.push(performance.now() - viewed);
    // Off the timer's beat, so the tries meet it at different moments.
    await sleep(137 * (attempt + 1));
  }

  const database = await new InsightsRepository(app.db).size();
  const result = {
    projectPage: pageUrl,
    pageCache: 'on (as served: a drawn page is kept 5 s)',
    viewsPerBlock: VIEWS_PER_BLOCK,
    rounds: ROUNDS,
    page,
    // A check: the views counted in the blocks with counting on (each a new visitor).
    countedInBlocks,
    counterAlone,
    timeToShow: { tries: showMs.length, ...latencies(showMs), runsMs: showMs },
    repositorySizeAfter: database,
  };
  console.log(`RESULT ${JSON.stringify(result)}`);
} finally {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// npm run bench:insights: issue 30's "Measure", in three parts (see bench/README.md, insights):
//   a. the owner's Insights page on the phone profile (slow 4G 150 ms / 1.6 Mbit/s, CPU 4×): the
//      time to the line chart and the numbers, from the account menu's press or the page's
//      address, and the scripts (bytes as served, per app) it fetched; RUNS runs each;
//   b. the days of counts the database holds, in how many rows (the demo's 180 days), read from
//      the served platform's SQLite file after the runs;
//   c. the cost of counting a page view: a drawn project page with counting on and with the
//      counter doing nothing, the counter's `record` and writes, the time to the count showing
//      (bench/insights/counting.mjs, in a child process).
// It reports and exits 0 whatever the numbers; 1 only when it could not measure.
//
//   npm run bench:insights                       everything, 5 runs per scenario
//   npm run bench:insights -- --runs 3           fewer runs
//   npm run bench:insights -- menu cold          some scenarios (menu, address, cold)
//   npm run bench:insights -- --no-counting      parts a and b only
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { logIn } from '../bundle/accounts.mjs';
import { launchChromium } from '../lib/chromium.mjs';
import {
  createCleanups,
  gitRevision,
  machineInfo,
  runBounded,
  warnIfStale,
  writeResults,
} from '../lib/run.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';
import { CPU_SLOWDOWN, NETWORK } from '../lib/phone.mjs';
import { byApp, measureOnce, SCENARIOS } from './page.mjs';
import { report } from './report.mjs';

const RUN_TIMEOUT_MS = 20 * 60_000;
const SHEET_TIMEOUT_MS = 30_000;

function parseArgs(argv) {
  let runs = 5;
  let counting = true;
  const scenarios = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') {
      runs = Number(argv[(i += 1)]);
      if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs takes 1 to 20');
    } else if (argv[i] === '--no-counting') counting = false;
    else if (SCENARIOS[argv[i]]) scenarios.push(argv[i]);
    else throw new Error(`unknown argument ${argv[i]}: scenarios are ${Object.keys(SCENARIOS).join(', ')}`);
  }
  return { runs, counting, scenarios: scenarios.length > 0 ? scenarios : Object.keys(SCENARIOS) };
}

/** The first demo owner of the sheet the demo seed writes (owners come before investors). */
async function demoOwner(dataDir) {
  const file = path.join(dataDir, 'demo-sign-ins.txt');
  const deadline = Date.now() + SHEET_TIMEOUT_MS;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`no ${file}: was the demo data seeded?`);
    await sleep(200);
  }
  const sheet = readFileSync(file, 'utf8');
  const email = /(\S+@demo\.rowad\.ps)/.exec(sheet)?.[1];
  const password = /password for all: (\S+)\)/.exec(sheet)?.[1];
  if (!email || !password) throw new Error(`${file} names no demo owner`);
  return { email, password };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarize(runs) {
  const pick = (key) => runs.map((run) => run[key]).filter((value) => typeof value === 'number');
  const calls = runs.map((run) => run.insightsCall?.ms).filter((value) => typeof value === 'number');
  // The scripts are the build's: the same every run but for the cache; the first run's are shown.
  const bytes = runs.map((run) => run.scripts.reduce((sum, script) => sum + script.bytes, 0));
  return {
    medianMs: Math.round(median(pick('shownMs'))),
    worstMs: Math.round(Math.max(...pick('shownMs'))),
    runsMs: pick('shownMs').map(Math.round),
    medianChartMs: Math.round(median(pick('chartMs'))),
    medianNumbersMs: Math.round(median(pick('numbersMs'))),
    medianFirstPageMs: pick('firstPageMs').length ? Math.round(median(pick('firstPageMs'))) : null,
    medianInsightsCallMs: calls.length ? Math.round(median(calls)) : null,
    medianRequests: median(pick('requests')),
    scriptBytes: { median: median(bytes), min: Math.min(...bytes), max: Math.max(...bytes) },
    scriptFiles: runs[0].scripts.length,
    scriptsFromCache: runs[0].scriptsFromCache,
    byApp: byApp(runs[0].scripts),
    scripts: runs[0].scripts.sort((a, b) => b.bytes - a.bytes),
    runs: runs.map(({ scripts, ...rest }) => ({
      ...rest,
      scriptBytes: scripts.reduce((s, x) => s + x.bytes, 0),
    })),
  };
}

/** Part b: what the served platform's database holds of the counts (SQLite, read only). */
function readDatabase(dataDir) {
  const db = new Database(path.join(dataDir, 'rowad.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const daily = db
      .prepare(
        `select count(*) as rows, count(distinct day) as days, min(day) as firstDay, max(day) as lastDay,
                count(distinct kind || ':' || item_id) as items, coalesce(sum(count), 0) as counted
           from insights_daily`,
      )
      .get();
    const byKind = db
      .prepare(
        `select kind, count(*) as rows, count(distinct item_id) as items, count(distinct day) as days
           from insights_daily group by kind order by kind`,
      )
      .all();
    const byMetric = db
      .prepare('select metric, count(*) as rows from insights_daily group by metric order by rows desc')
      .all();
    const seen = db.prepare('select count(*) as rows from insights_seen').get().rows;
    const salts = db.prepare('select count(*) as rows from insights_salts').get().rows;
    let dailyBytes = null;
    try {
      // The table and its indexes' pages, where SQLite was built with dbstat.
      dailyBytes = db
        .prepare(
          `select sum(pgsize) as bytes from dbstat
            where name = 'insights_daily' or name in
              (select name from sqlite_master where tbl_name = 'insights_daily' and type = 'index')`,
        )
        .get().bytes;
    } catch {
      // No dbstat in this build of SQLite: the size goes without it.
    }
    return { database: 'sqlite', daily: { ...daily, bytes: dailyBytes }, byKind, byMetric, seen, salts };
  } finally {
    db.close();
  }
}

/** Part c, in a child process running the API from its sources (tsx) as npm start would. */
function measureCounting(signal) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/insights/counting.mjs'], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const stop = () => child.kill('SIGTERM');
    signal.addEventListener('abort', stop, { once: true });
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      signal.removeEventListener('abort', stop);
      const line = output.split('\n').find((text) => text.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('RESULT '.length)));
      else reject(new Error(`the counting measure stopped (${code}): ${output.slice(-2_000)}`));
    });
  });
}

async function run(options, cleanups, signal) {
  warnIfStale();
  const server = await startBuiltServer({
    port: Number(process.env.BENCH_PORT) || undefined,
    env: { DEMO_DATA: '1' },
  });
  const serverDepth = cleanups.depth;
  cleanups.push(server.stop);
  const owner = await demoOwner(server.dataDir);
  const session = await logIn(server.baseUrl, owner.email, owner.password);
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const browserVersion = browser.version();

  const page = [];
  for (const scenarioName of options.scenarios) {
    const runs = [];
    for (let i = 0; i < options.runs; i += 1) {
      const measured = await measureOnce(browser, server.baseUrl, session, scenarioName);
      runs.push(measured);
      const kib = measured.scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      console.log(
        `${scenarioName} run ${i + 1}: ${(measured.shownMs / 1000).toFixed(2)} s, ${measured.scripts.length} scripts, ${kib.toFixed(1)} KiB`,
      );
    }
    page.push({ scenario: scenarioName, label: SCENARIOS[scenarioName].label, ...summarize(runs) });
  }
  const database = readDatabase(server.dataDir);
  await cleanups.unwindTo(serverDepth);

  let counting = null;
  if (options.counting) {
    console.log('counting: a drawn project page, on and off; the counter alone; the time to show ...');
    counting = await measureCounting(signal);
  }

  const result = {
    benchmark: 'insights',
    createdAt: new Date().toISOString(),
    ...gitRevision(),
    machine: machineInfo(),
    node: process.version,
    browserVersion,
    profile: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, viewport: '412x915' },
    owner: owner.email,
    runsPerScenario: options.runs,
    page,
    database,
    counting,
  };
  console.log(`\n${report(result)}`);
  const file = writeResults('insights', result);
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/insights-latest.json`);
  return true;
}

if (!isBuilt()) {
  console.error('Run npm run build first');
  process.exit(1);
}
const options = parseArgs(process.argv.slice(2));
const cleanups = createCleanups();
await runBounded({
  name: 'bench:insights',
  cleanups,
  timeoutMs: RUN_TIMEOUT_MS,
  run: (signal) => run(options, cleanups, signal),
});

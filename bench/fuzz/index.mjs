// npm run bench:fuzz [-- --db=sqlite|postgres|both] [--seed=N] [--requests=N]: the generated
// bad-input campaign of issue 16 (api/src/test-support/bad-input), at volume: requests made from
// the OpenAPI document to every call, sent to the real app on each database. See bench/README.md.
// It exits 0 whatever it finds (the findings are its report) and 1 only when it could not run.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gitRevision, machineInfo, writeResults } from '../lib/run.mjs';
import { REPO_ROOT } from '../lib/server.mjs';
import { table } from '../lib/table.mjs';

const DATABASES = ['sqlite', 'postgres'];
const DEFAULT_REQUESTS = 5_000;
// A campaign runs at about 50-100 requests a second on two busy cores; this stops a hang.
const DATABASE_TIMEOUT_MS = 15 * 60_000;

function readSettings() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'both' },
      seed: { type: 'string' },
      requests: { type: 'string', default: String(DEFAULT_REQUESTS) },
    },
    strict: true,
  });
  if (![...DATABASES, 'both'].includes(values.db))
    throw new Error(`--db=${values.db}: expected sqlite, postgres or both`);
  const requests = Number(values.requests);
  if (!Number.isInteger(requests) || requests < 1 || requests > 1_000_000) {
    throw new Error(`--requests=${values.requests}: expected a whole number from 1 to 1,000,000`);
  }
  // A new seed each run explores further; the printed one replays a run exactly.
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if (!Number.isInteger(seed)) throw new Error(`--seed=${values.seed}: expected a whole number`);
  return { databases: values.db === 'both' ? DATABASES : [values.db], requests, seed };
}

function runDatabase(database, settings, folder) {
  const out = path.join(folder, `${database}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bench/fuzz/campaign.mjs')], {
      cwd: path.join(REPO_ROOT, 'api'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        TEST_DATABASE: database,
        BENCH_FUZZ_SEED: String(settings.seed),
        BENCH_FUZZ_REQUESTS: String(settings.requests),
        BENCH_FUZZ_OUT: out,
      },
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), DATABASE_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(readFileSync(out, 'utf8')));
      } catch {
        reject(new Error(`the ${database} campaign ended (${signal ?? `exit ${code}`}) without a result`));
      }
    });
  });
}

const CLASSES = ['2xx', '3xx', '4xx', '5xx', 'none', 'changed'];

function countsTable(title, rows) {
  const sorted = Object.entries(rows).sort(
    (a, b) => b[1].requests - a[1].requests || a[0].localeCompare(b[0]),
  );
  return `${title}\n${table(
    [title.split(' ')[0], 'requests', ...CLASSES],
    sorted.map(([name, row]) => [name, row.requests, ...CLASSES.map((c) => row[c])]),
    [false, true, true, true, true, true, true, true],
  )}`;
}

function report(result) {
  const lines = [
    `\n=== ${result.database}: ${result.requests} requests to ${result.operations} operations, seed ${result.seed}, ${(result.durationMs / 1000).toFixed(1)} s ===\n`,
    countsTable(
      'operation (requests answered, by status class; changed = stored data changed by a refusal)',
      result.byOperation,
    ),
    '',
    countsTable('kind (what was wrong; a request may have several)', result.byKind),
    '',
    table(
      ['check', 'count', 'goal'],
      [
        ['answers 5xx', result.serverErrors, 0],
        ['error bodies not { code, message }', result.badErrorBodies, 0],
        ['refusals that changed stored data', result.dataChangedByRefusal, 0],
        ['requests not answered within 10 s', result.notAnswered, 0],
        ['unhandled rejections', result.unhandledRejections.length, 0],
        ['uncaught exceptions', result.uncaughtExceptions.length, 0],
        ['error lines logged', result.errorLogs, 0],
        ['Object.prototype polluted', result.objectPrototypePolluted ? 1 : 0, 0],
      ],
      [false, true, true],
    ),
    `status classes: ${Object.entries(result.byStatusClass)
      .sort()
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}`,
  ];
  lines.push(
    `answer time: p50 ${result.answerMs.p50} ms, p99 ${result.answerMs.p99} ms, max ${result.answerMs.max} ms; the slowest:`,
  );
  for (const { ms, request } of result.slowest) lines.push(`  ${ms} ms  ${request.slice(0, 220)}`);
  if (result.findingsCount > 0) {
    lines.push(`\nfindings (${result.findingsCount}, the first ${result.findings.length}):`);
    for (const finding of result.findings)
      lines.push(`- ${finding.problems.join('; ')}\n    ${finding.request}`);
  }
  for (const line of result.errorLogSamples) lines.push(`logged: ${line.slice(0, 400)}`);
  for (const reason of [...result.unhandledRejections, ...result.uncaughtExceptions])
    lines.push(`process: ${reason}`);
  return lines.join('\n');
}

async function main() {
  const settings = readSettings();
  const createdAt = new Date().toISOString();
  console.log(
    `bench:fuzz: ${settings.requests} requests per database, seed ${settings.seed} (replay: --seed=${settings.seed})`,
  );
  if (settings.databases.includes('postgres')) {
    const { status } = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/ensure-postgres.mjs')], {
      stdio: 'inherit',
    });
    if (status !== 0) throw new Error('PostgreSQL is not reachable');
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'rowad-bench-fuzz-'));
  const results = [];
  let failed = false;
  try {
    for (const database of settings.databases) {
      try {
        const result = await runDatabase(database, settings, folder);
        results.push(result);
        console.log(report(result));
      } catch (error) {
        failed = true;
        console.error(`${database}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  if (results.length > 0) {
    const summary = results.map(
      (r) =>
        `${r.database}: ${r.requests} requests, ${r.serverErrors} 5xx, ${r.unhandledRejections.length} unhandled rejections, ${r.dataChangedByRefusal} refusals that changed data, ${(r.durationMs / 1000).toFixed(1)} s`,
    );
    console.log(`\nseed ${settings.seed}\n${summary.join('\n')}`);
    const file = writeResults('fuzz', {
      benchmark: 'fuzz',
      createdAt,
      ...gitRevision(),
      machine: machineInfo(),
      settings,
      results,
    });
    console.log(`results: ${path.relative(REPO_ROOT, file)}`);
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

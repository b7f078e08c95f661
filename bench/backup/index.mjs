// npm run bench:backup [-- --db=sqlite|postgres|both] [-- --runs N]: how long `npm run backup`
// takes with the demo data while the server runs, how long `npm run restore` takes to put it back
// into an empty DATA_DIR (and an empty PostgreSQL database), and how big the archive is (issue 26).
// Times are the commands' wall time as an operator sees it, Node's start included.
// It reports and exits 0 whatever the numbers; it exits 1 only when it could not measure.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tempDatabase } from '../api/postgres.mjs';
import {
  createCleanups,
  gitRevision,
  machineInfo,
  measureEachDatabase,
  runBounded,
  warnIfStale,
  writeResults,
} from '../lib/run.mjs';
import { REPO_ROOT, startBuiltServer } from '../lib/server.mjs';

const DATABASES = ['sqlite', 'postgres'];
const COMMANDS = ['backup', 'restore'].map((name) => path.join(REPO_ROOT, 'api/dist/cli', `${name}.js`));
const RUN_TIMEOUT_MS = 5 * 60_000;
const cleanups = createCleanups();

function readSettings() {
  const { values } = parseArgs({
    options: { db: { type: 'string', default: 'both' }, runs: { type: 'string', default: '3' } },
    strict: true,
  });
  if (![...DATABASES, 'both'].includes(values.db)) {
    throw new Error(`--db=${values.db}: expected sqlite, postgres or both`);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs takes 1 to 9');
  return { databases: values.db === 'both' ? DATABASES : [values.db], runs };
}

/** Runs an operator's command (the built one, as `npm run backup` does) and times it. */
function timeCommand(name, args, env) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/cli', `${name}.js`), ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      const ms = Math.round(performance.now() - started);
      if (code === 0) resolve({ ms, output });
      else reject(new Error(`npm run ${name} failed (exit code ${code}):\n${output}`));
    });
  });
}

/** Every file under a folder, counted, to check the restore put the pictures back. */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

async function newDatabase() {
  const temp = tempDatabase();
  // Pushed first: the drop comes after the server has stopped, and also when create failed.
  cleanups.push(temp.drop);
  try {
    await temp.create();
  } catch (error) {
    throw new Error(`PostgreSQL on 127.0.0.1:5432: ${error instanceof Error ? error.message : error}`);
  }
  return temp.url;
}

/** One database: a server seeded with the demo data, backed up while it serves, restored `runs` times. */
async function measureDatabase(database, { runs }, workDir) {
  const depth = cleanups.depth;
  try {
    const env = { DEMO_DATA: '1' };
    if (database === 'postgres') env.DATABASE_URL = await newDatabase();
    // The server seeds the demo data before it answers /api/health.
    const server = await startBuiltServer({ env });
    cleanups.push(server.stop);
    const measured = [];
    for (let run = 1; run <= runs; run += 1) {
      const archive = path.join(workDir, `${database}-${run}.tar.gz`);
      const backup = await timeCommand('backup', [archive], { ...env, DATA_DIR: server.dataDir });
      const restoreEnv = { DATA_DIR: path.join(workDir, `${database}-${run}-restored`) };
      if (database === 'postgres') restoreEnv.DATABASE_URL = await newDatabase();
      const restore = await timeCommand('restore', [archive], restoreEnv);
      const result = {
        run,
        backupMs: backup.ms,
        restoreMs: restore.ms,
        archiveBytes: statSync(archive).size,
        restoredFiles: filesUnder(restoreEnv.DATA_DIR),
      };
      console.error(
        `${database} run ${run}: backup ${result.backupMs} ms, restore ${result.restoreMs} ms, ` +
          `archive ${(result.archiveBytes / 1024).toFixed(0)} KiB, ${result.restoredFiles} files restored`,
      );
      if (run === 1) console.error(backup.output.trim().replace(/^/gm, '  '));
      measured.push(result);
    }
    return { database, runs: measured, median: medians(measured) };
  } finally {
    await cleanups.unwindTo(depth);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medians = (runs) => ({
  backupMs: median(runs.map((r) => r.backupMs)),
  restoreMs: median(runs.map((r) => r.restoreMs)),
  archiveBytes: median(runs.map((r) => r.archiveBytes)),
});

await runBounded({
  name: 'bench:backup',
  cleanups,
  timeoutMs: RUN_TIMEOUT_MS,
  run: async (signal) => {
    if (!COMMANDS.every((file) => existsSync(file))) {
      console.error('Run npm run build first (the API build has no backup and restore commands yet)');
      return false;
    }
    warnIfStale();
    const settings = readSettings();
    const workDir = mkdtempSync(path.join(tmpdir(), 'rowad-backup-bench-'));
    cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));

    const results = await measureEachDatabase(settings.databases, signal, (database) =>
      measureDatabase(database, settings, workDir),
    );
    console.log(
      `\nDemo data, median of ${settings.runs} (wall time of the commands, Node's start included):`,
    );
    for (const result of results) {
      if (result.error) {
        console.log(`  ${result.database}: could not measure: ${result.error}`);
        continue;
      }
      const { backupMs, restoreMs, archiveBytes } = result.median;
      console.log(
        `  ${result.database.padEnd(8)} backup ${backupMs} ms, restore ${restoreMs} ms, archive ${(archiveBytes / 1024).toFixed(0)} KiB`,
      );
    }
    const createdAt = new Date().toISOString();
    const file = writeResults('backup', {
      benchmark: 'backup',
      createdAt,
      ...gitRevision(),
      node: process.version,
      machine: machineInfo(),
      settings,
      results,
    });
    console.log(`Written: ${path.relative(REPO_ROOT, file)} and bench/results/backup-latest.json`);
    return results.every((result) => !result.error);
  },
});

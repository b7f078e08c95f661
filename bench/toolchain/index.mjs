// npm run bench:toolchain: how long the developer's loop takes on this machine. It times the
// six webpack builds from scratch (Nx cache skipped) and the whole Jest stage (every project,
// the API on SQLite and on PostgreSQL), and counts the tests per app. It reports and exits 0
// whatever the numbers; 1 only when it could not measure (a step failed or ran over 10 minutes).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCleanups, gitRevision, machineInfo, runBounded, writeResults } from '../lib/run.mjs';
import { REPO_ROOT } from '../lib/server.mjs';
import { table } from '../lib/table.mjs';

const RUN_TIMEOUT_MS = 10 * 60_000;

/** Runs a command in the repository and resolves its wall time in seconds; rejects on failure. */
function timed(command, args, signal) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
      signal,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve(seconds);
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${stderr}`));
    });
  });
}

/** Tests per app folder, from Jest's JSON report (the API's count holds both database runs). */
function testsPerApp(report) {
  const counts = {};
  for (const suite of report.testResults) {
    const app = path.relative(REPO_ROOT, suite.name).split(path.sep)[0];
    const label = app === 'api' ? 'api (SQLite + PostgreSQL)' : app;
    counts[label] = (counts[label] ?? 0) + suite.assertionResults.length;
  }
  return counts;
}

const cleanups = createCleanups();

await runBounded({
  name: 'bench:toolchain',
  cleanups,
  timeoutMs: RUN_TIMEOUT_MS,
  run: async (signal) => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'rowad-bench-toolchain-'));
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    const reportFile = path.join(folder, 'jest.json');

    console.log('Building the shell and the five remotes (no cache)...');
    const buildSeconds = await timed(
      'npx',
      ['nx', 'run-many', '-t', 'build', '--parallel=2', '--skip-nx-cache', '--outputStyle=static'],
      signal,
    );
    console.log('Running every Jest project...');
    const jestSeconds = await timed(
      process.execPath,
      ['scripts/jest.mjs', '--json', `--outputFile=${reportFile}`],
      signal,
    );
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const perApp = testsPerApp(report);

    console.log('');
    console.log(
      table(
        ['step', 'wall s'],
        [
          ['build: shell + 5 remotes + API, from scratch (nx, 2 at a time)', buildSeconds.toFixed(1)],
          [
            `Jest: ${report.numTotalTestSuites} suites, ${report.numTotalTests} tests`,
            jestSeconds.toFixed(1),
          ],
        ],
        [false, true],
      ),
    );
    console.log('');
    console.log(
      table(
        ['app', 'tests'],
        Object.entries(perApp).sort(([a], [b]) => a.localeCompare(b)),
        [false, true],
      ),
    );
    console.log(`\n${report.numPassedTests} passed, ${report.numFailedTests} failed`);

    const file = writeResults('toolchain', {
      createdAt: new Date().toISOString(),
      revision: gitRevision(),
      machine: machineInfo(),
      buildSeconds,
      jestSeconds,
      tests: { total: report.numTotalTests, passed: report.numPassedTests, failed: report.numFailedTests },
      testsPerApp: perApp,
    });
    console.log(`Written: ${path.relative(REPO_ROOT, file)} and bench/results/toolchain-latest.json`);
    return true;
  },
});

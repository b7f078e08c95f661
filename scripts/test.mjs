// `npm test`: every check of the project, from a fresh clone, in the order that fails fastest.
// Static checks, then unit and API suites, then one build for the cluster and the browser journeys.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'rowad-test-'));
const unitReport = join(reports, 'unit.json');
const clusterReport = join(reports, 'cluster.json');
const e2eReport = join(reports, 'e2e.json');

const steps = [
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['Format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['Typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--parallel=2', '--outputStyle=static']],
  ['Typecheck (Jest setup)', 'npx', ['tsc', '--noEmit', '-p', 'jest']],
  [
    'Unit and API tests (Jest; the API on SQLite and on PostgreSQL)',
    'node',
    ['scripts/jest.mjs', '--json', `--outputFile=${unitReport}`],
  ],
  ['Build', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']],
  [
    'Cluster (two API processes behind nginx)',
    'node',
    ['scripts/jest.mjs', '--selectProjects', 'cluster', '--json', `--outputFile=${clusterReport}`],
  ],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['Browser journeys', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

let failedStep = null;
for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', E2E_JSON_REPORT: e2eReport },
  });
  console.log(
    `--- ${title}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) {
    failedStep = title;
    break;
  }
}

// One closing line with every test counted, unit and browser alike.
let passed = 0;
let failed = 0;
for (const report of [unitReport, clusterReport]) {
  if (!existsSync(report)) continue;
  const jest = JSON.parse(readFileSync(report, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
console.log('');
if (failedStep) console.log(`npm test stopped at: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);

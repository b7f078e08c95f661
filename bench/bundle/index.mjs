// npm run bench:bundle: the JavaScript a visitor's browser downloads on a first load, per
// scenario, raw and compressed, with the request counts. See bench/README.md for how to read it.
// It reports and exits 0 whatever the numbers; it exits 1 only when it could not measure.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium } from '../lib/chromium.mjs';
import { BENCH_ADMIN, createSessions } from './accounts.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';
import { createSizer, measureScenario } from './measure.mjs';
import { formatReport } from './report.mjs';
import { scenarios } from './scenarios.mjs';
import { BENCH_TOTP_SECRET } from '../lib/second-factor.mjs';

// The whole run, cleanup included, stays under three minutes even when a step hangs.
const RUN_TIMEOUT_MS = 150_000;
const CLEANUP_TIMEOUT_MS = 10_000;
const DEFAULT_BUDGET_BROTLI_KIB = 150;
const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

/** Undone in reverse order, on success, failure, timeout or Ctrl+C alike. */
const cleanups = [];

async function cleanUp() {
  const work = (async () => {
    while (cleanups.length > 0) {
      const undo = cleanups.pop();
      try {
        await undo();
      } catch (error) {
        // The next undo (stopping the server) matters more than this one's failure.
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  await Promise.race([work, sleep(CLEANUP_TIMEOUT_MS)]);
}

function benchPort() {
  const value = process.env.BENCH_PORT;
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`BENCH_PORT=${value} is no port`);
  return port;
}

/** Which build was measured, so two result files can be compared knowingly. */
function gitRevision() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return { commit: null, dirty: null };
  }
}

function writeResults(result) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  const stamped = path.join(RESULTS_DIR, `bundle-${result.createdAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(stamped, json);
  writeFileSync(path.join(RESULTS_DIR, 'bundle-latest.json'), json);
  return stamped;
}

async function run() {
  const server = await startBuiltServer({
    port: benchPort(),
    env: {
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
    },
  });
  cleanups.push(server.stop);
  const sessionFor = createSessions(server);
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  const sizeOf = createSizer(server.baseUrl);
  const measured = [];
  // One after the other: parallel scenarios would compete for the server and blur the counts.
  for (const scenario of scenarios) {
    const withBudget = { budgetBrotliKiB: DEFAULT_BUDGET_BROTLI_KIB, ...scenario };
    const session = scenario.signedInAs ? await sessionFor(scenario.signedInAs) : undefined;
    measured.push(await measureScenario(browser, server.baseUrl, withBudget, sizeOf, session));
  }

  const result = {
    benchmark: 'bundle',
    createdAt: new Date().toISOString(),
    ...gitRevision(),
    node: process.version,
    browserVersion: browser.version(),
    units: 'bytes; printed as KiB (1024 bytes)',
    compression: 'gzip level 9 and brotli quality 11, as the build precompresses',
    scenarios: measured,
  };
  console.log(formatReport(result));
  const file = writeResults(result);
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/bundle-latest.json`);
}

async function main() {
  if (!isBuilt()) {
    console.error('Run npm run build first');
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanUp().finally(() => process.exit(130)));
  }

  let timer;
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  let exitCode = 0;
  try {
    await Promise.race([run(), timedOut]);
  } catch (error) {
    console.error(`bench:bundle could not measure: ${error instanceof Error ? error.message : error}`);
    exitCode = 1;
  } finally {
    clearTimeout(timer);
    await cleanUp();
  }
  // Explicit: a step left hanging by the timeout must not keep the process alive.
  process.exit(exitCode);
}

await main();

// What the load benchmarks (api/, api-load/) share around their measurements: settings from the
// environment, a stack of clean-ups undone on success, failure, timeout or Ctrl+C alike, which
// build and machine were measured, and the results folder.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REPO_ROOT } from './server.mjs';

export const RESULTS_DIR = path.join(REPO_ROOT, 'bench', 'results');

/** A whole number from 1 to `max` read from the environment, else `fallback`. */
export function positiveIntegerFromEnv(name, fallback, max) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) {
    throw new Error(`${name}=${value} must be a whole number from 1 to ${max}`);
  }
  return number;
}

/** The newest source file the server bundle is built from, to warn about a stale build. */
function newestSourceMtime() {
  let newest = 0;
  for (const folder of ['api/src', 'shared/src']) {
    const root = path.join(REPO_ROOT, folder);
    for (const file of readdirSync(root, { recursive: true })) {
      // Tests are not in the bundle: editing one does not make the build stale.
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
    }
  }
  return newest;
}

export function warnIfStale() {
  try {
    if (statSync(path.join(REPO_ROOT, 'api/dist/main.js')).mtimeMs < newestSourceMtime()) {
      console.warn('warning: api/dist/main.js is older than its sources; this measures the last build.');
    }
  } catch {
    // Only a hint: the build check proper is isBuilt().
  }
}

/** Which build was measured, so two result files can be compared knowingly. */
export function gitRevision() {
  try {
    const git = (...args) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    return { commit: git('rev-parse', '--short', 'HEAD'), dirty: git('status', '--porcelain') !== '' };
  } catch {
    return { commit: null, dirty: null };
  }
}

export function machineInfo() {
  const cpus = os.cpus();
  return { platform: process.platform, cpus: cpus.length, cpuModel: cpus[0]?.model.trim() ?? 'unknown' };
}

/**
 * Writes results/<name>-<timestamp>.json and results/<name>-latest.json.
 * @returns {string} the timestamped file
 */
export function writeResults(name, result) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  const stamped = path.join(RESULTS_DIR, `${name}-${result.createdAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(stamped, json);
  writeFileSync(path.join(RESULTS_DIR, `${name}-latest.json`), json);
  return stamped;
}

/**
 * Clean-ups (stopping a server, dropping a database) undone in reverse order. A step records
 * `depth` before it sets things up and unwinds to it in its `finally`; the run's end (or a
 * timeout, or Ctrl+C) unwinds everything with `cleanUp`.
 */
export function createCleanups({ timeoutMs = 15_000 } = {}) {
  const stack = [];
  const unwindTo = async (depth) => {
    while (stack.length > depth) {
      const undo = stack.pop();
      try {
        await undo();
      } catch (error) {
        // The next undo (stopping a server, dropping the database) matters more than this one.
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  };
  return {
    push: (undo) => stack.push(undo),
    get depth() {
      return stack.length;
    },
    unwindTo,
    cleanUp: () => Promise.race([unwindTo(0), sleep(timeoutMs)]),
  };
}

/**
 * Runs a benchmark to its end and exits: Ctrl+C and a time limit both abort it, and every
 * clean-up (servers, temp folders, databases) runs whatever happens.
 * `run(signal)` resolves true when it measured, false when it could not.
 */
export async function runBounded({ name, cleanups, timeoutMs, run }) {
  const aborter = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      aborter.abort(new Error(`interrupted by ${signal}`));
      cleanups.cleanUp().finally(() => process.exit(130));
    });
  }
  let timer;
  const timedOut = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`timed out after ${timeoutMs / 1000} s`);
      aborter.abort(error);
      reject(error);
    }, timeoutMs);
  });

  const running = run(aborter.signal);
  // After a timeout the run still rejects (aborted) while we clean up: an unhandled rejection
  // would end the process before the temp database is dropped.
  running.catch(() => {});
  let exitCode = 0;
  try {
    const complete = await Promise.race([running, timedOut]);
    if (!complete) exitCode = 1;
  } catch (error) {
    console.error(`${name} could not measure: ${error instanceof Error ? error.message : error}`);
    exitCode = 1;
  } finally {
    clearTimeout(timer);
    await cleanups.cleanUp();
  }
  // Explicit: a step left hanging by the timeout must not keep the process alive.
  process.exit(exitCode);
}

/**
 * Measures each database in turn. A database that fails is reported with its error and the
 * others are still measured; an abort (Ctrl+C, time limit) stops everything.
 */
export async function measureEachDatabase(databases, signal, measureDatabase) {
  const results = [];
  for (const database of databases) {
    try {
      results.push(await measureDatabase(database));
    } catch (error) {
      if (signal.aborted) throw error;
      results.push({ database, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}

/** The part of every API benchmark's result that says when, where and with what it ran. */
export function resultHeader(benchmark, createdAt, settings) {
  return {
    benchmark,
    createdAt,
    ...gitRevision(),
    node: process.version,
    machine: machineInfo(),
    settings,
    units: 'requests per second (mean of 1 s samples); latency in milliseconds; CPU in % of one core',
  };
}

// Starts the built platform the way `npm start` serves it (api/dist/main.js serving every dist/),
// on its own port and with a throwaway data folder: a developer's running instance and data stay
// untouched, and every run starts from the same empty, demo-seeded database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../../scripts/server-node-args.mjs';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

const HOST = '127.0.0.1';
const SERVER_ENTRY = 'api/dist/main.js';
const BUILD_MARKERS = ['shell/dist/index.html', SERVER_ENTRY];
// The platform's own settings, dropped from the inherited environment: a developer's
// DATABASE_URL or REMOTES_FILE would otherwise change what is measured from one machine to the next.
const PLATFORM_VARS = [
  'PORT',
  'HOST',
  'DATA_DIR',
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'JWT_SECRET',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'DEMO_DATA',
  'WEB_ROOT',
  'REMOTES_FILE',
  'CORS_ORIGINS',
  'REDIS_URL',
  'RATE_LIMITS',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
  'NEW_ACCOUNT_HOURS',
  'RELEASE_TOKEN',
  'ADMIN_TOTP_SECRET',
];
const LOG_TAIL_CHARS = 8_000;

/** True when the build a benchmark needs is there (the server entry and the shell's page). */
export function isBuilt() {
  return BUILD_MARKERS.every((file) => existsSync(path.join(REPO_ROOT, file)));
}

/** A port nobody listens on right now: the OS picks it, we release it for the server. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function serverEnv(port, dataDir, extraEnv) {
  const env = { ...process.env };
  for (const name of PLATFORM_VARS) delete env[name];
  // The benchmark's own settings come after the inherited ones, and the address and data folder
  // last: whatever a benchmark passes, the server listens on loopback and writes to the temp folder.
  return { ...env, ...extraEnv, PORT: String(port), HOST, DATA_DIR: dataDir };
}

/**
 * Starts the built server and resolves once /api/health answers. The caller must call stop(),
 * also on error; a process 'exit' hook kills the server anyway should the caller crash first.
 * `env` adds platform settings (ADMIN_EMAIL, DATABASE_URL, ...) to the clean environment; `pid`
 * lets a benchmark read the server's CPU time; `dataDir` is the server's DATA_DIR (with SQLite,
 * rowad.sqlite is in it), removed by stop().
 * @param {{ port?: number, startTimeoutMs?: number, env?: Record<string, string> }} [options]
 * @returns {Promise<{ baseUrl: string, pid: number, dataDir: string, stop: () => Promise<void> }>}
 */
export async function startBuiltServer({ port, startTimeoutMs = 30_000, env = {} } = {}) {
  const listenPort = port ?? (await freePort());
  const baseUrl = `http://${HOST}:${listenPort}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-bench-'));
  const child = spawn(process.execPath, [...serverNodeArgs(), SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: serverEnv(listenPort, dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  // Kept only to explain a failed start; the server's request log is noise in a benchmark.
  let logTail = '';
  const keepLog = (chunk) => {
    logTail = (logTail + chunk.toString()).slice(-LOG_TAIL_CHARS);
  };
  child.stdout.on('data', keepLog);
  child.stderr.on('data', keepLog);

  const exited = new Promise((resolve) => child.once('exit', resolve));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const killNow = () => {
    if (isRunning()) child.kill('SIGKILL');
  };
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  // 'exit' handlers run synchronously only: kill without waiting, then remove the folder.
  const lastResort = () => {
    killNow();
    removeData();
  };
  process.once('exit', lastResort);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (isRunning()) {
      child.kill('SIGTERM');
      // The server drains its connections on SIGTERM; do not let a stuck one hold the benchmark.
      await Promise.race([exited, sleep(5_000)]);
      killNow();
      await exited;
    }
    process.off('exit', lastResort);
    removeData();
  };

  const deadline = Date.now() + startTimeoutMs;
  try {
    for (;;) {
      if (!isRunning()) throw new Error(`the server exited during start-up:\n${logTail}`);
      if (Date.now() > deadline) throw new Error(`the server did not answer /api/health:\n${logTail}`);
      try {
        const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return { baseUrl, pid: child.pid, dataDir, stop };
      } catch {
        // Not listening yet.
      }
      await sleep(200);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

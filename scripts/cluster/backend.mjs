// One API process of the cluster: the built server (`node api/dist/main.js`, with the node options
// of `npm start`) on its own port, and the active health check that says when it may take traffic.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../server-node-args.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SERVER_ENTRY = path.join('api', 'dist', 'main.js');
const HEALTH_PATH = '/api/health';
const HEALTH_POLL_MS = 100;
// The API gives itself 10 s to finish its requests on SIGTERM (api/src/main.ts); a little more here.
const STOP_TIMEOUT_MS = 12_000;
const LOG_TAIL_CHARS = 8_000;

/** True once GET /api/health on `baseUrl` answers 200. */
export async function isHealthy(baseUrl, timeoutMs = 2_000) {
  try {
    const response = await fetch(`${baseUrl}${HEALTH_PATH}`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts one API process and resolves once its health check answers (it listens only after its
 * migrations, and the demo data when it seeds them, so a healthy process is ready for traffic).
 * `onLine` gets each line it prints; `onExit` is told when, once healthy, it ends unasked (a crash,
 * a kill -9). It runs in a process group of its own: a Ctrl-C at the terminal reaches the cluster,
 * which stops nginx before the processes, rather than every process at once.
 */
export async function startBackend({ host, port, env, startTimeoutMs = 90_000, onLine = () => {}, onExit }) {
  const child = spawn(process.execPath, [...serverNodeArgs(), SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...env, HOST: host, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let tail = '';
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (chunk) => {
      const text = partial + chunk.toString();
      tail = (tail + chunk.toString()).slice(-LOG_TAIL_CHARS);
      const lines = text.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
  }
  const running = () => child.exitCode === null && child.signalCode === null;
  // In its own group it would outlive a cluster that crashes: killed when this process exits.
  const lastResort = () => running() && child.kill('SIGKILL');
  process.once('exit', lastResort);
  child.once('exit', () => process.off('exit', lastResort));
  let stopping = false;
  let ready = false;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      if (ready && !stopping) onExit?.({ pid: child.pid, code, signal });
      resolve({ code, signal });
    }),
  );
  const baseUrl = `http://${host}:${port}`;

  const backend = {
    pid: child.pid,
    host,
    port,
    baseUrl,
    exited,
    running,
    logTail: () => tail,
    /** SIGTERM: the API stops taking connections, finishes its requests and exits. */
    async stop() {
      stopping = true;
      if (!running()) return exited;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(STOP_TIMEOUT_MS, undefined, { ref: false })]);
      if (running()) child.kill('SIGKILL');
      return exited;
    },
  };

  const deadline = Date.now() + startTimeoutMs;
  while (!(await isHealthy(baseUrl))) {
    if (!running()) throw new Error(`the API process on port ${port} stopped at start:\n${tail}`);
    if (Date.now() > deadline) {
      await backend.stop();
      throw new Error(`the API process on port ${port} did not become healthy:\n${tail}`);
    }
    await sleep(HEALTH_POLL_MS);
  }
  ready = true;
  return backend;
}

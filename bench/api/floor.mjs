// Starts the floor server (floor-server.mjs) in a child process. It is given the responses the
// API actually sent (status, headers, body), so the two differ only in the work done before
// answering: routing, hooks, validation, the session lookup, the password hash.
import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const FLOOR_SCRIPT = fileURLToPath(new URL('./floor-server.mjs', import.meta.url));
// Node writes these itself for every response; copying them would send them twice.
const PER_RESPONSE_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

/**
 * What the floor answers to `${method} ${path}`, from a response the API sent.
 * @param {{ status: number, headers: Headers, body: string }} response
 */
export function floorAnswer(response) {
  const headers = {};
  for (const [name, value] of response.headers) {
    if (!PER_RESPONSE_HEADERS.has(name)) headers[name] = value;
  }
  return { status: response.status, headers, body: response.body };
}

/**
 * @param {Record<string, ReturnType<typeof floorAnswer>>} routes keyed by "METHOD /path"
 * @returns {Promise<{ baseUrl: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startFloor(routes, { startTimeoutMs = 10_000 } = {}) {
  const child = fork(FLOOR_SCRIPT, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const killNow = () => {
    if (isRunning()) child.kill('SIGKILL');
  };
  process.once('exit', killNow);

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (isRunning()) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(2_000)]);
      killNow();
      await exited;
    }
    process.off('exit', killNow);
  };

  try {
    const port = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the floor server did not start')), startTimeoutMs);
      child.once('message', (message) => {
        clearTimeout(timer);
        resolve(message.port);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the floor server exited during start-up (code ${code})`));
      });
      child.send({ routes });
    });
    return { baseUrl: `http://127.0.0.1:${port}`, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

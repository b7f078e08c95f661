// Drives one target with autocannon: a warm-up whose numbers are thrown away (JIT, connection
// set-up, SQLite's page cache), then the measured run.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

// Linux reports process CPU time in USER_HZ ticks, fixed at 100 per second for user space.
const TICKS_PER_SECOND = 100;
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * @typedef {object} Target
 * @property {string} scenario e.g. "my-data"
 * @property {'rowad' | 'floor'} server
 * @property {string} baseUrl
 * @property {number} pid the server process, for its CPU time
 * @property {string} method
 * @property {string} path
 * @property {Record<string, string>} headers
 * @property {string} [body]
 * @property {number} expectedStatus anything else is reported as an error
 */

/** CPU seconds (user + system, every thread) a process has used, or null off Linux. */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name, in parentheses, may hold spaces: count fields from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * Response times with their fractions: autocannon's own histogram keeps whole milliseconds,
 * too coarse for answers that take well under one.
 */
export class LatencySamples {
  #values = new Float64Array(1 << 16);
  #count = 0;

  add(milliseconds) {
    if (this.#count === this.#values.length) {
      const grown = new Float64Array(this.#values.length * 2);
      grown.set(this.#values);
      this.#values = grown;
    }
    this.#values[this.#count++] = milliseconds;
  }

  summary() {
    const sorted = this.#values.slice(0, this.#count).sort();
    if (sorted.length === 0) return null;
    // Nearest rank: the value at or below which p % of the responses fall.
    const at = (p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
    const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
    // Microseconds are the most the timer's and the event loop's jitter leave meaningful.
    const round = (value) => Math.round(value * 1000) / 1000;
    return {
      p50: round(at(50)),
      p90: round(at(90)),
      p99: round(at(99)),
      max: round(sorted[sorted.length - 1]),
      mean: round(mean),
    };
  }
}

function runAutocannon(target, { seconds, connections, signal, onResponse }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${target.baseUrl}${target.path}`,
        method: target.method,
        headers: target.headers,
        body: target.body,
        connections,
        pipelining: 1,
        duration: seconds,
        timeout: REQUEST_TIMEOUT_SECONDS,
      },
      (error, result) => {
        signal?.removeEventListener('abort', stop);
        if (error) reject(error);
        else resolve(result);
      },
    );
    const stop = () => instance.stop();
    signal?.addEventListener('abort', stop, { once: true });
    if (onResponse)
      instance.on('response', (_client, _status, _bytes, milliseconds) => onResponse(milliseconds));
  });
}

const percentOf = (cpuSeconds, wallSeconds) =>
  cpuSeconds === null ? null : Math.round((cpuSeconds / wallSeconds) * 100);

/**
 * @param {Target} target
 * @param {{ warmupSeconds: number, durationSeconds: number, connections: number, signal?: AbortSignal }} options
 */
export async function measure(target, { warmupSeconds, durationSeconds, connections, signal }) {
  await runAutocannon(target, { seconds: warmupSeconds, connections, signal });
  signal?.throwIfAborted();

  const latencies = new LatencySamples();
  const serverCpuBefore = cpuSecondsOf(target.pid);
  const clientCpuBefore = ownCpuSeconds();
  const startedAt = performance.now();
  const result = await runAutocannon(target, {
    seconds: durationSeconds,
    connections,
    signal,
    onResponse: (milliseconds) => latencies.add(milliseconds),
  });
  signal?.throwIfAborted();
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const serverCpuAfter = cpuSecondsOf(target.pid);

  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  );
  const unexpected = Object.fromEntries(
    Object.entries(statuses).filter(([status]) => Number(status) !== target.expectedStatus),
  );
  return {
    scenario: target.scenario,
    server: target.server,
    method: target.method,
    path: target.path,
    expectedStatus: target.expectedStatus,
    durationSeconds: result.duration,
    requestsPerSecond: result.requests.mean,
    requestsPerSecondStddev: result.requests.stddev,
    requests: result.requests.total,
    latencyMs: latencies.summary(),
    statuses,
    non2xx: result.non2xx,
    unexpectedStatuses: unexpected,
    errors: result.errors,
    timeouts: result.timeouts,
    // Percent of one core over the measured run; over 100 means several threads (argon2 runs
    // on libuv's pool). Near 100 for the load generator means it, not the server, set the pace.
    cpuPercent: {
      server:
        serverCpuBefore === null || serverCpuAfter === null
          ? null
          : percentOf(serverCpuAfter - serverCpuBefore, wallSeconds),
      loadGenerator: percentOf(ownCpuSeconds() - clientCpuBefore, wallSeconds),
    },
  };
}

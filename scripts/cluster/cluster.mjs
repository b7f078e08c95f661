// Several API processes behind nginx on this machine (issue 26; docs/operations.md, "Run on
// several machines"). Used by `npm run cluster` (scripts/cluster.mjs), the cluster tests and
// bench/cluster: each starts one with startCluster and gets the handles to stop, restart or kill.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isHealthy, REPO_ROOT, SERVER_ENTRY, startBackend } from './backend.mjs';
import { ensureNginx, FAIL_TIMEOUT_SECONDS, startNginx } from './nginx.mjs';
import { freePort, LOOPBACK } from './ports.mjs';
import { localDatabase, S3RVER_CREDENTIALS, startRedis, startS3 } from './services.mjs';

export const DEFAULT_SIZE = 2;
const LOCAL_DATABASE = 'rowad_cluster';
const LOCAL_BUCKET = 'rowad';
const CRASH_RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 30_000;
const BACK_IN_SERVICE_MARGIN_MS = 1_000;
const PROXY_START_TIMEOUT_MS = 10_000;
// Set per process by the cluster, whatever the environment says.
const PER_PROCESS = ['PORT', 'HOST'];

/** Whether the platform is built: the server and the shell's page it serves. */
export function isBuilt() {
  return [SERVER_ENTRY, path.join('shell', 'dist', 'index.html')].every((file) =>
    existsSync(path.join(REPO_ROOT, file)),
  );
}

/** `count` distinct free ports. */
async function freePorts(count, taken) {
  const ports = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port) && !taken.includes(port)) ports.push(port);
  }
  return ports;
}

/**
 * The environment every API process shares: what was given, and for what was not, the services
 * started here. Returns the environment and the stops of what it started, last first.
 */
async function sharedEnvironment({ given, dataDir, proxyUrl, log }) {
  const env = { ...given };
  for (const name of PER_PROCESS) delete env[name];
  const stops = [];
  const started = {};
  env.DATA_DIR = dataDir;
  if (!env.DATABASE_URL) {
    const database = await localDatabase(LOCAL_DATABASE);
    env.DATABASE_URL = database.url;
    // A database made here starts with the demo data, as `npm start`'s first run does.
    if (database.created && env.DEMO_DATA === undefined) env.DEMO_DATA = '1';
    started.database = LOCAL_DATABASE;
    log(`database: ${LOCAL_DATABASE} on the local PostgreSQL server${database.created ? ' (created)' : ''}`);
  }
  if (!env.REDIS_URL) {
    const redis = await startRedis(path.join(dataDir, 'redis'));
    stops.push(redis.stop);
    env.REDIS_URL = redis.url;
    started.redis = { pid: redis.pid, url: redis.url };
    log(`redis: a private redis-server at ${redis.url} (pid ${redis.pid})`);
  }
  if (!env.S3_BUCKET) {
    const s3 = await startS3(path.join(dataDir, 's3'), LOCAL_BUCKET);
    stops.push(s3.stop);
    Object.assign(env, {
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    });
    started.s3 = { endpoint: s3.endpoint, bucket: s3.bucket };
    log(
      `object store: s3rver at ${s3.endpoint}, bucket ${s3.bucket}, over ${path.join(dataDir, 's3')} ` +
        '(for local use only; in production set S3_BUCKET and S3_ENDPOINT to Garage, SeaweedFS or AWS S3)',
    );
  }
  env.PUBLIC_URL ||= proxyUrl;
  // Only the proxy's address may say which client a request came from.
  env.TRUST_PROXY ||= LOOPBACK;
  return { env, stops: stops.reverse(), started };
}

/**
 * Starts the cluster: the shared services, then the first API process alone (it migrates the
 * database and seeds the demo data, which two processes must not do at once), then the others
 * together, each checked healthy, then nginx in front of them.
 * @param {{
 *   dataDir: string, port: number, listenHost?: string, size?: number, env?: NodeJS.ProcessEnv,
 *   log?: (line: string) => void, onBackendLine?: (index: number, line: string) => void,
 *   restartOnCrash?: boolean,
 * }} options
 */
export async function startCluster({
  dataDir,
  port,
  // The proxy's address; the API processes always listen on loopback, reached through it.
  listenHost = LOOPBACK,
  size = DEFAULT_SIZE,
  env: given = process.env,
  log = () => {},
  onBackendLine = () => {},
  restartOnCrash = true,
}) {
  if (!isBuilt()) throw new Error('The platform is not built: run npm run build first.');
  const startedAt = performance.now();
  mkdirSync(dataDir, { recursive: true });
  const nginxBinary = ensureNginx(log);
  const proxyUrl = `http://localhost:${port}`;
  const undo = [];
  let stopping = false;
  const slots = [];
  let nginx;

  const infoFile = path.join(dataDir, 'cluster.json');
  const writeInfo = () =>
    writeFileSync(
      infoFile,
      `${JSON.stringify(
        {
          proxy: { port, pid: nginx?.pid ?? null },
          backends: slots.map(({ backend, port: backendPort }) => ({
            pid: backend?.pid ?? null,
            port: backendPort,
          })),
        },
        null,
        2,
      )}\n`,
    );

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await nginx?.stop();
    await Promise.all(slots.map((slot) => slot.queue));
    await Promise.all(slots.map((slot) => slot.backend?.stop()));
    for (const step of undo.reverse()) await step();
    rmSync(infoFile, { force: true });
  };

  try {
    const shared = await sharedEnvironment({ given, dataDir, proxyUrl, log });
    undo.push(...shared.stops.map((step) => () => step()));
    const ports = await freePorts(size, [port]);

    const launch = (index) =>
      startBackend({
        host: LOOPBACK,
        port: slots[index].port,
        env: shared.env,
        onLine: (line) => onBackendLine(index, line),
        onExit: (exit) => crashed(index, exit),
      });

    /** Runs `work` on a slot after whatever is under way on it (a crash restart, a rolling restart). */
    const onSlot = (index, work) => {
      const slot = slots[index];
      const next = slot.queue.then(work);
      slot.queue = next.catch(() => undefined);
      return next;
    };

    /** Starts the slot's process again until it comes up, waiting longer after each failure. */
    const relaunch = async (index) => {
      for (let wait = CRASH_RESTART_DELAY_MS; !stopping; wait = Math.min(wait * 2, MAX_RESTART_DELAY_MS)) {
        await sleep(wait);
        if (stopping) return;
        try {
          slots[index].backend = await launch(index);
          writeInfo();
          log(`api ${index + 1} started again: pid ${slots[index].backend.pid}, port ${slots[index].port}`);
          return;
        } catch (error) {
          log(`api ${index + 1} did not start again (next try in ${(wait * 2) / 1000} s): ${error.message}`);
        }
      }
    };

    // A process that ends unasked (a crash, kill -9) is started again on its port; meanwhile nginx
    // sends its requests to the others (proxy_next_upstream, max_fails).
    const crashed = (index, { pid, code, signal }) => {
      if (stopping || !restartOnCrash) return;
      log(`api ${index + 1} (pid ${pid}) stopped unasked (${signal ?? `exit code ${code}`})`);
      void onSlot(index, async () => {
        if (slots[index].backend?.pid === pid) await relaunch(index);
      });
    };

    for (const backendPort of ports)
      slots.push({ port: backendPort, backend: undefined, queue: Promise.resolve() });
    slots[0].backend = await launch(0);
    await Promise.all(
      slots.slice(1).map(async (slot, offset) => {
        slot.backend = await launch(offset + 1);
      }),
    );

    nginx = await startNginx({
      binary: nginxBinary,
      prefix: path.join(dataDir, 'nginx'),
      listen: `${listenHost}:${port}`,
      backends: slots.map((slot) => ({ host: LOOPBACK, port: slot.port })),
      onLog: (text) => log(`nginx: ${text.trim()}`),
    });
    const proxyDeadline = Date.now() + PROXY_START_TIMEOUT_MS;
    while (!(await isHealthy(proxyUrl))) {
      if (Date.now() > proxyDeadline) throw new Error(`nginx does not answer on ${proxyUrl}`);
      await sleep(50);
    }
    writeInfo();
    const startSeconds = (performance.now() - startedAt) / 1000;

    let rolling;
    /**
     * Restarts the processes one at a time. SIGTERM: the process answers new requests 503 (nginx
     * sends them to another process and skips this one), finishes the requests it holds, closes
     * once quiet and exits (api/src/main.ts); a new one starts on the same port and, once its
     * health check answers and nginx has stopped skipping it (FAIL_TIMEOUT_SECONDS), the next
     * process restarts. Without that wait nginx could find every process marked failed at once.
     */
    const rollingRestart = () => {
      rolling ??= (async () => {
        for (const [index, slot] of slots.entries()) {
          await onSlot(index, async () => {
            if (stopping) return;
            const old = slot.backend;
            await old.stop();
            slot.backend = await launch(index);
            writeInfo();
            await sleep(FAIL_TIMEOUT_SECONDS * 1000 + BACK_IN_SERVICE_MARGIN_MS);
            log(`api ${index + 1} restarted: pid ${old.pid} -> ${slot.backend.pid}, port ${slot.port}`);
          });
        }
      })().finally(() => {
        rolling = undefined;
      });
      return rolling;
    };

    return {
      proxyUrl,
      proxyPort: port,
      startSeconds,
      env: shared.env,
      started: shared.started,
      infoFile,
      get nginxPid() {
        return nginx.pid;
      },
      /** The current processes: { pid, port, baseUrl } each. */
      get backends() {
        return slots.map(({ backend, port: backendPort }) => ({
          pid: backend?.pid ?? null,
          port: backendPort,
          baseUrl: `http://${LOOPBACK}:${backendPort}`,
        }));
      },
      /** Resolves once every process is running and healthy again (after a crash). */
      async settled() {
        await rolling;
        for (const slot of slots) await slot.queue;
      },
      rollingRestart,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

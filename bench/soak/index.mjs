// npm run bench:soak [-- --db=sqlite|postgres|both] [--cluster]: 200 clients for 60 s on a mixed
// workload (lists, details, sign-in, comments, participation) against the built API with the demo
// data, per database, then (--cluster) through nginx in front of two API processes on PostgreSQL
// (scripts/cluster), then the same mix against the bare node:http floor. Reports errors, req/s,
// p50/p99 and the API's memory idle and under load. See bench/README.md for how to read it.
// It reports and exits 0 whatever the numbers; it exits 1 only when it could not measure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { floorAnswer, startFloor } from '../api/floor.mjs';
import { cpuSecondsOf } from '../api/load.mjs';
import { tempDatabase } from '../api/postgres.mjs';
import { createAccount, logIn, OWNER_PASSWORD } from '../bundle/accounts.mjs';
import {
  createCleanups,
  measureEachDatabase,
  positiveIntegerFromEnv,
  resultHeader,
  runBounded,
  warnIfStale,
  writeResults,
} from '../lib/run.mjs';
import { BENCH_TOTP_SECRET } from '../lib/second-factor.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';
import { startCluster } from '../../scripts/cluster/cluster.mjs';
import { freePort } from '../../scripts/cluster/ports.mjs';
import { memoryOf, sampleMemory } from './memory.mjs';
import { formatReport, GOALS } from './report.mjs';
import { apiWorkload, floorWorkload, MIX, probeEachCall, runWorkload } from './workload.mjs';

const DATABASES = ['sqlite', 'postgres'];
/** The run through the proxy, measured after the databases when --cluster is given. */
const CLUSTER = 'postgres, 2 processes behind nginx';
const CLUSTER_SIZE = 2;
const DEFAULT_DURATION_SECONDS = 60;
const DEFAULT_CONNECTIONS = 200;
const WARMUP_SECONDS = 2;
// Signed-in accounts made through the API before the load, per role.
const POOL_SIZE = 20;
// Registrations at once: each hashes a password (argon2 on libuv's four threads).
const ACCOUNT_CONCURRENCY = 4;
const IDLE_WAIT_MS = 5_000;
const WARMUP_CALLS = 3;
// Six minutes with the defaults (about three of load); a longer BENCH_DURATION moves it.
const MIN_RUN_TIMEOUT_MS = 360_000;
// Per database: start-up with the demo data, the accounts, the idle and after-load waits.
const PER_DATABASE_OVERHEAD_MS = 75_000;
const RUN_TIMEOUT_SLACK_MS = 60_000;
const SERVER_START_TIMEOUT_MS = 60_000;
const PROBE_TIMEOUT_MS = 10_000;

// The server creates this admin at start; the benchmark signs in as it to create the event.
const ADMIN = { email: 'admin@rowad.bench', password: 'bench-admin-password-1' };

/** Undone in reverse order, on success, failure, timeout or Ctrl+C alike. */
const cleanups = createCleanups();

function readSettings() {
  const { values } = parseArgs({
    options: { db: { type: 'string', default: 'both' }, cluster: { type: 'boolean', default: false } },
    strict: true,
  });
  if (![...DATABASES, 'both'].includes(values.db)) {
    throw new Error(`--db=${values.db}: expected sqlite, postgres or both`);
  }
  return {
    databases: [...(values.db === 'both' ? DATABASES : [values.db]), ...(values.cluster ? [CLUSTER] : [])],
    durationSeconds: positiveIntegerFromEnv('BENCH_DURATION', DEFAULT_DURATION_SECONDS, 600),
    connections: positiveIntegerFromEnv('BENCH_CONNECTIONS', DEFAULT_CONNECTIONS, 1_000),
    warmupSeconds: WARMUP_SECONDS,
    pipelining: 1,
    accountsPerRole: POOL_SIZE,
    mix: MIX,
  };
}

async function call(baseUrl, method, urlPath, { token, body } = {}) {
  const response = await fetch(`${baseUrl}${urlPath}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${method} ${urlPath} answered ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** `count` calls of `make`, at most `concurrency` at a time, in order. */
async function inBatches(count, concurrency, make) {
  const made = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      made[index] = await make(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return made;
}

/** A date `days` from now, as the API takes it (YYYY-MM-DD). */
const dayFromNow = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What the mix needs: the demo projects and events, an upcoming event with room for everyone
 * (created by the admin), and signed-in owners and users made as a person makes them (register,
 * the activation link from the outbox, login).
 */
async function prepare(server, signal) {
  const startedAt = performance.now();
  const projects = await call(server.baseUrl, 'GET', '/api/projects?limit=100');
  const events = await call(server.baseUrl, 'GET', '/api/events?limit=100');
  if (projects.length === 0)
    throw new Error('GET /api/projects listed no project: were the demo data seeded?');

  const admin = await logIn(server.baseUrl, ADMIN.email, ADMIN.password);
  const event = await call(server.baseUrl, 'POST', '/api/admin/events', {
    token: admin.token,
    body: {
      name: 'Soak Bazaar',
      description: 'The soak benchmark: every owner asks to take part.',
      city: 'Hebron',
      street: 'Bab al-Zawiya',
      startDate: dayFromNow(30),
      endDate: dayFromNow(31),
      categories: ['bazaar'],
      kind: 'physical',
      capacity: 100_000,
    },
  });

  const account = (role) => async () => {
    signal.throwIfAborted();
    const session = await createAccount(server.baseUrl, server.dataDir, role);
    return { email: session.user.email, password: OWNER_PASSWORD, token: session.token };
  };
  const owners = await inBatches(POOL_SIZE, ACCOUNT_CONCURRENCY, account('owner'));
  const users = await inBatches(POOL_SIZE, ACCOUNT_CONCURRENCY, account('user'));
  return {
    seconds: Math.round((performance.now() - startedAt) / 100) / 10,
    world: {
      projectIds: projects.map((project) => project.id),
      eventIds: [...events.map((item) => item.id), event.id],
      participationEventId: event.id,
      owners,
      users,
      comments: new Map(),
    },
  };
}

/** A few answers of each read, so the idle memory is that of a server which has served. */
async function warmUp(baseUrl) {
  for (let round = 0; round < WARMUP_CALLS; round += 1) {
    for (const urlPath of ['/api/health', '/api/projects', '/api/events', '/api/projects?q=glass']) {
      await call(baseUrl, 'GET', urlPath);
    }
  }
}

const percentOf = (cpuSeconds, wallSeconds) =>
  cpuSeconds === null ? null : Math.round((cpuSeconds / wallSeconds) * 100);

const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** A discarded warm-up of the mix, then the measured run with the memory sampled. */
async function load(target, workload, settings, signal) {
  const options = { baseUrl: target.baseUrl, workload, connections: settings.connections, signal };
  await runWorkload({ ...options, seconds: settings.warmupSeconds });
  signal.throwIfAborted();

  const memory = sampleMemory(target.pid);
  const serverCpuBefore = cpuSecondsOf(target.pid);
  const clientCpuBefore = ownCpuSeconds();
  const startedAt = performance.now();
  let run;
  let sampled;
  try {
    run = await runWorkload({ ...options, seconds: settings.durationSeconds });
  } finally {
    sampled = memory.stop();
  }
  signal.throwIfAborted();
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const serverCpuAfter = cpuSecondsOf(target.pid);
  return {
    ...run,
    memory: sampled,
    cpuPercent: {
      server:
        serverCpuBefore === null || serverCpuAfter === null
          ? null
          : percentOf(serverCpuAfter - serverCpuBefore, wallSeconds),
      loadGenerator: percentOf(ownCpuSeconds() - clientCpuBefore, wallSeconds),
    },
  };
}

/**
 * nginx in front of CLUSTER_SIZE API processes (scripts/cluster), shaped as startBuiltServer's
 * answer: the proxy's URL, the shared data folder (the outbox the accounts are activated from),
 * and the first process's pid, whose memory and CPU the report shows.
 */
async function startProxiedServers(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-bench-cluster-'));
  let cluster;
  try {
    cluster = await startCluster({
      dataDir,
      port: await freePort(),
      size: CLUSTER_SIZE,
      env: { PATH: process.env.PATH ?? '', LOG_FORMAT: 'json', ...env },
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl: cluster.proxyUrl,
    pid: cluster.backends[0].pid,
    dataDir,
    stop: async () => {
      await cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measureDatabase(database, settings, signal) {
  const depth = cleanups.depth;
  try {
    const env = {
      DEMO_DATA: '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The admin signs in with a second factor (issue 28): enrolled at start, its codes made here.
      ADMIN_TOTP_SECRET: BENCH_TOTP_SECRET,
      RATE_LIMITS: 'off',
      // The soak's accounts are minutes old: none is new, or issue 31's limits would refuse their comments.
      NEW_ACCOUNT_HOURS: '0',
    };
    if (database === 'postgres' || database === CLUSTER) {
      const temp = tempDatabase();
      // Pushed first: the drop comes after the server has stopped, and also when create failed.
      cleanups.push(temp.drop);
      try {
        await temp.create();
      } catch (error) {
        throw new Error(`PostgreSQL on 127.0.0.1:5432: ${error instanceof Error ? error.message : error}`);
      }
      env.DATABASE_URL = temp.url;
    }
    console.error(`${database}: starting the server with the demo data ...`);
    const server =
      database === CLUSTER
        ? await startProxiedServers(env)
        : await startBuiltServer({ env, startTimeoutMs: SERVER_START_TIMEOUT_MS });
    cleanups.push(server.stop);

    await warmUp(server.baseUrl);
    await sleep(IDLE_WAIT_MS, undefined, { signal });
    const idle = memoryOf(server.pid);

    const prepared = await prepare(server, signal);
    const probes = await probeEachCall(server.baseUrl, prepared.world, { timeoutMs: PROBE_TIMEOUT_MS });
    console.error(
      `${database}: idle ${idle?.rssMiB ?? '?'} MiB; ${prepared.world.owners.length} owners and ` +
        `${prepared.world.users.length} users signed in, event ${prepared.world.participationEventId} ` +
        `created in ${prepared.seconds} s; every call answered as expected once`,
    );

    console.error(
      `${database}: ${settings.connections} connections for ${settings.durationSeconds} s ` +
        `(after a ${settings.warmupSeconds} s warm-up) ...`,
    );
    const run = await load(server, apiWorkload(prepared.world), settings, signal);

    // Does the memory go back down once the load stops?
    await sleep(IDLE_WAIT_MS, undefined, { signal });
    const after = memoryOf(server.pid);

    return {
      database,
      prepare: {
        seconds: prepared.seconds,
        owners: prepared.world.owners.length,
        users: prepared.world.users.length,
        projects: prepared.world.projectIds.length,
        events: prepared.world.eventIds.length,
        commentsWritten: prepared.world.comments.size,
      },
      memoryMiB: {
        idle: idle?.rssMiB ?? null,
        peak: run.memory.peakRssMiB,
        hwm: run.memory.hwmMiB,
        afterLoad: after?.rssMiB ?? null,
      },
      run,
      // Kept for the floor, not written: the API's answers it will send back.
      probes,
    };
  } finally {
    await cleanups.unwindTo(depth);
  }
}

/** The same mix against the floor, answering what the first measured database's API answered. */
async function measureFloor(probes, settings, signal) {
  const depth = cleanups.depth;
  try {
    const routes = {};
    for (const { request, response } of probes) {
      routes[`${request.method} ${request.path}`] = floorAnswer(response);
    }
    const floor = await startFloor(routes);
    cleanups.push(floor.stop);
    console.error(`floor: ${settings.connections} connections for ${settings.durationSeconds} s ...`);
    const run = await load(floor, floorWorkload(probes), settings, signal);
    const { memory, ...rest } = run;
    return { ...rest, memoryMiB: { peak: memory.peakRssMiB } };
  } finally {
    await cleanups.unwindTo(depth);
  }
}

/** @returns {Promise<boolean>} whether every database and the floor were measured */
async function run(settings, signal) {
  const createdAt = new Date().toISOString();
  const databases = await measureEachDatabase(settings.databases, signal, (database) =>
    measureDatabase(database, settings, signal),
  );
  const measured = databases.find((database) => !database.error);
  let floor;
  if (measured) {
    try {
      floor = { answersFrom: measured.database, ...(await measureFloor(measured.probes, settings, signal)) };
    } catch (error) {
      if (signal.aborted) throw error;
      floor = { error: error instanceof Error ? error.message : String(error) };
    }
  } else {
    floor = { error: 'no database was measured, so the floor had no answers to send' };
  }

  const result = {
    ...resultHeader('soak', createdAt, { ...settings, host: '127.0.0.1', rateLimits: 'off', demoData: true }),
    goals: GOALS,
    // The probes' answers served the floor; the results keep the measurements only.
    databases: databases.map((database) =>
      Object.fromEntries(Object.entries(database).filter(([key]) => key !== 'probes')),
    ),
    floor,
  };
  console.log(formatReport(result));
  const file = writeResults('soak', result);
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/soak-latest.json`);
  return databases.every((database) => !database.error) && !floor.error;
}

async function main() {
  let settings;
  try {
    settings = readSettings();
  } catch (error) {
    console.error(`bench:soak: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  if (!isBuilt()) {
    console.error('Run npm run build first');
    process.exit(1);
  }
  warnIfStale();

  const loadMs = (settings.databases.length + 1) * (settings.warmupSeconds + settings.durationSeconds) * 1000;
  const plannedMs = loadMs + settings.databases.length * PER_DATABASE_OVERHEAD_MS;
  await runBounded({
    name: 'bench:soak',
    cleanups,
    timeoutMs: Math.max(MIN_RUN_TIMEOUT_MS, plannedMs + RUN_TIMEOUT_SLACK_MS),
    run: (signal) => run(settings, signal),
  });
}

await main();

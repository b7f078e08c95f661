// npm run bench:cluster: the cluster of `npm run cluster` (scripts/cluster) measured. How long it
// takes to start (PostgreSQL database, Redis, object store, the first process with the demo data,
// the others, nginx); what clients reading through the proxy get while one process is killed
// (kill -9); and what clients reading and writing get during a rolling restart, with every
// acknowledged write looked up afterwards. See bench/README.md for how to read it. It reports and
// exits 0 whatever the numbers; it exits 1 only when it could not measure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startCluster } from '../../scripts/cluster/cluster.mjs';
import { freePort } from '../../scripts/cluster/ports.mjs';
import { readPaths, readUntil } from '../../scripts/cluster/readers.mjs';
import { tempDatabase } from '../api/postgres.mjs';
import { createCleanups, resultHeader, runBounded, warnIfStale, writeResults } from '../lib/run.mjs';
import { isBuilt, REPO_ROOT } from '../lib/server.mjs';
import { table } from '../lib/table.mjs';

const SIZE = 2;
const READERS = 20;
const WRITERS = 4;
const KILL_SECONDS = 10;
const KILL_AT_SECONDS = 3;
const SETTLE_MS = 1_000;
const RUN_TIMEOUT_MS = 240_000;

const cleanups = createCleanups();

/** `count` loops of contact messages (POST, a write) until `signal` aborts; each acknowledged one is kept. */
async function writeUntil({ baseUrl, count, signal }) {
  const acknowledged = [];
  const errors = [];
  const writer = async (index) => {
    for (let round = 0; !signal.aborted; round += 1) {
      const message = `cluster bench ${process.pid} writer ${index} message ${round}`;
      try {
        const response = await fetch(`${baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Amal Tamimi', email: 'amal@example.com', message }),
        });
        await response.arrayBuffer();
        if (response.ok) acknowledged.push(message);
        else errors.push(`HTTP ${response.status}`);
      } catch (error) {
        errors.push(String(error.cause?.code ?? error.message));
      }
    }
  };
  await Promise.all(Array.from({ length: count }, (_, index) => writer(index)));
  return { acknowledged, errors };
}

const summarize = (errors) => {
  const counts = {};
  for (const error of errors) counts[error.error ?? error] = (counts[error.error ?? error] ?? 0) + 1;
  return counts;
};

async function killOne(cluster, paths) {
  const victim = cluster.backends[0];
  const controller = new AbortController();
  const reading = readUntil({
    baseUrl: cluster.proxyUrl,
    paths,
    clients: READERS,
    signal: controller.signal,
  });
  await sleep(KILL_AT_SECONDS * 1000);
  const killedAt = performance.now();
  process.kill(victim.pid, 'SIGKILL');
  // The cluster starts it again once it has seen it end.
  while (cluster.backends[0].pid === victim.pid) await sleep(20);
  await cluster.settled();
  const backSeconds = (performance.now() - killedAt) / 1000;
  await sleep(Math.max(0, (KILL_SECONDS - KILL_AT_SECONDS) * 1000 - (performance.now() - killedAt)));
  controller.abort();
  const { served, errors } = await reading;
  return {
    seconds: KILL_SECONDS,
    clients: READERS,
    served,
    errors: errors.length,
    errorKinds: summarize(errors),
    killedPid: victim.pid,
    startedAgainInSeconds: Math.round(backSeconds * 10) / 10,
  };
}

async function rollingRestart(cluster, paths, database) {
  const controller = new AbortController();
  const reading = readUntil({
    baseUrl: cluster.proxyUrl,
    paths,
    clients: READERS - WRITERS,
    signal: controller.signal,
  });
  const writing = writeUntil({ baseUrl: cluster.proxyUrl, count: WRITERS, signal: controller.signal });
  await sleep(SETTLE_MS);
  const startedAt = performance.now();
  await cluster.rollingRestart();
  const restartSeconds = (performance.now() - startedAt) / 1000;
  await sleep(SETTLE_MS);
  controller.abort();
  const [read, written] = await Promise.all([reading, writing]);

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let stored;
  try {
    const { rows } = await client.query('SELECT message FROM contact_messages WHERE message = ANY($1)', [
      written.acknowledged,
    ]);
    stored = new Set(rows.map((row) => row.message));
  } finally {
    await client.end();
  }
  return {
    seconds: Math.round((restartSeconds + (2 * SETTLE_MS) / 1000) * 10) / 10,
    restartSeconds: Math.round(restartSeconds * 10) / 10,
    clients: { readers: READERS - WRITERS, writers: WRITERS },
    served: read.served + written.acknowledged.length,
    errors: read.errors.length + written.errors.length,
    errorKinds: { ...summarize(read.errors), ...summarize(written.errors) },
    writesAcknowledged: written.acknowledged.length,
    writesLost: written.acknowledged.filter((message) => !stored.has(message)).length,
  };
}

function report(result) {
  const { start, kill, restart } = result;
  const lines = [
    `cluster: nginx in front of ${SIZE} API processes, PostgreSQL, a private Redis and object store`,
    '',
    `start: ${start.seconds} s (a fresh database, the demo data seeded by the first process)`,
    '',
    table(
      ['phase', 'seconds', 'clients', 'answers', 'errors', 'writes ok', 'writes lost'],
      [
        ['kill -9 of one process', kill.seconds, kill.clients, kill.served, kill.errors, '-', '-'],
        [
          'rolling restart',
          restart.seconds,
          `${restart.clients.readers}+${restart.clients.writers}`,
          restart.served,
          restart.errors,
          restart.writesAcknowledged,
          restart.writesLost,
        ],
      ],
      [false, true, true, true, true, true, true],
    ),
    '',
    `the killed process answered again after ${kill.startedAgainInSeconds} s; ` +
      `the rolling restart took ${restart.restartSeconds} s`,
  ];
  for (const [phase, kinds] of [
    ['kill', kill.errorKinds],
    ['restart', restart.errorKinds],
  ]) {
    for (const [kind, count] of Object.entries(kinds)) lines.push(`error (${phase}): ${kind} ×${count}`);
  }
  lines.push('', 'Goals: 0 errors and 0 writes lost.');
  return lines.join('\n');
}

async function run(signal) {
  const createdAt = new Date().toISOString();
  const database = tempDatabase();
  cleanups.push(database.drop);
  await database.create();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-bench-cluster-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));

  console.error(`starting nginx and ${SIZE} API processes ...`);
  const cluster = await startCluster({
    dataDir,
    port: await freePort(),
    size: SIZE,
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: database.url,
      DEMO_DATA: '1',
      // Load, not the limiter: the writers send more contact messages than a person may.
      RATE_LIMITS: 'off',
      LOG_FORMAT: 'json',
    },
  });
  cleanups.push(cluster.stop);
  signal.throwIfAborted();
  const start = { seconds: Math.round(cluster.startSeconds * 10) / 10 };

  const projects = await (await fetch(`${cluster.proxyUrl}/api/projects`)).json();
  const paths = readPaths(projects.map((project) => project.id));
  console.error(`kill -9 of one process under ${READERS} readers for ${KILL_SECONDS} s ...`);
  const kill = await killOne(cluster, paths);
  signal.throwIfAborted();
  console.error('rolling restart under readers and writers ...');
  const restart = await rollingRestart(cluster, paths, database);

  const result = {
    ...resultHeader('cluster', createdAt, { size: SIZE, readers: READERS, writers: WRITERS }),
    start,
    kill,
    restart,
  };
  console.log(report(result));
  const file = writeResults('cluster', result);
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/cluster-latest.json`);
  return true;
}

if (!isBuilt()) {
  console.error('Run npm run build first');
  process.exit(1);
}
warnIfStale();
await runBounded({ name: 'bench:cluster', cleanups, timeoutMs: RUN_TIMEOUT_MS, run });

// What the API processes share, started by the cluster when the environment names none: a
// database on the local PostgreSQL server, a private Redis, and an S3-compatible server over a
// folder (s3rver: for local use only; docs/operations.md names servers for production).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import S3rver from 's3rver';
import { freePort, LOOPBACK } from './ports.mjs';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const START_TIMEOUT_MS = 10_000;
/** s3rver's fixed credentials: it checks every request's signature against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function withAdmin(run) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Starts the local PostgreSQL cluster when it is installed but stopped (scripts/ensure-postgres.mjs). */
function ensurePostgres() {
  const script = new URL('../ensure-postgres.mjs', import.meta.url);
  const { status, stdout, stderr } = spawnSync(process.execPath, [script.pathname], { encoding: 'utf8' });
  if (status !== 0) throw new Error(`PostgreSQL: ${stderr || stdout}`);
}

/**
 * A database on the local server, created when it does not exist. `drop()` removes it (tests
 * make a fresh one per run; `npm run cluster` keeps its own across runs, as it keeps DATA_DIR).
 */
export async function localDatabase(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  ensurePostgres();
  const created = await withAdmin(async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
    return rowCount === 0;
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    created,
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** A private redis-server on a free loopback port, its files in `dir`. */
export async function startRedis(dir) {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', LOOPBACK, '--dir', dir, '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const lastResort = () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL');
  process.once('exit', lastResort);
  child.once('exit', () => process.off('exit', lastResort));
  child.once('error', (error) => {
    output += String(error);
  });
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!/Ready to accept connections/.test(output)) {
    if (child.exitCode !== null || child.signalCode !== null || /ENOENT/.test(output)) {
      throw new Error(`redis-server did not start: ${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start in time: ${output}`);
    }
    await sleep(50);
  }
  return {
    pid: child.pid,
    url: `redis://${LOOPBACK}:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** s3rver over `dir` on a free loopback port, with `bucket` made. */
export async function startS3(dir, bucket) {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: LOOPBACK,
    port,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  return {
    endpoint: `http://${LOOPBACK}:${port}`,
    bucket,
    stop: () => server.close(),
  };
}

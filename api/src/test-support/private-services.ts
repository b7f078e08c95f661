import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

// Fault tests stop and restart a database server or a Redis: never the shared ones other suites
// use at the same time, but private instances on free ports, removed at the end.

const run = promisify(execFile);

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The newest installed PostgreSQL's programs (Debian layout), if any. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => existsSync(`${bin}/initdb`));
}

/**
 * Why a private PostgreSQL cannot run here, or undefined when it can: its programs run as the
 * `postgres` user, which takes root (CI runs as root; a developer's machine may not).
 */
export function privatePostgresUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'a private PostgreSQL is started with runuser, which needs root';
  if (postgresBin() === undefined) return 'no PostgreSQL programs under /usr/lib/postgresql';
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'no postgres user to run PostgreSQL as';
  return undefined;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops and removes the cluster. */
  remove(): Promise<void>;
}

/** A fresh cluster of its own (trust authentication), started on a free port. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (bin === undefined) throw new Error('no PostgreSQL programs under /usr/lib/postgresql');
  const dir = mkdtempSync(path.join(tmpdir(), 'rowad-private-pg-'));
  const { uid, gid } = await run('id', ['-u', 'postgres']).then(async ({ stdout }) => ({
    uid: Number(stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  }));
  chownSync(dir, uid, gid);
  const asPostgres = (program: string, args: string[]) =>
    run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { timeout: 30_000 });
  await asPostgres('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', dir, ...args]);
  await pgCtl('-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start');
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    async start() {
      await pgCtl('-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start');
      running = true;
    },
    async remove() {
      if (running) await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function untilListening(port: number, timeout = 5_000): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeout;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} after ${timeout} ms`);
    await sleep(20);
  }
}

/** A redis-server child process on a free port, without persistence; stopped and started again at will. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await untilListening(port);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (!child) return;
      child.kill('SIGKILL');
      await exited(child);
      child = undefined;
    },
    start,
  };
}

/** True when a redis-server program is on the PATH. */
export function redisServerInstalled(): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => existsSync(path.join(dir, 'redis-server')));
}

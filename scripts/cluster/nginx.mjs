// The cluster's proxy: Debian's nginx, installed when missing (as root, like Chromium in
// scripts/ensure-chromium.mjs), run as a private instance whose every file stays under a prefix
// folder, from the configuration committed under deploy/nginx/ (docs/operations.md).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const DEPLOY = fileURLToPath(new URL('../../deploy/nginx/', import.meta.url));
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];
const START_TIMEOUT_MS = 10_000;
const STOP_TIMEOUT_MS = 5_000;

/** The nginx binary: NGINX_BIN, else the usual places. */
export function findNginx() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The nginx binary, installing Debian's package first when there is none. */
export function ensureNginx(log = console.log) {
  const found = findNginx();
  if (found) return found;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    throw new Error('nginx is not installed: install it (apt-get install nginx) or set NGINX_BIN.');
  }
  log('nginx is missing: installing it...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env,
  });
  const installed = findNginx();
  if (!installed) throw new Error('nginx was installed but its binary is not where expected.');
  return installed;
}

const fill = (template, values) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx: no value for ${whole}`);
    return values[name];
  });

/**
 * How long nginx skips a process after one failed connection (its passive health check); then it
 * tries it again with a real request. A rolling restart waits this long after a process is back.
 */
export const FAIL_TIMEOUT_SECONDS = 2;

/** One `server` line per backend. */
export function upstreamLines(backends) {
  return backends
    .map(({ host, port }) => `server ${host}:${port} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`)
    .join('\n    ');
}

/** Writes nginx.conf and rowad.conf under `prefix` from the templates in deploy/nginx/. */
export function writeConfig({ prefix, listen, backends }) {
  for (const folder of ['logs', 'temp']) mkdirSync(path.join(prefix, folder), { recursive: true });
  // Workers of a master started as root run as `nobody` by default, who may not enter a private
  // DATA_DIR (mkdtemp makes it 0700) for the temporary files of large uploads: they run as the
  // user who owns the folder instead.
  const user = isRoot() ? `user ${os.userInfo().username};` : '';
  const main = fill(readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8'), { PREFIX: prefix, USER: user });
  const site = fill(readFileSync(path.join(DEPLOY, 'rowad.conf'), 'utf8'), {
    LISTEN: listen,
    BACKENDS: upstreamLines(backends),
  });
  writeFileSync(path.join(prefix, 'rowad.conf'), site);
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, main);
  return conf;
}

/** The pids of the master's worker processes. */
function workersOf(masterPid) {
  try {
    return readFileSync(`/proc/${masterPid}/task/${masterPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * Starts nginx in the foreground of a child process (`daemon off`), so it ends with us.
 * `backends`: [{ host, port }]. Resolves once the configuration was accepted and the
 * master runs.
 * @returns {Promise<{ pid: number, stop: () => Promise<void>, exited: Promise<unknown> }>}
 */
export async function startNginx({ binary, prefix, listen, backends, onLog = () => {} }) {
  const conf = writeConfig({ prefix, listen, backends });
  const args = ['-p', prefix, '-c', conf];
  // A configuration nginx refuses stops here with nginx's own words.
  execFileSync(binary, [...args, '-t', '-q', '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const child = spawn(binary, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk) => onLog(chunk.toString()));
  child.stderr.on('data', (chunk) => onLog(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const lastResort = () => running() && child.kill('SIGKILL');
  process.once('exit', lastResort);
  child.once('exit', () => process.off('exit', lastResort));

  // The master is up once it has started its workers.
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (workersOf(child.pid).length === 0) {
    if (!running()) throw new Error(`nginx stopped at start; see ${prefix}/logs/error.log`);
    if (Date.now() > deadline) throw new Error('nginx started no worker');
    await sleep(50);
  }

  return {
    pid: child.pid,
    async stop() {
      if (!running()) return;
      // SIGQUIT: a graceful stop, answers in flight are finished.
      child.kill('SIGQUIT');
      await Promise.race([exited, sleep(STOP_TIMEOUT_MS, undefined, { ref: false })]);
      if (running()) child.kill('SIGKILL');
      await exited;
    },
    exited,
  };
}

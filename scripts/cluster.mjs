// `npm run cluster`: the platform as several API processes behind nginx on this machine
// (docs/operations.md, "Run on several machines"). Environment: PORT and HOST (the proxy's: 8080
// on every address, as `npm start`), CLUSTER_SIZE (2), DATA_DIR (./data), and the platform's own
// settings; DATABASE_URL, REDIS_URL and S3_BUCKET/S3_ENDPOINT name shared services, else the
// cluster starts local ones.
// Ctrl-C or SIGTERM stops everything it started; SIGHUP restarts the processes one at a time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_SIZE, isBuilt, startCluster } from './cluster/cluster.mjs';

const MAX_SIZE = 16;

function wholeNumber(name, fallback, min, max) {
  const value = process.env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}`);
    process.exit(1);
  }
  return Number(value);
}

const port = wholeNumber('PORT', 8080, 1, 65535);
const size = wholeNumber('CLUSTER_SIZE', DEFAULT_SIZE, 1, MAX_SIZE);
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
const log = (line) => console.log(`[cluster] ${line}`);

if (!isBuilt()) {
  log('the platform is not built: building it (npm run build)...');
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

let cluster;
let stopping = false;
const stopAll = async (signal) => {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping nginx and the API processes...`);
  await cluster?.stop();
  log('stopped');
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(signal));
// Until the cluster runs a SIGHUP must not end this process (its default).
process.on('SIGHUP', () => {
  if (!cluster || stopping) return;
  log('SIGHUP: rolling restart, one process at a time...');
  cluster.rollingRestart().then(
    () => log('rolling restart done'),
    (error) => log(`rolling restart failed: ${error.message}`),
  );
});

try {
  cluster = await startCluster({
    dataDir,
    port,
    listenHost: process.env.HOST?.trim() || '0.0.0.0',
    size,
    // Lines for a person: the processes' output is a pipe here, not a terminal.
    env: { LOG_FORMAT: 'pretty', ...process.env },
    log,
    onBackendLine: (index, line) => console.log(`[api ${index + 1}] ${line}`),
  });
} catch (error) {
  console.error(`[cluster] could not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
if (stopping) process.exit(0);

log(`started in ${cluster.startSeconds.toFixed(1)} s`);
log(`proxy: ${cluster.proxyUrl} (nginx, pid ${cluster.nginxPid})`);
for (const [index, backend] of cluster.backends.entries()) {
  log(`api ${index + 1}: pid ${backend.pid}, port ${backend.port}`);
}
log(`written: ${cluster.infoFile}`);
log(`Ctrl-C stops everything; kill -HUP ${process.pid} restarts the API processes one at a time.`);

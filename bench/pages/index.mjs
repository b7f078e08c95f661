// npm run bench:pages [-- --db=sqlite|postgres]: requests per second and latency of server-drawn
// public pages with the drawn-page cache (issue 28, low 3) and without it, in the same run.
// Each target is a child process running the API from its sources with the built web apps
// (npm run build first), demo data, on a throwaway data folder (and for PostgreSQL a throwaway
// database); autocannon (10 connections, brotli, as a browser asks) runs in this process.
//
//   npm run bench:pages                      SQLite, 8 s per page and setting
//   BENCH_DURATION=15 npm run bench:pages -- --db=postgres
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { tempDatabase } from '../api/postgres.mjs';
import { gitRevision, machineInfo, positiveIntegerFromEnv, writeResults } from '../lib/run.mjs';
import { isBuilt, REPO_ROOT } from '../lib/server.mjs';
import { table } from '../lib/table.mjs';

const PAGES = ['/', '/allprojects', '/allevents'];
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const duration = positiveIntegerFromEnv('BENCH_DURATION', 8, 600);
const { values } = parseArgs({ options: { db: { type: 'string', default: 'sqlite' } }, strict: true });
if (!['sqlite', 'postgres'].includes(values.db)) {
  console.error(`--db=${values.db}: expected sqlite or postgres`);
  process.exit(1);
}
if (!isBuilt()) {
  console.error('Run npm run build first');
  process.exit(1);
}

async function startServer(cache) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-pages-bench-'));
  const temp = values.db === 'postgres' ? tempDatabase() : undefined;
  if (temp) await temp.create();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/pages/server.mjs', dataDir], {
    cwd: REPO_ROOT,
    // NODE_ENV as npm start sets it: React's development build draws pages about half as fast.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAGE_CACHE: cache ? 'on' : 'off',
      ...(temp ? { DATABASE_URL: temp.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`the server stopped (${code}) before listening: ${output}`)),
    );
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      await temp?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function load(url, seconds) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'accept-encoding': 'br', 'accept-language': 'en' },
  });
}

const results = [];
for (const cache of [false, true]) {
  const server = await startServer(cache);
  try {
    for (const page of PAGES) {
      const probe = await fetch(`${server.baseUrl}${page}`);
      const html = await probe.text();
      if (probe.status !== 200 || html.includes('<div id="root"></div>')) {
        throw new Error(`${page} answered ${probe.status} without a drawn first screen`);
      }
      await load(`${server.baseUrl}${page}`, WARMUP_SECONDS);
      const result = await load(`${server.baseUrl}${page}`, duration);
      results.push({
        page,
        cache,
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
  } finally {
    await server.stop();
  }
}

console.log(
  table(
    ['page', 'cache', 'req/s', 'p50 ms', 'p99 ms', 'not 2xx', 'errors'],
    results.map((r) => [
      r.page,
      r.cache ? 'on' : 'off',
      r.requestsPerSecond,
      r.p50Ms,
      r.p99Ms,
      r.non2xx,
      r.errors,
    ]),
    [false, false, true, true, true, true, true],
  ),
);
console.log(`${values.db}, ${CONNECTIONS} connections, ${duration} s per page and setting, brotli`);
const file = writeResults('pages', {
  createdAt: new Date().toISOString(),
  revision: gitRevision(),
  machine: machineInfo(),
  database: values.db,
  connections: CONNECTIONS,
  durationSeconds: duration,
  results,
});
console.log(`results: ${path.relative(REPO_ROOT, file)}`);

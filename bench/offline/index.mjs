// npm run bench:offline: what a visit costs in bytes and what offline reading costs (issue 32).
// The built platform behind a counting proxy on this machine (every byte the server sends to the
// browser, the service worker's fetches included, HTTP headers and all), read by Chromium:
//
// 1. A visit: home, the projects list and two projects, each read for a few seconds (the app is
//    fetched while the visitor reads, as on a phone), with the data saver off and on, the service
//    worker blocked: the page's own cost.
// 2. The same visit with the service worker: its own cost on the first visit (sw.js, what it keeps
//    at install, the first page's files kept again), and the first screen's time (first
//    contentful paint, on the phone profile: slow 4G, CPU slowed 4×) with and without it (its
//    script refused, in the same browser settings).
// 3. Storage: 20 pages read with the service worker; what `navigator.storage.estimate()` says the
//    site uses, and each cache's entries and bytes.
//
// It reports and exits 0 whatever the numbers; 1 only when it could not measure.
//   npm run bench:offline                 3 runs of the first-screen time per mode
//   npm run bench:offline -- --runs 5
import { createServer, connect } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium } from '../lib/chromium.mjs';
import {
  createCleanups,
  gitRevision,
  machineInfo,
  runBounded,
  warnIfStale,
  writeResults,
} from '../lib/run.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';
import { CPU_SLOWDOWN, NETWORK, PHONE } from '../lib/phone.mjs';
import { table } from '../lib/table.mjs';

const RUN_TIMEOUT_MS = 15 * 60_000;
/** How long each page is read: long enough for the app's read-ahead and the worker's start. */
const READ_MS = 4_000;
const PAGES_READ_FOR_STORAGE = 20;
// @rowad/shared/data-saver: the choice in the browser and in its cookie.
const DATA_SAVER_STORAGE_KEY = 'rowad.dataSaver';
const DATA_SAVER_COOKIE = 'rowad_data_saver';

function parseArgs(argv) {
  let runs = 3;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') {
      runs = Number(argv[(i += 1)]);
      if (!Number.isInteger(runs) || runs < 1 || runs > 10) throw new Error('--runs takes 1 to 10');
    } else throw new Error(`unknown argument ${argv[i]}`);
  }
  return { runs };
}

/** A TCP proxy in front of the server that counts the bytes it sends to the browser. */
async function countingProxy(target) {
  const counter = { down: 0, up: 0 };
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => (counter.up += chunk.length));
    upstream.on('data', (chunk) => (counter.down += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    counter,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function demoPaths(baseUrl) {
  const list = await (await fetch(`${baseUrl}/api/projects?limit=50`)).json();
  const projects = (Array.isArray(list) ? list : (list.items ?? [])).map((item) => `/project/${item.id}`);
  const events = await (await fetch(`${baseUrl}/api/events?limit=50`)).json();
  const eventPaths = (Array.isArray(events) ? events : (events.items ?? [])).map(
    (item) => `/event/${item.id}`,
  );
  if (projects.length < 2) throw new Error('the demo data has fewer than two projects');
  return { projects, events: eventPaths };
}

async function newReader(browser, baseUrl, { dataSaver, serviceWorker, phone = false }) {
  const context = await browser.newContext({
    viewport: phone ? PHONE : { width: 1280, height: 900 },
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  if (dataSaver) {
    await context.addCookies([{ name: DATA_SAVER_COOKIE, value: 'on', url: baseUrl }]);
    await context.addInitScript(([key]) => window.localStorage.setItem(key, 'on'), [DATA_SAVER_STORAGE_KEY]);
  }
  return context;
}

/**
 * Reads each page in turn: load, a few seconds of reading, then until the network is quiet.
 * `scroll`: the reader scrolls each page, which starts the app (and, for a visitor who saves data,
 * is when the app and the worker are fetched).
 */
async function readPages(page, baseUrl, pagePaths, { scroll = false } = {}) {
  for (const pagePath of pagePaths) {
    const answer = await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
    if (answer?.status() !== 200) throw new Error(`${pagePath} answered ${answer?.status()}`);
    if (scroll) {
      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 500);
    }
    await sleep(READ_MS);
    await page.waitForLoadState('networkidle');
  }
}

/** The bytes of one visit (`pagePaths`), from a fresh browser profile. */
async function visitBytes(browser, proxy, pagePaths, options) {
  const context = await newReader(browser, proxy.baseUrl, options);
  try {
    const page = await context.newPage();
    const before = proxy.counter.down;
    await readPages(page, proxy.baseUrl, pagePaths, { scroll: options.scroll });
    let workerKept = null;
    if (options.serviceWorker) {
      // Until the worker has kept the last page read: its work belongs to the visit.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await sleep(1_500);
      await page.waitForLoadState('networkidle');
      workerKept = await page.evaluate(
        async () => (await (await caches.open('rowad-pages-v1')).keys()).length,
      );
    }
    return { bytes: proxy.counter.down - before, workerKept };
  } finally {
    await context.close();
  }
}

/** First contentful paint of a first visit on the phone profile, with or without the worker. */
async function firstScreen(browser, proxy, pagePath, serviceWorker) {
  // Service workers allowed in both: the browser looks for a registration at every navigation
  // either way. Without Rowad's, its script is refused, so none ever starts.
  const context = await newReader(browser, proxy.baseUrl, {
    dataSaver: false,
    serviceWorker: true,
    phone: true,
  });
  try {
    if (!serviceWorker) await context.route('**/sw.js', (route) => route.abort());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${proxy.baseUrl}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    const load = await page.evaluate(
      () => performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? null,
    );
    let workerRunningMs = null;
    if (serviceWorker) {
      workerRunningMs = await page.evaluate(() =>
        navigator.serviceWorker.ready.then(() => performance.now()),
      );
    }
    return { fcp, load, workerRunningMs };
  } finally {
    await context.close();
  }
}

/** What 20 pages read leave on the device: the estimate, and each cache's entries and bytes. */
async function storageAfter(browser, proxy, pagePaths) {
  const context = await newReader(browser, proxy.baseUrl, { dataSaver: false, serviceWorker: true });
  try {
    const page = await context.newPage();
    await readPages(page, proxy.baseUrl, pagePaths.slice(0, 1));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await readPages(page, proxy.baseUrl, pagePaths.slice(1));
    await sleep(1_500);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(async () => {
      const estimate = await navigator.storage.estimate();
      const caches_ = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        let bytes = 0;
        const requests = await cache.keys();
        for (const request of requests) {
          const response = await cache.match(request, { ignoreVary: true });
          if (response) bytes += (await response.arrayBuffer()).byteLength;
        }
        caches_.push({ name, entries: requests.length, bytes });
      }
      return { usage: estimate.usage, quota: estimate.quota, caches: caches_ };
    });
  } finally {
    await context.close();
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function run(options, cleanups) {
  warnIfStale();
  const server = await startBuiltServer({ port: Number(process.env.BENCH_PORT) || undefined });
  cleanups.push(server.stop);
  const proxy = await countingProxy(new URL(server.baseUrl));
  cleanups.push(proxy.close);
  const browser = await launchChromium();
  cleanups.push(() => browser.close());

  const demo = await demoPaths(server.baseUrl);
  const visit = ['/', '/allprojects', demo.projects[0], demo.projects[1]];

  const visits = [];
  for (const [label, settings] of [
    ['data saver off', { dataSaver: false, serviceWorker: false }],
    ['data saver on', { dataSaver: true, serviceWorker: false }],
    ['data saver off, with the service worker', { dataSaver: false, serviceWorker: true }],
    // A visitor who saves data gets the worker with the app, at their first interaction.
    ['data saver off, scrolling each page', { dataSaver: false, serviceWorker: false, scroll: true }],
    ['data saver on, scrolling each page', { dataSaver: true, serviceWorker: false, scroll: true }],
    [
      'data saver on, scrolling each page, with the service worker',
      { dataSaver: true, serviceWorker: true, scroll: true },
    ],
  ]) {
    const measured = await visitBytes(browser, proxy, visit, settings);
    console.log(`visit, ${label}: ${kib(measured.bytes)} KiB`);
    visits.push({ label, ...settings, ...measured });
  }

  const screens = { without: [], with: [] };
  for (let i = 0; i < options.runs; i += 1) {
    for (const [mode, serviceWorker] of [
      ['without', false],
      ['with', true],
    ]) {
      const measured = await firstScreen(browser, proxy, '/allprojects', serviceWorker);
      screens[mode].push(measured);
      console.log(`first screen ${mode} the worker, run ${i + 1}: FCP ${Math.round(measured.fcp)} ms`);
    }
  }

  const storagePaths = [
    '/',
    '/allprojects',
    '/allevents',
    '/about',
    '/faq',
    '/contact',
    ...demo.projects,
    ...demo.events,
  ].slice(0, PAGES_READ_FOR_STORAGE);
  const storage = await storageAfter(browser, proxy, storagePaths);

  const off = visits[0].bytes;
  const rows = visits.map((row) => [
    row.label,
    kib(row.bytes),
    `${Math.round((100 * (row.bytes - off)) / off)} %`,
    row.workerKept === null ? '-' : String(row.workerKept),
  ]);
  const summary = (mode) => ({
    medianFcpMs: Math.round(median(screens[mode].map((s) => s.fcp))),
    medianLoadMs: Math.round(median(screens[mode].map((s) => s.load))),
    medianWorkerRunningMs:
      mode === 'with' ? Math.round(median(screens[mode].map((s) => s.workerRunningMs))) : null,
  });
  const firstScreenSummary = { without: summary('without'), with: summary('with') };

  console.log(
    `\nA visit: ${visit.join(', ')}, each read ${READ_MS / 1000} s (bytes the server sent, headers included)\n`,
  );
  console.log(table(['visit', 'KiB', 'vs. off', 'pages kept'], rows, [false, true, true, true]));
  console.log(
    `\nThe service worker's first-visit cost: ${kib(visits[2].bytes - visits[0].bytes)} KiB (data saver off), ${kib(visits[5].bytes - visits[4].bytes)} KiB (on, scrolling: it comes with the app)`,
  );
  console.log(`\nFirst screen of /allprojects on the phone profile (median of ${options.runs}):`);
  console.log(
    table(
      ['', 'FCP', 'load', 'worker running'],
      ['without', 'with'].map((mode) => [
        `${mode} the worker`,
        `${firstScreenSummary[mode].medianFcpMs} ms`,
        `${firstScreenSummary[mode].medianLoadMs} ms`,
        firstScreenSummary[mode].medianWorkerRunningMs === null
          ? '-'
          : `${firstScreenSummary[mode].medianWorkerRunningMs} ms`,
      ]),
      [false, true, true, true],
    ),
  );
  console.log(
    `\nStorage after reading ${storagePaths.length} pages: ${kib(storage.usage)} KiB (navigator.storage.estimate)`,
  );
  console.log(
    table(
      ['cache', 'entries', 'KiB'],
      storage.caches.map((cache) => [cache.name, String(cache.entries), kib(cache.bytes)]),
      [false, true, true],
    ),
  );

  const file = writeResults('offline', {
    benchmark: 'offline',
    createdAt: new Date().toISOString(),
    ...gitRevision(),
    machine: machineInfo(),
    node: process.version,
    browserVersion: browser.version(),
    readMs: READ_MS,
    visit,
    visits,
    firstScreen: {
      profile: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN },
      runs: screens,
      ...firstScreenSummary,
    },
    storage: { pages: storagePaths, ...storage },
  });
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/offline-latest.json`);
  return true;
}

if (!isBuilt()) {
  console.error('Run npm run build first');
  process.exit(1);
}
const options = parseArgs(process.argv.slice(2));
const cleanups = createCleanups();
await runBounded({
  name: 'bench:offline',
  cleanups,
  timeoutMs: RUN_TIMEOUT_MS,
  run: () => run(options, cleanups),
});

// npm run bench:first-press: how long a visitor on a phone waits for the first press on a
// server-drawn public page to answer (issue 29). Chromium with the phone profile (slow 4G: 150 ms
// latency, 1.6 Mbit/s down, 750 kbit/s up; CPU slowed 4×) opens the page, waits for `load`, reads
// for 3 s and presses a button; the time is from the press (`pointerdown`) to its answer on screen.
// Each scenario runs with the app fetched while the visitor reads ("prefetch") and with the
// visitor asking to save data (`Save-Data: on`: the app is fetched at the first interaction), the
// two alternating, in the same run. It reports and exits 0 whatever the numbers; 1 only when it
// could not measure.
//
//   npm run bench:first-press                 every scenario, 5 runs per mode
//   npm run bench:first-press -- --runs 3     fewer runs
//   npm run bench:first-press -- language     one scenario (language, show-more, gallery)
//   npm run bench:first-press -- --trace      also writes a Chrome trace of one run per mode
//   FIRST_PRESS_READ_MS=6000 npm run bench:first-press   a longer read before the press
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium } from '../lib/chromium.mjs';
import {
  createCleanups,
  gitRevision,
  machineInfo,
  RESULTS_DIR,
  runBounded,
  warnIfStale,
  writeResults,
} from '../lib/run.mjs';
import { isBuilt, REPO_ROOT, startBuiltServer } from '../lib/server.mjs';
import { CPU_SLOWDOWN, NETWORK, PHONE } from '../lib/phone.mjs';
import { table } from '../lib/table.mjs';

const RUN_TIMEOUT_MS = 20 * 60_000;
const READ_MS = Number(process.env.FIRST_PRESS_READ_MS) || 3_000;
const GOAL_MS = 1_000;
const ANSWER_TIMEOUT_MS = 30_000;
// The gallery's arrows show from the medium breakpoint up (mfe-public/src/components/gallery.tsx).
const TABLET = { width: 1024, height: 768 };

const MODES = {
  prefetch: { label: 'prefetch', headers: {} },
  'save-data': { label: 'Save-Data: on', headers: { 'Save-Data': 'on' } },
};

/**
 * The scenarios: where, which button, and when the page has answered. `prepare` runs after the
 * reading time and before the press (a scroll to a button down the page, as a reader would);
 * `before` notes what the answer is compared with; `answered` is polled at every frame.
 */
const SCENARIOS = {
  language: {
    path: () => '/allprojects',
    viewport: PHONE,
    button: (page) => page.getByRole('button', { name: 'اعرض الموقع بالعربية' }),
    before: () => document.querySelector('h1')?.textContent ?? '',
    answered: (heading) =>
      document.documentElement.dir === 'rtl' && (document.querySelector('h1')?.textContent ?? '') !== heading,
  },
  'show-more': {
    path: () => '/allprojects',
    viewport: PHONE,
    prepare: true,
    button: (page) => page.getByRole('button', { name: 'Show more' }),
    before: () => document.querySelectorAll('#root article').length,
    // The button says 'Loading more…' (or the next cards are there): the press was taken.
    answered: (cards) => {
      const more = [...document.querySelectorAll('#root button')].find((b) =>
        /^(Show more|Loading more)/.test(b.textContent ?? ''),
      );
      return (
        document.querySelectorAll('#root article').length > cards ||
        !/^Show more/.test(more?.textContent ?? '')
      );
    },
  },
  gallery: {
    path: (ids) => `/project/${ids.projectWithPictures}`,
    viewport: TABLET,
    button: (page) => page.getByRole('button', { name: 'Next picture' }),
    before: () => null,
    answered: () =>
      document.querySelector('button[aria-label^="Show picture 2 of"]')?.getAttribute('aria-current') ===
      'true',
  },
};

function parseArgs(argv) {
  let runs = 5;
  let trace = false;
  const scenarios = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') {
      runs = Number(argv[(i += 1)]);
      if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs takes 1 to 20');
    } else if (argv[i] === '--trace') trace = true;
    else if (SCENARIOS[argv[i]]) scenarios.push(argv[i]);
    else throw new Error(`unknown argument ${argv[i]}: scenarios are ${Object.keys(SCENARIOS).join(', ')}`);
  }
  return { runs, trace, scenarios: scenarios.length > 0 ? scenarios : Object.keys(SCENARIOS) };
}

/** A demo project with at least two pictures, for the gallery's arrows. */
async function demoIds(baseUrl) {
  const list = await (await fetch(`${baseUrl}/api/projects?limit=50`)).json();
  const items = Array.isArray(list) ? list : (list.items ?? []);
  for (const item of items) {
    const detail = await (await fetch(`${baseUrl}/api/projects/${item.id}`)).json();
    const pictures = detail.images ?? detail.pictures ?? [];
    if (pictures.length >= 2) return { projectWithPictures: item.id };
  }
  throw new Error('the demo data has no project with two pictures');
}

// In the page before any of its scripts: when the press happened, when the page went live.
function instrument() {
  const marks = { down: null, live: null, longTasks: [] };
  window.__firstPress = marks;
  addEventListener('pointerdown', () => (marks.down ??= performance.now()), { capture: true });
  document.addEventListener('rowad:page-live', () => (marks.live ??= performance.now()));
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the breakdown goes without it.
  }
}

/** The press's timings, and where the time went: scripts, main-thread work, the page going live. */
function readMarks(answeredAt) {
  const { down, live, longTasks } = window.__firstPress;
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
  const before = scripts.filter((entry) => entry.responseEnd <= down);
  const after = scripts.filter((entry) => entry.responseEnd > down);
  const kib = (entries) => entries.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024;
  const busy = longTasks
    .filter(([start, duration]) => start + duration > down && start < answeredAt)
    .reduce(
      (sum, [start, duration]) => sum + Math.min(start + duration, answeredAt) - Math.max(start, down),
      0,
    );
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    pressMs: answeredAt - down,
    liveMs: live === null ? null : live - down,
    scriptsBeforePress: before.length,
    scriptKiBBeforePress: kib(before),
    scriptsAfterPress: after.length,
    scriptKiBAfterPress: kib(after),
    lastScriptMs: after.length === 0 ? 0 : Math.max(...after.map((entry) => entry.responseEnd)) - down,
    longTaskMs: busy,
    loadMs: nav ? nav.loadEventEnd : null,
    firstScriptAfterLoadMs:
      scripts.length > 1 && nav
        ? Math.min(...scripts.slice(1).map((entry) => entry.startTime)) - nav.loadEventEnd
        : null,
  };
}

async function measureOnce(browser, baseUrl, ids, scenarioName, modeName, tracePath) {
  const scenario = SCENARIOS[scenarioName];
  const context = await browser.newContext({
    viewport: scenario.viewport,
    extraHTTPHeaders: MODES[modeName].headers,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(instrument);
    // The page's CSP allows no eval: the check goes in as an init script, as the instruments do.
    await page.addInitScript(`window.__answered = ${scenario.answered.toString()};`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
    const answer = await page.goto(`${baseUrl}${scenario.path(ids)}`, { waitUntil: 'load', timeout: 60_000 });
    if (answer?.status() !== 200) throw new Error(`${scenario.path(ids)} answered ${answer?.status()}`);
    // 'warming' once wake.js has run the app ahead (shell/src/start/wake.ts).
    if (!['on-interaction', 'warming'].includes(await page.locator('html').getAttribute('data-start'))) {
      throw new Error(`${scenario.path(ids)} was not drawn by the server to start at the first interaction`);
    }
    await sleep(READ_MS);
    const button = scenario.button(page);
    if (scenario.prepare) await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await button.boundingBox();
    if (!box) throw new Error(`${scenarioName}: the button is not on screen`);
    const before = await page.evaluate(scenario.before);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const answeredAt = await (
      await page.waitForFunction((seen) => (window.__answered(seen) ? performance.now() : false), before, {
        polling: 'raf',
        timeout: ANSWER_TIMEOUT_MS,
      })
    ).jsonValue();
    const marks = await page.evaluate(readMarks, answeredAt);
    if (tracePath) await browser.stopTracing();
    return marks;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summarize(runs) {
  const pick = (key) => runs.map((run) => run[key]).filter((value) => typeof value === 'number');
  const presses = pick('pressMs');
  return {
    medianMs: Math.round(median(presses)),
    worstMs: Math.round(Math.max(...presses)),
    runsMs: presses.map(Math.round),
    medianLiveMs: pick('liveMs').length ? Math.round(median(pick('liveMs'))) : null,
    medianLastScriptMs: Math.round(median(pick('lastScriptMs'))),
    medianLongTaskMs: Math.round(median(pick('longTaskMs'))),
    medianScriptKiBBeforePress: Number(median(pick('scriptKiBBeforePress')).toFixed(1)),
    medianScriptKiBAfterPress: Number(median(pick('scriptKiBAfterPress')).toFixed(1)),
    medianLoadMs: Math.round(median(pick('loadMs'))),
    runs,
  };
}

function report(results) {
  const seconds = (value) => (value === null || value === undefined ? '-' : `${(value / 1000).toFixed(2)} s`);
  const rows = results.map((row) => [
    row.scenario,
    MODES[row.mode].label,
    seconds(row.medianMs),
    seconds(row.worstMs),
    row.runsMs.map((value) => (value / 1000).toFixed(2)).join(' '),
    String(row.medianScriptKiBBeforePress),
    String(row.medianScriptKiBAfterPress),
    seconds(row.medianLastScriptMs),
    seconds(row.medianLongTaskMs),
    seconds(row.medianLiveMs),
    seconds(row.medianLoadMs),
  ]);
  return [
    table(
      [
        'scenario',
        'mode',
        'median',
        'worst',
        'runs (s)',
        'JS KiB before',
        'JS KiB after',
        'last JS',
        'long tasks',
        'live',
        'load',
      ],
      rows,
      [false, false, true, true, false, true, true, true, true, true, true],
    ),
    `\nGoal: ${GOAL_MS / 1000} s from the press to the answer, on ${NETWORK.latency} ms / 1.6 Mbit/s with the CPU slowed ${CPU_SLOWDOWN}×, after ${READ_MS / 1000} s of reading.`,
    "'JS KiB before/after': script bytes received before and after the press; 'last JS': the last script's arrival after the press;",
    "'long tasks': main-thread tasks over 50 ms between the press and the answer; 'live': the page's module live (rowad:page-live) after the press.",
  ].join('\n');
}

async function run(options, cleanups) {
  warnIfStale();
  const server = await startBuiltServer({ port: Number(process.env.BENCH_PORT) || undefined });
  cleanups.push(server.stop);
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const ids = await demoIds(server.baseUrl);

  const results = [];
  for (const scenarioName of options.scenarios) {
    const runs = { prefetch: [], 'save-data': [] };
    for (let i = 0; i < options.runs; i += 1) {
      // Alternating, so a slower minute of the host weighs on both modes alike.
      for (const modeName of Object.keys(MODES)) {
        const tracePath =
          options.trace && i === 0
            ? path.join(RESULTS_DIR, `first-press-${scenarioName}-${modeName}.trace.json`)
            : undefined;
        if (tracePath) writeFileSync(tracePath, '');
        const marks = await measureOnce(browser, server.baseUrl, ids, scenarioName, modeName, tracePath);
        runs[modeName].push(marks);
        console.log(
          `${scenarioName} ${MODES[modeName].label} run ${i + 1}: ${(marks.pressMs / 1000).toFixed(2)} s`,
        );
      }
    }
    for (const modeName of Object.keys(MODES)) {
      results.push({ scenario: scenarioName, mode: modeName, ...summarize(runs[modeName]) });
    }
  }

  const result = {
    benchmark: 'first-press',
    createdAt: new Date().toISOString(),
    ...gitRevision(),
    machine: machineInfo(),
    node: process.version,
    browserVersion: browser.version(),
    profile: { network: NETWORK, cpuSlowdown: CPU_SLOWDOWN, readMs: READ_MS },
    runsPerMode: options.runs,
    goalMs: GOAL_MS,
    results,
  };
  console.log(`\n${report(results)}`);
  const file = writeResults('first-press', result);
  console.log(`\nWritten: ${path.relative(REPO_ROOT, file)} and bench/results/first-press-latest.json`);
  return true;
}

if (!isBuilt()) {
  console.error('Run npm run build first');
  process.exit(1);
}
const options = parseArgs(process.argv.slice(2));
const cleanups = createCleanups();
await runBounded({
  name: 'bench:first-press',
  cleanups,
  timeoutMs: RUN_TIMEOUT_MS,
  run: () => run(options, cleanups),
});

// The owner's Insights page on the phone profile (issue 30, "Measure" a): how long from the press
// (or the navigation) to the line chart and the numbers on screen, and which scripts it fetched.
// Chromium gets the phone profile of issue 29 (bench/first-press): slow 4G, 150 ms latency,
// 1.6 Mbit/s down, 750 kbit/s up, the CPU slowed 4×, a 412 × 915 screen.
import { setTimeout as sleep } from 'node:timers/promises';
import { appOf } from '../bundle/measure.mjs';
import { CPU_SLOWDOWN, NETWORK, PHONE } from '../lib/phone.mjs';

const READY_TIMEOUT_MS = 60_000;
const QUIET_MS = 500;
const INSIGHTS_PATH = '/owner/insights';
const MY_PROJECTS_PATH = '/owner/my-projects';

/**
 * The scenarios. Each starts in a fresh context (an empty cache) with the owner's session in
 * local storage, as a sign-in in an earlier visit leaves it.
 * - menu: My Projects first, then the account menu's 'Insights' (a move inside the app);
 * - address: My Projects first, then /owner/insights typed or bookmarked (a new page load, the
 *   scripts My Projects fetched in the cache);
 * - cold: /owner/insights opened as the first page of the visit (nothing in the cache).
 */
export const SCENARIOS = {
  menu: { label: 'My Projects -> menu Insights', first: MY_PROJECTS_PATH, press: true },
  address: { label: 'My Projects -> /owner/insights', first: MY_PROJECTS_PATH, press: false },
  cold: { label: '/owner/insights, first page', first: null, press: false },
};

// In the page before its scripts: when the measured press happened (armed just before it).
function instrument() {
  const marks = { armed: false, down: null, chartAt: null, numbersAt: null };
  window.__insights = marks;
  addEventListener(
    'pointerdown',
    () => {
      if (marks.armed && marks.down === null) marks.down = performance.now();
    },
    { capture: true },
  );
}

/**
 * Polled at every frame: the line chart (an svg image with its line) and the numbers (a tile's
 * heading and its figure) both drawn. Resolves to the time both were first seen.
 */
function insightsShown(path) {
  const marks = window.__insights;
  if (location.pathname !== path) return false;
  const drawn = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // Inside the Insights page's frame: My Projects may still be on screen while the page loads.
  const heading = [...document.querySelectorAll('h1')].find((h1) => h1.textContent?.trim() === 'Insights');
  const frame = heading?.parentElement;
  if (!frame) return false;
  const chart = [...frame.querySelectorAll('svg[role="img"]')].find(
    (svg) => drawn(svg) && svg.querySelector('path') !== null,
  );
  const numbers = [...frame.querySelectorAll('li > h2 + p')].find(
    (figure) => drawn(figure) && /\d/.test(figure.textContent ?? ''),
  );
  if (chart && marks.chartAt === null) marks.chartAt = performance.now();
  if (numbers && marks.numbersAt === null) marks.numbersAt = performance.now();
  return marks.chartAt !== null && marks.numbersAt !== null
    ? { chartAt: marks.chartAt, numbersAt: marks.numbersAt }
    : false;
}

/** The insights call's time on the wire, from the page's resource timing. */
function insightsCallTimes(since) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => /\/api\/my-projects\/(\d+\/)?insights/.test(entry.name) && entry.startTime >= since)
    .map((entry) => ({
      ms: entry.responseEnd - entry.startTime,
      waitingMs: entry.responseStart - entry.requestStart,
      transferBytes: entry.transferSize,
    }));
}

/** Every request of the context, tagged with the phase it started in; scripts with their bytes. */
function watchNetwork(context, origin) {
  const state = { phase: 'first', inFlight: 0, lastActivity: Date.now(), scripts: [], requests: [] };
  const phaseOf = new WeakMap();
  context.on('request', (request) => {
    state.inFlight += 1;
    state.lastActivity = Date.now();
    phaseOf.set(request, state.phase);
    state.requests.push({ url: request.url(), phase: state.phase });
  });
  const settle = (request, failed) => {
    state.inFlight -= 1;
    state.lastActivity = Date.now();
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    state.scripts.push(
      (async () => {
        if (failed) return { path: url.pathname, phase: phaseOf.get(request), failed: true, bytes: 0 };
        const response = await request.response();
        const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
        return {
          path: url.pathname,
          app: appOf(url.pathname),
          phase: phaseOf.get(request),
          status: response?.status() ?? 0,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          // The body as it came over the network (brotli for the precompressed files); 0 from the cache.
          bytes: sizes.responseBodySize,
        };
      })(),
    );
  };
  context.on('requestfinished', (request) => settle(request, false));
  context.on('requestfailed', (request) => settle(request, true));
  const quiet = async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (state.inFlight > 0 || Date.now() - state.lastActivity < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(`the network never went quiet (${state.inFlight} in flight)`);
      await sleep(50);
    }
  };
  return { state, quiet };
}

async function headingShown(page, name) {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor({ timeout: READY_TIMEOUT_MS });
}

async function waitShown(page) {
  const handle = await page.waitForFunction(insightsShown, INSIGHTS_PATH, {
    polling: 'raf',
    timeout: READY_TIMEOUT_MS,
  });
  return handle.jsonValue();
}

/** Sums scripts by app: files, bytes as served, and how they were served. */
export function byApp(scripts) {
  const apps = new Map();
  for (const script of scripts) {
    const app = apps.get(script.app) ?? { app: script.app, files: 0, bytes: 0, encodings: new Set() };
    app.files += 1;
    app.bytes += script.bytes;
    app.encodings.add(script.encoding);
    apps.set(script.app, app);
  }
  return [...apps.values()]
    .map((app) => ({ ...app, encodings: [...app.encodings].sort() }))
    .sort((a, b) => b.bytes - a.bytes);
}

/**
 * One run of a scenario in a fresh context. Returns the time to the chart and the numbers (from
 * the press for `menu`, from the navigation's start otherwise), the insights call's time and the
 * scripts fetched over the network for the measured step.
 */
export async function measureOnce(browser, baseUrl, session, scenarioName) {
  const scenario = SCENARIOS[scenarioName];
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl, locale: 'en-US' });
  try {
    await context.addInitScript(
      ([token, user]) => {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', user);
      },
      [session.token, JSON.stringify(session.user)],
    );
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const { state, quiet } = watchNetwork(context, new URL(baseUrl).origin);

    let firstPageMs = null;
    if (scenario.first) {
      await page.goto(scenario.first, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
      await headingShown(page, 'My Projects');
      firstPageMs = await page.evaluate(() => performance.now());
      if (new URL(page.url()).pathname !== scenario.first) {
        throw new Error(`opening ${scenario.first} landed on ${new URL(page.url()).pathname}`);
      }
      await quiet();
    }

    state.phase = 'measured';
    let startedAt = 0;
    if (scenario.press) {
      await page.getByRole('button', { name: /^Account menu for / }).click();
      const link = page.getByRole('link', { name: 'Insights', exact: true });
      await link.waitFor();
      await page.evaluate(() => {
        window.__insights.armed = true;
      });
      await link.click();
      startedAt = await page.evaluate(() => window.__insights.down);
      if (startedAt === null) throw new Error('the press on Insights was not seen');
    } else {
      const answer = await page.goto(INSIGHTS_PATH, { waitUntil: 'commit', timeout: READY_TIMEOUT_MS });
      if (answer?.status() !== 200) throw new Error(`${INSIGHTS_PATH} answered ${answer?.status()}`);
    }
    const shown = await waitShown(page);
    const calls = await page.evaluate(insightsCallTimes, startedAt);
    await quiet();
    const scripts = (await Promise.all(state.scripts)).filter((script) => script.phase === 'measured');
    const failed = scripts.filter((script) => script.failed || script.status >= 400);
    if (failed.length > 0)
      throw new Error(`scripts failed: ${failed.map((script) => script.path).join(', ')}`);
    const fetched = scripts.filter((script) => script.bytes > 0);
    return {
      shownMs: Math.max(shown.chartAt, shown.numbersAt) - startedAt,
      chartMs: shown.chartAt - startedAt,
      numbersMs: shown.numbersAt - startedAt,
      firstPageMs,
      insightsCall: calls[0] ?? null,
      requests: state.requests.filter((request) => request.phase === 'measured').length,
      scriptsFromCache: scripts.length - fetched.length,
      scripts: fetched.map(({ path, app, encoding, bytes }) => ({ path, app, encoding, bytes })),
    };
  } finally {
    await context.close();
  }
}

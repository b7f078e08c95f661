// Runs a scenario in a fresh browser context and turns what the browser fetched into sizes.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Like Playwright's 'networkidle', which only applies to a navigation: a click in the single-page
// app fetches a remote without navigating, so the runner watches the requests itself.
const QUIET_MS = 500;
const STEP_TIMEOUT_MS = 30_000;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** `shell` for files served from the root, else the remote's folder (`mfe-auth`, ...). */
export function appOf(urlPath) {
  return /^\/(mfe-[a-z0-9-]+)\//.exec(urlPath)?.[1] ?? 'shell';
}

/** Counts the context's requests, remembers the step each started in and watches for quiet. */
function watchNetwork(context, origin) {
  const state = { step: 0, inFlight: 0, lastActivity: Date.now(), requests: [], scripts: [] };
  const stepOf = new WeakMap();
  const isOurScript = (url) => url.origin === origin && url.pathname.endsWith('.js');

  context.on('request', (request) => {
    state.inFlight += 1;
    state.lastActivity = Date.now();
    stepOf.set(request, state.step);
    state.requests.push({ url: request.url(), step: state.step });
  });

  const settle = (request, failed) => {
    state.inFlight -= 1;
    state.lastActivity = Date.now();
    const url = new URL(request.url());
    if (isOurScript(url))
      state.scripts.push(describeScript(request, url.pathname, stepOf.get(request), failed));
  };
  context.on('requestfinished', (request) => settle(request, false));
  context.on('requestfailed', (request) => settle(request, true));

  const quiet = async () => {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while (state.inFlight > 0 || Date.now() - state.lastActivity < QUIET_MS) {
      if (Date.now() > deadline)
        throw new Error(`the network never went quiet (${state.inFlight} in flight)`);
      await sleep(50);
    }
  };
  return { state, quiet };
}

/** What the browser got for one script: kept to show how it was actually served. */
async function describeScript(request, path, step, failed) {
  if (failed) return { path, step, status: 0, encoding: null, transferBytes: 0 };
  const response = await request.response();
  const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
  return {
    path,
    step,
    status: response?.status() ?? 0,
    encoding: response?.headers()['content-encoding'] ?? 'identity',
    transferBytes: sizes.responseBodySize,
  };
}

/**
 * Plays a scenario's steps in a new context and returns, per step, the requests made and the
 * same-origin scripts fetched.
 */
export async function playScenario(browser, baseUrl, scenario, session) {
  // A new context has its own empty cache and storage: the scenario is a first visit.
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    // A signed-in visit: the session is in local storage before the first page runs, as a
    // login earlier (in another visit) would have left it; the cache stays empty.
    if (session) {
      await context.addInitScript(
        ([token, user]) => {
          window.localStorage.setItem('token', token);
          window.localStorage.setItem('user', user);
        },
        [session.token, JSON.stringify(session.user)],
      );
    }
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const { state, quiet } = watchNetwork(context, new URL(baseUrl).origin);
    for (const [index, step] of scenario.steps.entries()) {
      state.step = index;
      await step.run(page);
      await quiet();
    }
    return { requests: state.requests, scripts: await Promise.all(state.scripts) };
  } finally {
    await context.close();
  }
}

/** GETs a file without Accept-Encoding: the server then sends the identity bytes it serves. */
function fetchIdentity(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      if (response.statusCode !== 200 || response.headers['content-encoding']) {
        response.resume();
        reject(new Error(`${url}: ${response.statusCode} ${response.headers['content-encoding'] ?? ''}`));
        return;
      }
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: timed out`)));
    request.on('error', reject);
  });
}

/**
 * Sizes of a served file: raw as served, gzip and brotli computed with the build's own settings
 * (compression-webpack-plugin in webpack.common.js), so files under 1 KB, which the build leaves
 * uncompressed, are counted the same way as the others. Memoised: scenarios share most files.
 */
export function createSizer(baseUrl) {
  const known = new Map();
  const measure = async (urlPath) => {
    const raw = await fetchIdentity(new URL(urlPath, baseUrl));
    const [gz, br] = await Promise.all([
      gzip(raw, { level: 9 }),
      brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    return { raw: raw.length, gzip: gz.length, brotli: br.length };
  };
  return (urlPath) => {
    if (!known.has(urlPath)) known.set(urlPath, measure(urlPath));
    return known.get(urlPath);
  };
}

function sum(files) {
  return files.reduce(
    (total, file) => ({
      files: total.files + 1,
      raw: total.raw + file.raw,
      gzip: total.gzip + file.gzip,
      brotli: total.brotli + file.brotli,
    }),
    { files: 0, raw: 0, gzip: 0, brotli: 0 },
  );
}

function summarise(files, requests, scripts) {
  const apps = [...new Set(files.map((file) => file.app))];
  return {
    requests: requests.length,
    jsRequests: scripts.length,
    totals: sum(files),
    byApp: apps
      .map((app) => ({ app, ...sum(files.filter((file) => file.app === app)) }))
      .sort((a, b) => b.brotli - a.brotli),
    files,
  };
}

/**
 * The scenario's result: every script it downloaded, largest (brotli) first, with totals, per-app
 * subtotals and request counts, for the whole scenario and for what each step added. A script
 * fetched again in a later step (a revalidation, a cache hit) counts as a request, not as new bytes.
 */
export async function measureScenario(browser, baseUrl, scenario, sizeOf, session) {
  const { requests, scripts } = await playScenario(browser, baseUrl, scenario, session);
  const firstFetch = new Map();
  for (const script of [...scripts].sort((a, b) => a.step - b.step)) {
    if (!firstFetch.has(script.path) && script.status === 200) firstFetch.set(script.path, script);
  }
  const files = await Promise.all(
    [...firstFetch.values()].map(async (script) => ({
      path: script.path,
      app: appOf(script.path),
      step: script.step,
      ...(await sizeOf(script.path)),
      servedEncoding: script.encoding,
      transferBytes: script.transferBytes,
    })),
  );
  files.sort((a, b) => b.brotli - a.brotli || a.path.localeCompare(b.path));

  const whole = summarise(files, requests, scripts);
  return {
    name: scenario.name,
    budgetBrotliKiB: scenario.budgetBrotliKiB,
    withinBudget: whole.totals.brotli <= scenario.budgetBrotliKiB * 1024,
    failedScripts: scripts.filter((script) => script.status !== 200 && script.status !== 304),
    ...whole,
    steps: scenario.steps.map((step, index) => {
      const added = summarise(
        files.filter((file) => file.step === index),
        requests.filter((request) => request.step === index),
        scripts.filter((script) => script.step === index),
      );
      // A later step may have a budget of its own for what it added (a click to another area).
      const budget =
        step.budgetBrotliKiB === undefined
          ? {}
          : {
              budgetBrotliKiB: step.budgetBrotliKiB,
              withinBudget: added.totals.brotli <= step.budgetBrotliKiB * 1024,
            };
      return { name: step.name, ...budget, ...added };
    }),
  };
}

// Rowad's service worker, /sw.js (docs/decisions.md, "Low data and offline (issue 32)"): pages
// and what they loaded stay readable when the signal goes. Built on Workbox; what is kept and how
// is decided by ./requests.ts. Registered by ./register.ts once the first screen is up.
//
// - Public pages the server draws: network first, with a short wait; when the network fails, the
//   last copy, opening with a line saying when it was saved (./offline-copy.ts).
// - Public API answers (lists, a project, its comments): stale-while-revalidate.
// - Pictures: cache-first, capped by count and age.
// - Build files: a content-hashed one is kept as it is (its name changes with it); one that
//   changes in place (main.js, a remote's remoteEntry.js) is network first, so a release of any
//   remote is taken at the next visit and its hashed files follow it, never mixed with the old.
// - Any other page (sign-in, an owner's screens) goes to the network; offline it gets Rowad's
//   offline page, in the reader's language, listing the pages kept (./offline-page.ts).
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import {
  CacheFirst,
  NetworkFirst,
  NetworkOnly,
  StaleWhileRevalidate,
  type Strategy,
} from 'workbox-strategies';
import { markOfflineCopy } from './offline-copy';
import { CACHES, CURRENT_CACHES, OFFLINE_PAGE, isKeepMessage } from './protocol';
import { isDrawnPage, keepingOf, type Keeping } from './requests';

declare const self: ServiceWorkerGlobalScope;
/** The offline page, its script, the manifest and icons, with revisions (shell/webpack.config.js). */
declare const OFFLINE_PRECACHE: PrecacheEntry[];

const DAY_SECONDS = 24 * 60 * 60;
/** How long a page waits for the network before its kept copy is shown: a 3G page starts in less. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;
/** Pages kept: the last 60 read, for 30 days. A drawn page is 10-40 KB. */
const PAGES_KEPT = { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS };
/** API answers kept: a list, a project and its comments are three; 120 covers 40 pages' worth. */
const API_ANSWERS_KEPT = { maxEntries: 120, maxAgeSeconds: 30 * DAY_SECONDS };
/**
 * Pictures kept: 60, for 30 days; a card or detail picture is 10-60 KB, so at most a few MB. When
 * the browser's quota runs out, the pictures go first.
 */
const PICTURES_KEPT = { maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true };
/** Build files kept: several releases' worth of chunks; the oldest go first. */
const FILES_KEPT = { maxEntries: 400, maxAgeSeconds: 60 * DAY_SECONDS };

precache(OFFLINE_PRECACHE);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

/** A kept page opens with the line saying it is the copy from <time> (./offline-copy.ts). */
const offlineCopyLine = {
  async cachedResponseWillBeUsed({ cachedResponse }: { cachedResponse?: Response }) {
    if (!cachedResponse) return null;
    const saved = new Date(cachedResponse.headers.get('date') ?? Date.now());
    const html = markOfflineCopy(await cachedResponse.text(), saved);
    const headers = new Headers(cachedResponse.headers);
    // The body is rewritten, and the cache holds it decoded.
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(html, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/** A build file the network failed on is looked for among the files kept at install. */
const fromPrecache = {
  async handlerDidError({ request }: { request: Request }) {
    return (await matchPrecache(request.url)) ?? undefined;
  },
};

const okOnly = new CacheableResponsePlugin({ statuses: [200] });
// Drawn pages vary by Accept, the language cookie and Save-Data: a copy is for this browser only,
// asked for by a navigation (Accept: text/html, …) or by the page itself (./register.ts).
const matchOptions: CacheQueryOptions = { ignoreVary: true };

const strategies: Record<Keeping, Strategy> = {
  page: new NetworkFirst({
    cacheName: CACHES.pages,
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    matchOptions,
    plugins: [okOnly, new ExpirationPlugin(PAGES_KEPT), offlineCopyLine],
  }),
  'public-api': new StaleWhileRevalidate({
    cacheName: CACHES.publicApi,
    matchOptions,
    plugins: [okOnly, new ExpirationPlugin(API_ANSWERS_KEPT)],
  }),
  picture: new CacheFirst({
    cacheName: CACHES.pictures,
    plugins: [okOnly, new ExpirationPlugin(PICTURES_KEPT)],
  }),
  'hashed-file': new CacheFirst({
    cacheName: CACHES.files,
    plugins: [okOnly, new ExpirationPlugin(FILES_KEPT), fromPrecache],
  }),
  'app-file': new NetworkFirst({
    cacheName: CACHES.files,
    matchOptions,
    plugins: [okOnly, new ExpirationPlugin(FILES_KEPT), fromPrecache],
  }),
};

// Each request is classified once: what the match returns reaches the handler as its `params`.
registerRoute(
  ({ request }) => {
    const keeping = keepingOf(request, self.location.origin);
    return keeping && { keeping };
  },
  ({ request, event, params }) =>
    strategies[(params as { keeping: Keeping }).keeping].handle({ request, event }),
);
// Every other page: the network, so that a failure reaches the catch handler below.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document' || request.mode === 'navigate') {
    return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
  return Response.error();
});

// Caches of an older version of this worker (another `rowad-` name) go once this one is active.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('rowad-') && !CURRENT_CACHES.includes(name))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

/**
 * The page that registered the worker, and the files it loaded, were fetched before the worker
 * ran: the page sends their addresses (./register.ts) and they are kept now, mostly from the
 * browser's own cache, so the first page read is readable offline too.
 */
self.addEventListener('message', (event) => {
  if (!isKeepMessage(event.data)) return;
  const origin = self.location.origin;
  const [page, ...files] = event.data.urls;
  const keeping: Array<Promise<unknown>> = [];
  const pageUrl = page === undefined ? undefined : new URL(page, origin);
  if (pageUrl && pageUrl.origin === origin && isDrawnPage(pageUrl.pathname)) {
    const request = new Request(pageUrl.href, {
      headers: { accept: 'text/html' },
      credentials: 'same-origin',
    });
    keeping.push(strategies.page.handle({ event, request }));
  }
  for (const url of files) {
    const request = new Request(url);
    const kept = keepingOf(request, origin);
    if (kept === undefined || kept === 'page') continue;
    keeping.push(strategies[kept].handle({ event, request }));
  }
  // One failed file does not stop the others.
  event.waitUntil(Promise.allSettled(keeping));
});

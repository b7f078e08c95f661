// What the page and the service worker agree on (docs/decisions.md, "Low data and offline
// (issue 32)"): the worker's address, its offline page, the message a page sends once the worker
// runs, and the names of the caches it keeps. Stateless: wake.js, the app and the worker import it.

/** The service worker, served from the site's root so that its scope is every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Rowad's own offline page, kept at install: what a page never read opens offline. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * Sent by a page to the worker once it runs: the page and the files it loaded before the worker
 * controlled it, for the worker to keep, so that the very first page read is there offline too.
 */
export const KEEP_MESSAGE = 'rowad:keep';

export interface KeepMessage {
  type: typeof KEEP_MESSAGE;
  /** Same-origin addresses: the page first, then its scripts, styles and pictures. */
  urls: string[];
}

export function isKeepMessage(data: unknown): data is KeepMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<KeepMessage>;
  return (
    message.type === KEEP_MESSAGE &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}

/**
 * The caches the worker fills as the visitor reads, one per kind of answer (./requests.ts).
 * A new version suffix starts it afresh; the worker removes caches of older versions.
 */
export const CACHES = {
  pages: 'rowad-pages-v1',
  publicApi: 'rowad-api-v1',
  pictures: 'rowad-pictures-v1',
  files: 'rowad-files-v1',
} as const;

/** Every cache this version of the worker keeps; any other `rowad-` cache is an older one's. */
export const CURRENT_CACHES: readonly string[] = Object.values(CACHES);

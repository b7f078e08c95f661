// Which requests the service worker keeps for offline reading, and how (docs/decisions.md,
// "Low data and offline (issue 32)"). Only what any visitor may read: same-origin GETs that carry
// no sign-in. A signed-in call (an `Authorization` header), a form's POST, another origin's file
// and every other page go to the network untouched.
import { serverRenderedPages } from '@rowad/shared/pages';
import { SERVICE_WORKER_URL } from './protocol';

export type Keeping =
  /** A public page the server draws: network first, its last copy when the network fails. */
  | 'page'
  /** A public API answer: the kept one at once, refreshed behind it (stale-while-revalidate). */
  | 'public-api'
  /** A project's or event's picture: kept ones never fetched again, a cap on how many. */
  | 'picture'
  /** A build file whose name carries its content's hash: it never changes, kept as it is. */
  | 'hashed-file'
  /** A build file that changes in place (main.js, a remote's remoteEntry.js): network first. */
  | 'app-file';

/** What the worker reads of a request; a `Request` has all of it. */
export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
  headers: { get(name: string): string | null };
}

/** The public pages the server draws whole, as patterns: `/project/:id` takes one segment. */
const DRAWN_PAGES: readonly RegExp[] = serverRenderedPages
  .filter((page) => page.access.kind === 'public')
  .map((page) => {
    const segments = page.path
      .split('/')
      .filter(Boolean)
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // As the app's router matches: case-insensitive, a trailing slash ignored.
    return new RegExp(`^/${segments.join('/')}${segments.length ? '/?' : ''}$`, 'i');
  });

/** Whether a path is one of the public pages the server draws (@rowad/shared/pages). */
export function isDrawnPage(pathname: string): boolean {
  return DRAWN_PAGES.some((pattern) => pattern.test(pathname));
}

/**
 * The API's public reads, as @rowad/shared/first-load's `publicCalls` asks them: the home page's
 * latest, the lists, a project with its comments and an event. Ids are whatever one segment holds:
 * the API answers a bad one with its error, which the worker does not keep (only 200s are kept).
 */
const PUBLIC_API: readonly RegExp[] = [
  /^\/api\/app\/(projects|events)$/,
  /^\/api\/(projects|events)$/,
  /^\/api\/(projects|events)\/[^/]+$/,
  /^\/api\/project\/[^/]+\/comments$/,
];

export function isPublicApiCall(pathname: string): boolean {
  return PUBLIC_API.some((pattern) => pattern.test(pathname));
}

// webpack names chunks and assets [name].[contenthash:8][ext] (api/src/plugins/web.ts serves them immutable).
const CONTENT_HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
const BUILD_FILE = /\.(js|css|json|svg|png|webp|woff2?|ico|webmanifest)$/;

/** How the worker keeps the answer to a request; undefined: it goes to the network untouched. */
export function keepingOf(request: RequestFacts, origin: string): Keeping | undefined {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  // Another origin's answer is opaque to the worker (a remote released on a CDN): the browser's
  // own cache keeps it, the worker does not.
  if (url.origin !== origin) return undefined;
  if (request.headers.get('authorization') !== null) return undefined;
  const path = url.pathname;
  if (path === SERVICE_WORKER_URL) return undefined;

  if (request.mode === 'navigate') return isDrawnPage(path) ? 'page' : undefined;
  if (path.startsWith('/api/')) return isPublicApiCall(path) ? 'public-api' : undefined;
  if (path.startsWith('/uploads/')) return 'picture';
  if (CONTENT_HASHED.test(path)) return 'hashed-file';
  if (BUILD_FILE.test(path)) return 'app-file';
  return undefined;
}

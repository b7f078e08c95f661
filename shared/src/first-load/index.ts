// What the server prepares for a page's first load, so the first screen needs no API round trip:
// the answers of the calls the page starts with, written into the HTML, and its first picture,
// preloaded. Self-contained (pure data and functions): the API and the browser apps import it
// as it is, so both agree on which calls a page makes and how they are named.

/** The JSON block of the page holding the first calls' answers. */
export const FIRST_ANSWERS_ELEMENT_ID = 'rowad-first-answers';

/** The JSON block of the page holding the query cache the server drew the page from. */
export const QUERY_STATE_ELEMENT_ID = 'rowad-query-state';

/** How wide pictures are drawn (`sizes`): cards in the product's 3 / 2 / 1 grid (docs/product.md §2), a detail page's gallery. */
export const PICTURE_SIZES = {
  card: '(min-width: 1200px) 376px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
  detail: '(min-width: 1200px) 740px, (min-width: 1024px) 62vw, 100vw',
} as const;

/** A GET call a page makes at once, below /api. */
export interface FirstCall {
  url: string;
  /** Its query; an undefined value is left out (`callKey`). */
  query: Record<string, string | number | undefined>;
  /** Which of its answer's pictures the page shows first, and how wide. */
  picture?: { of: 'firstItem' | 'item'; start: 'first' | 'cover'; sizes: keyof typeof PICTURE_SIZES };
}

/** One name for a call, whichever side builds it: method, path and the query's defined values, sorted. */
export function callKey(method: string, url: string, query: object = {}): string {
  const params = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)] as [string, string])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString();
  return `${method.toUpperCase()} ${url}${params ? `?${params}` : ''}`;
}

// The public calls in a module of their own: a chunk that names a call only by its key
// (the API client) does not carry them.
export { HOME_ITEMS, LIST_PAGE_SIZE, listFilters, publicCalls, type ListFilters } from './public-calls';

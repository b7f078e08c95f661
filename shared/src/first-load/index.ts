// What the server prepares for a page's first load, so the first screen needs no API round trip:
// the answers of the calls the page starts with, written into the HTML, and its first picture,
// preloaded. Self-contained (pure data and functions): the API and the browser apps import it
// as it is, so both agree on which calls a page makes and how they are named.
import { routePatterns } from '@rowad/shared/paths';

/** The JSON block of the page holding the first calls' answers. */
export const FIRST_ANSWERS_ELEMENT_ID = 'rowad-first-answers';

/** The JSON block of the page holding the query cache the server drew the page from. */
export const QUERY_STATE_ELEMENT_ID = 'rowad-query-state';

/** SPEC section 9: the home page shows the last 3 projects and 3 events. */
export const HOME_ITEMS = 3;
/** Items per page of the projects and events lists: four rows of SPEC's three cards. */
export const LIST_PAGE_SIZE = 12;

/** How wide pictures are drawn (`sizes`): cards in SPEC's 3 / 2 / 1 grid, a detail page's gallery. */
export const PICTURE_SIZES = {
  card: '(min-width: 1200px) 376px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
  detail: '(min-width: 1200px) 740px, (min-width: 1024px) 62vw, 100vw',
} as const;

/** A GET call a page makes at once, below /api. */
export interface FirstCall {
  url: string;
  query: Record<string, string | number>;
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

/** The list filters of an address, as the list pages read them: trimmed, left out when blank. */
export function listFilters(search: string): Record<string, string> {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const name of ['q', 'category']) {
    const value = (params.get(name) ?? '').trim();
    if (value !== '') filters[name] = value;
  }
  return filters;
}

const idIn = (pattern: string, pathname: string): string | undefined => {
  const [before] = pattern.split(':id');
  const rest = pathname.toLowerCase().startsWith(before ?? '') ? pathname.slice((before ?? '').length) : '';
  const id = /^([1-9]\d{0,9})\/?$/.exec(rest)?.[1];
  return id;
};

const same = (pattern: string, pathname: string) =>
  pathname.toLowerCase().replace(/(.)\/$/, '$1') === pattern.toLowerCase();

/** The calls the public page at `pathname` (with `search`, its `?...`) makes before it can show anything. */
export function firstCalls(pathname: string, search = ''): FirstCall[] {
  if (same(routePatterns.home, pathname)) {
    return [
      { url: '/app/projects', query: { limit: HOME_ITEMS } },
      { url: '/app/events', query: { limit: HOME_ITEMS } },
    ];
  }
  if (same(routePatterns.projects, pathname) || same(routePatterns.events, pathname)) {
    const url = same(routePatterns.projects, pathname) ? '/projects' : '/events';
    return [
      {
        url,
        query: { limit: LIST_PAGE_SIZE, ...listFilters(search) },
        picture: { of: 'firstItem', start: 'cover', sizes: 'card' },
      },
    ];
  }
  const project = idIn(routePatterns.project, pathname);
  if (project)
    return [
      { url: `/projects/${project}`, query: {}, picture: { of: 'item', start: 'first', sizes: 'detail' } },
      // The comments follow the description: carried too, so the page asks nothing (and a search
      // engine reads what people said).
      { url: `/project/${project}/comments`, query: {} },
    ];
  const event = idIn(routePatterns.event, pathname);
  if (event)
    return [{ url: `/events/${event}`, query: {}, picture: { of: 'item', start: 'cover', sizes: 'detail' } }];
  return [];
}

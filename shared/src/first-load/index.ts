// What the server prepares for a page's first load, so the first screen needs no API round trip:
// the answers of the calls the page starts with, written into the HTML, and its first picture,
// preloaded. Self-contained (pure data and functions): the API and the browser apps import it
// as it is, so both agree on which calls a page makes and how they are named.

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

/** A list's filters: the search and the category, each left out when blank. */
export type ListFilters = { q?: string; category?: string };

/** The filters as the list asks with them: trimmed, left out when blank. */
function nonBlank(filters: ListFilters): ListFilters {
  const kept: ListFilters = {};
  for (const name of ['q', 'category'] as const) {
    const value = (filters[name] ?? '').trim();
    if (value !== '') kept[name] = value;
  }
  return kept;
}

/** The list filters of an address, as the list pages read them: trimmed, left out when blank. */
export function listFilters(search: string): ListFilters {
  const params = new URLSearchParams(search);
  return nonBlank({ q: params.get('q') ?? '', category: params.get('category') ?? '' });
}

/** A first call, its query typed as the hooks pass it on. */
function call<Query extends FirstCall['query']>(
  url: string,
  query: Query,
  picture?: FirstCall['picture'],
): FirstCall & { query: Query } {
  return picture ? { url, query, picture } : { url, query };
}

/** A path segment from an id: encoded, so a value can never reach another route. */
const segment = (id: number | string): string => encodeURIComponent(String(id));

/**
 * The calls the public pages make at once, each declared once: the page's hooks ask them with
 * these urls and queries (@rowad/shared/api, @rowad/shared/query), and the server answers the same
 * calls ahead with the page (its first calls, @rowad/shared/pages). Their `callKey`s therefore agree.
 */
export const publicCalls = {
  /** GET /app/projects: the home page's latest projects. */
  homeProjects: () => call('/app/projects', { limit: HOME_ITEMS }),
  /** GET /app/events: the home page's latest events. */
  homeEvents: () => call('/app/events', { limit: HOME_ITEMS }),
  /** GET /projects: the first page of the projects list, with the address's filters. */
  projects: (filters: ListFilters = {}) =>
    call(
      '/projects',
      { limit: LIST_PAGE_SIZE, ...nonBlank(filters) },
      { of: 'firstItem', start: 'cover', sizes: 'card' },
    ),
  /** GET /events: the first page of the events list, with the address's filters. */
  events: (filters: ListFilters = {}) =>
    call(
      '/events',
      { limit: LIST_PAGE_SIZE, ...nonBlank(filters) },
      { of: 'firstItem', start: 'cover', sizes: 'card' },
    ),
  /** GET /projects/{id}: a public project. */
  project: (id: number | string) =>
    call(`/projects/${segment(id)}`, {}, { of: 'item', start: 'first', sizes: 'detail' }),
  /** GET /project/{id}/comments: a project's comments, newest first. */
  comments: (id: number | string) => call(`/project/${segment(id)}/comments`, {}),
  /** GET /events/{id}: an event. */
  event: (id: number | string) =>
    call(`/events/${segment(id)}`, {}, { of: 'item', start: 'cover', sizes: 'detail' }),
};

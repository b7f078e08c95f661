// The calls the public pages make at once, declared once (see `publicCalls`).
import type { FirstCall } from './index';

/** docs/product.md §9: the home page shows the last 3 projects and 3 events. */
export const HOME_ITEMS = 3;
/** Items per page of the projects and events lists: four rows of the product's three cards (docs/product.md §2). */
export const LIST_PAGE_SIZE = 12;

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

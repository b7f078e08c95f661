import type { Event } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { EventListParams } from '../list-query';
import { publicCalls } from '@rowad/shared/first-load';

/** GET /app/events: the events of the home page (docs/product.md §7). */
export function getHomeEvents(query: EventListParams = {}, signal?: AbortSignal): Promise<Page<Event>> {
  return getPage({ method: 'GET', url: publicCalls.homeEvents().url, query, signal });
}

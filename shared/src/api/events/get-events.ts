import type { Event } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { EventListParams } from '../list-query';
import { publicCalls } from '@rowad/shared/first-load';

/** GET /events: events, newest first, a page at a time (no token needed). */
export function getEvents(query: EventListParams = {}, signal?: AbortSignal): Promise<Page<Event>> {
  return getPage({ method: 'GET', url: publicCalls.events().url, query, signal });
}

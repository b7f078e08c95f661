import { EventSchema, type Event } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { EventListParams } from '../list-query';

/** GET /app/events: the events of the home page (SPEC section 7). */
export function getHomeEvents(query: EventListParams = {}, signal?: AbortSignal): Promise<Page<Event>> {
  return getPage({ method: 'GET', url: '/app/events', query, signal }, EventSchema);
}

import { EventSchema, type Event } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** GET /events/{id}. */
export function getEvent(id: number, signal?: AbortSignal): Promise<Event> {
  return send({ method: 'GET', url: `/events/${segment(id)}`, signal }, EventSchema);
}

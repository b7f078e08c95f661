import type { Event, EventInput } from '@rowad/shared/schemas';
import { send } from '../request';

/** POST /admin/events: the new event. */
export function createEvent(body: EventInput): Promise<Event> {
  return send({ method: 'POST', url: '/admin/events', body });
}

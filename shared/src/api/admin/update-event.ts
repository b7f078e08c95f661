import type { Event, EventPatch } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** PATCH /admin/events/{id}: the event as changed. */
export function updateEvent(id: number, body: EventPatch): Promise<Event> {
  return send({ method: 'PATCH', url: `/admin/events/${segment(id)}`, body });
}

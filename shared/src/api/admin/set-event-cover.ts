import type { Event, EventCover } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** POST /admin/events/{id}/images/set-cover: the event with its new cover. */
export function setEventCover(id: number, body: EventCover): Promise<Event> {
  return send({ method: 'POST', url: `/admin/events/${segment(id)}/images/set-cover`, body });
}

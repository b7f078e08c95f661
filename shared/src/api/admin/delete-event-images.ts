import type { Event, EventImageIds } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** DELETE /admin/events/{id}/images: the event without the listed images. */
export function deleteEventImages(id: number, body: EventImageIds): Promise<Event> {
  return send({ method: 'DELETE', url: `/admin/events/${segment(id)}/images`, body });
}

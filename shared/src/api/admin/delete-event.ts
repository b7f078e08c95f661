import { segment, sendOnly } from '../request';

/** DELETE /admin/events/{id}. */
export function deleteEvent(id: number): Promise<void> {
  return sendOnly({ method: 'DELETE', url: `/admin/events/${segment(id)}` });
}

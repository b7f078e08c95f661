import type { Participation } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** GET /events/{id}/my-participation: the owner's request to take part, and its state. */
export function getMyParticipation(eventId: number, signal?: AbortSignal): Promise<Participation> {
  return send({ method: 'GET', url: `/events/${segment(eventId)}/my-participation`, signal });
}

import type { Participate, Participation } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** POST /events/{id}/participate: the product's client (docs/product.md §7) sends an empty body; a note for the organiser may come along. */
export function participate(eventId: number, body: Partial<Participate> = {}): Promise<Participation> {
  return send({ method: 'POST', url: `/events/${segment(eventId)}/participate`, body });
}

import type { AdminParticipation, Decision } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** POST /admin/participations/{id}/accept: a word for the owner may come along. */
export function acceptParticipation(id: number, body: Partial<Decision> = {}): Promise<AdminParticipation> {
  return send({ method: 'POST', url: `/admin/participations/${segment(id)}/accept`, body });
}

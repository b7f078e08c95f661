import type { AdminParticipation, Rejection } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** POST /admin/participations/{id}/reject: the owner is told why. */
export function rejectParticipation(id: number, body: Rejection): Promise<AdminParticipation> {
  return send({ method: 'POST', url: `/admin/participations/${segment(id)}/reject`, body });
}

import type { RejectDecision } from '@rowad/shared/schemas';
import { segment, sendOnly } from '../request';

/** POST /admin/review/projects/{revisionId}/reject: the owner is told why. */
export function rejectProject(revisionId: number, body: RejectDecision): Promise<void> {
  return sendOnly({ method: 'POST', url: `/admin/review/projects/${segment(revisionId)}/reject`, body });
}

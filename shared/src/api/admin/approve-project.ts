import type { ProjectApproval } from '@rowad/shared/schemas';
import { segment, sendOnly } from '../request';

/** POST /admin/review/projects/{revisionId}/approve. */
export function approveProject(revisionId: number, body: ProjectApproval): Promise<void> {
  return sendOnly({ method: 'POST', url: `/admin/review/projects/${segment(revisionId)}/approve`, body });
}

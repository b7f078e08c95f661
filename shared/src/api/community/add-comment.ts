import type { Comment, CommentInput } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** POST /project/{id}/comment: the new comment. */
export function addComment(projectId: number, body: CommentInput): Promise<Comment> {
  return send({ method: 'POST', url: `/project/${segment(projectId)}/comment`, body });
}

import type { Comment, CommentInput } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** PATCH /project/comment/{commentId}: the comment as edited. */
export function editComment(commentId: number, body: CommentInput): Promise<Comment> {
  return send({ method: 'PATCH', url: `/project/comment/${segment(commentId)}`, body });
}

import { segment, sendOnly } from '../request';

/** DELETE /project/comment/{commentId}. */
export function deleteComment(commentId: number): Promise<void> {
  return sendOnly({ method: 'DELETE', url: `/project/comment/${segment(commentId)}` });
}

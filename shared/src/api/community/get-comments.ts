import type { Comment } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { CommentListParams } from '../list-query';
import { publicCalls } from '@rowad/shared/first-load';

/**
 * GET /project/{id}/comments: newest first, a page at a time. Personal: with a token the author's
 * own hidden comment comes too, marked (issue 31), so a signed-in reader skips the guest's first answer.
 */
export function getComments(
  projectId: number,
  query: CommentListParams = {},
  signal?: AbortSignal,
): Promise<Page<Comment>> {
  return getPage({ method: 'GET', url: publicCalls.comments(projectId).url, query, signal, personal: true });
}

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  addComment,
  deleteComment,
  editComment,
  getComments,
  type CommentListParams,
} from '@rowad/shared/api';
import type { CommentInput } from '@rowad/shared/schemas';
import { commentKeys, projectKeys } from './keys';
import { queryClient } from './query-client';

export const commentQueries = {
  ofProject: (projectId: number, query: CommentListParams = {}) =>
    queryOptions({
      queryKey: commentKeys.ofProject(projectId, query),
      queryFn: ({ signal }) => getComments(projectId, query, signal),
    }),
};

/** A project's comments (docs/product.md: a failure is only logged; after a change the list is reloaded). */
export const useComments = (projectId: number, query: CommentListParams = {}) =>
  useQuery(commentQueries.ofProject(projectId, query), queryClient);

/**
 * What changes after a comment is added, edited or deleted: the project's comments (docs/product.md: the
 * list is reloaded) and the project itself, whose average rating and star counts moved.
 */
function refreshAfterComment(projectId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: commentKeys.ofProjectAll(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  ]);
}

/** POST /project/{id}/comment, then the comments and the rating reload. */
export const useAddComment = (projectId: number) =>
  useMutation(
    {
      mutationFn: (input: CommentInput) => addComment(projectId, input),
      onSettled: () => refreshAfterComment(projectId),
    },
    queryClient,
  );

/** PATCH /project/comment/{commentId} (the author), then the comments and the rating reload. */
export const useEditComment = (projectId: number) =>
  useMutation(
    {
      mutationFn: ({ commentId, input }: { commentId: number; input: CommentInput }) =>
        editComment(commentId, input),
      onSettled: () => refreshAfterComment(projectId),
    },
    queryClient,
  );

/** DELETE /project/comment/{commentId} (the author or an admin), then the comments and the rating reload. */
export const useDeleteComment = (projectId: number) =>
  useMutation(
    {
      mutationFn: (commentId: number) => deleteComment(commentId),
      onSettled: () => refreshAfterComment(projectId),
    },
    queryClient,
  );

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getComments, type CommentListParams } from '@rowad/shared/api';
import { commentKeys } from './keys';
import { queryClient } from './query-client';

export const commentQueries = {
  ofProject: (projectId: number, query: CommentListParams = {}) =>
    queryOptions({
      queryKey: commentKeys.ofProject(projectId, query),
      queryFn: ({ signal }) => getComments(projectId, query, signal),
    }),
};

/** A project's comments (SPEC: a failure is only logged; after a change the list is reloaded). */
export const useComments = (projectId: number, query: CommentListParams = {}) =>
  useQuery(commentQueries.ofProject(projectId, query), queryClient);

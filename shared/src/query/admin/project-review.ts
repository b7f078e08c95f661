import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { approveProject, getProjectReviewQueue, rejectProject, type ListParams } from '@rowad/shared/api';
import type { ProjectApproval } from '@rowad/shared/schemas';
import { adminKeys, projectKeys, queryClient } from '@rowad/shared/query';
import { paged, refreshAfterDecision, type First } from './paging';

export const projectReviewQueries = {
  projectReview: (query: First<ListParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.projectReview(query),
      queryFn: ({ pageParam, signal }) => getProjectReviewQueue({ ...query, cursor: pageParam }, signal),
    }),
};

export const useProjectReviewQueue = (query: First<ListParams> = {}) =>
  useInfiniteQuery(projectReviewQueries.projectReview(query), queryClient);

export const useApproveProject = () =>
  useMutation(
    {
      mutationFn: ({ revisionId, ...body }: ProjectApproval & { revisionId: number }) =>
        approveProject(revisionId, body),
      onSettled: () => refreshAfterDecision(projectKeys.all),
    },
    queryClient,
  );

export const useRejectProject = () =>
  useMutation(
    {
      mutationFn: ({ revisionId, reason }: { revisionId: number; reason: string }) =>
        rejectProject(revisionId, { reason }),
      onSettled: () => refreshAfterDecision(projectKeys.all),
    },
    queryClient,
  );

import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { decideReports, getReportQueue, reportItem, type ReportQueueParams } from '@rowad/shared/api';
import type { ReportDecision, ReportKind, ReportRequest } from '@rowad/shared/schemas';
import { nextPageParam } from './infinite';
import { adminKeys, commentKeys, eventKeys, ownerKeys, profileKeys, projectKeys } from './keys';
import { queryClient } from './query-client';

// Reports and moderation (issue 31): the report a signed-in user sends, the admin's queue and
// decisions. Kept apart from admin.ts so the public remote's report dialog pulls in only its call.

type First<Q> = Omit<Q, 'cursor'>;

/** POST /reports. What the public sees does not reload: the receipt does not say whether it got hidden. */
export const useReportItem = () =>
  useMutation({ mutationFn: (body: ReportRequest) => reportItem(body) }, queryClient);

export const reportQueries = {
  queue: (query: First<ReportQueueParams> = {}) =>
    infiniteQueryOptions({
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextPageParam,
      queryKey: adminKeys.reports(query),
      queryFn: ({ pageParam, signal }) => getReportQueue({ ...query, cursor: pageParam }, signal),
    }),
};

/** GET /admin/reports, paged: the reported items, newest report first. */
export const useReportQueue = (query: First<ReportQueueParams> = {}) =>
  useInfiniteQuery(reportQueries.queue(query), queryClient);

/**
 * A decision on an item's reports; done or refused (another admin may have decided), the admin's
 * queue and counts reload, and whatever the public and the author see of any kind of item.
 */
export const useDecideReports = () =>
  useMutation(
    {
      mutationFn: ({ kind, id, ...body }: ReportDecision & { kind: ReportKind; id: number }) =>
        decideReports(kind, id, body),
      onSettled: () =>
        Promise.all(
          [
            adminKeys.all,
            projectKeys.all,
            eventKeys.all,
            commentKeys.all,
            ownerKeys.all,
            profileKeys.all,
          ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        ),
    },
    queryClient,
  );

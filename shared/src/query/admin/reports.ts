import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { decideReports, getReportQueue, type ReportQueueParams } from '@rowad/shared/api';
import {
  adminKeys,
  commentKeys,
  eventKeys,
  ownerKeys,
  profileKeys,
  projectKeys,
  queryClient,
} from '@rowad/shared/query';
import type { ReportDecision, ReportKind } from '@rowad/shared/schemas';
import { paged, type First } from './paging';

// The admin's reports queue and decisions (issue 31), part of `@rowad/shared/query/admin` (index.ts).

export const reportQueries = {
  queue: (query: First<ReportQueueParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
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

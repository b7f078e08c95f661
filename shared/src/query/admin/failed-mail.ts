import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { getFailedMails, retryFailedMail, type FailedMailParams } from '@rowad/shared/api';
import { adminKeys, queryClient } from '@rowad/shared/query';
import { paged, refreshAfterDecision, type First } from './paging';

export const failedMailQueries = {
  failedMails: (query: First<FailedMailParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.failedMails(query),
      queryFn: ({ pageParam, signal }) => getFailedMails({ ...query, cursor: pageParam }, signal),
    }),
};

/** Mails given up after their last attempt (issue 16), newest first. */
export const useFailedMails = (query: First<FailedMailParams> = {}) =>
  useInfiniteQuery(failedMailQueries.failedMails(query), queryClient);

/** 'Send again': the mail is queued again; the list and the summary's count load again either way. */
export const useRetryFailedMail = () =>
  useMutation(
    { mutationFn: (id: number) => retryFailedMail(id), onSettled: () => refreshAfterDecision() },
    queryClient,
  );

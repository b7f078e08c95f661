import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { getContactMessages, markContactMessageHandled, type ContactMessageParams } from '@rowad/shared/api';
import { adminKeys, queryClient } from '@rowad/shared/query';
import { paged, refreshAfterDecision, type First } from './paging';

export const contactMessageQueries = {
  contactMessages: (query: First<ContactMessageParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.contactMessages(query),
      queryFn: ({ pageParam, signal }) => getContactMessages({ ...query, cursor: pageParam }, signal),
    }),
};

export const useContactMessages = (query: First<ContactMessageParams> = {}) =>
  useInfiniteQuery(contactMessageQueries.contactMessages(query), queryClient);

export const useMarkMessageHandled = () =>
  useMutation(
    { mutationFn: (id: number) => markContactMessageHandled(id), onSettled: () => refreshAfterDecision() },
    queryClient,
  );

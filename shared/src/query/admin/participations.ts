import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import {
  acceptParticipation,
  getEventParticipations,
  getParticipationQueue,
  rejectParticipation,
  type PageParams,
} from '@rowad/shared/api';
import { adminKeys, eventKeys, queryClient } from '@rowad/shared/query';
import { paged, refreshAfterDecision, type First } from './paging';

export const participationQueries = {
  participationQueue: (query: First<PageParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.participationQueue(query),
      queryFn: ({ pageParam, signal }) => getParticipationQueue({ ...query, cursor: pageParam }, signal),
    }),
  eventParticipations: (eventId: number, query: First<PageParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.eventParticipations(eventId, query),
      queryFn: ({ pageParam, signal }) =>
        getEventParticipations(eventId, { ...query, cursor: pageParam }, signal),
    }),
};

export const useParticipationQueue = (query: First<PageParams> = {}) =>
  useInfiniteQuery(participationQueries.participationQueue(query), queryClient);
export const useEventParticipations = (eventId: number, query: First<PageParams> = {}) =>
  useInfiniteQuery(participationQueries.eventParticipations(eventId, query), queryClient);

export const useAcceptParticipation = () =>
  useMutation(
    {
      mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
        acceptParticipation(id, reason ? { reason } : {}),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

export const useRejectParticipation = () =>
  useMutation(
    {
      mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectParticipation(id, { reason }),
      onSettled: () => refreshAfterDecision(eventKeys.all),
    },
    queryClient,
  );

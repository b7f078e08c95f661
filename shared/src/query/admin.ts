import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  getAuditLog,
  getEventParticipations,
  getParticipationQueue,
  getProjectReviewQueue,
  type ListParams,
  type PageParams,
} from '@rowad/shared/api';
import { nextPageParam } from './infinite';
import { adminKeys } from './keys';
import { queryClient } from './query-client';

type First<Q> = Omit<Q, 'cursor'>;
const paged = { initialPageParam: undefined as string | undefined, getNextPageParam: nextPageParam };

export const adminQueries = {
  auditLog: (query: First<PageParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.auditLog(query),
      queryFn: ({ pageParam, signal }) => getAuditLog({ ...query, cursor: pageParam }, signal),
    }),
  projectReview: (query: First<ListParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.projectReview(query),
      queryFn: ({ pageParam, signal }) => getProjectReviewQueue({ ...query, cursor: pageParam }, signal),
    }),
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

export const useAuditLog = (query: First<PageParams> = {}) =>
  useInfiniteQuery(adminQueries.auditLog(query), queryClient);
export const useProjectReviewQueue = (query: First<ListParams> = {}) =>
  useInfiniteQuery(adminQueries.projectReview(query), queryClient);
export const useParticipationQueue = (query: First<PageParams> = {}) =>
  useInfiniteQuery(adminQueries.participationQueue(query), queryClient);
export const useEventParticipations = (eventId: number, query: First<PageParams> = {}) =>
  useInfiniteQuery(adminQueries.eventParticipations(eventId, query), queryClient);

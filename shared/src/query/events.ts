import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import {
  getEvent,
  getEvents,
  getHomeEvents,
  getMyParticipation,
  participate,
  type EventListParams,
} from '@rowad/shared/api';
import { publicCalls } from '@rowad/shared/first-load';
import { nextPageParam } from './infinite';
import { eventKeys } from './keys';
import { queryClient } from './query-client';

export const eventQueries = {
  list: (query: EventListParams = {}) =>
    queryOptions({ queryKey: eventKeys.list(query), queryFn: ({ signal }) => getEvents(query, signal) }),
  pages: (query: Omit<EventListParams, 'cursor'> = {}) =>
    infiniteQueryOptions({
      queryKey: eventKeys.pages(query),
      queryFn: ({ pageParam, signal }) => getEvents({ ...query, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextPageParam,
    }),
  home: () =>
    queryOptions({
      queryKey: eventKeys.home(),
      queryFn: ({ signal }) => getHomeEvents(publicCalls.homeEvents().query, signal),
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: eventKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) }),
  myParticipation: (id: number) =>
    queryOptions({
      queryKey: eventKeys.myParticipation(id),
      queryFn: ({ signal }) => getMyParticipation(id, signal),
    }),
};

export const useEvents = (query: EventListParams = {}) => useQuery(eventQueries.list(query), queryClient);
export const useEventsInfinite = (query: Omit<EventListParams, 'cursor'> = {}) =>
  useInfiniteQuery({ ...eventQueries.pages(query), placeholderData: keepPreviousData }, queryClient);
export const useHomeEvents = () => useQuery(eventQueries.home(), queryClient);
export const useEvent = (id: number) => useQuery(eventQueries.detail(id), queryClient);
/** The signed-in owner's request to take part in an event; `enabled: false` for other visitors. */
export const useMyParticipation = (id: number, enabled = true) =>
  useQuery({ ...eventQueries.myParticipation(id), enabled }, queryClient);

/**
 * POST /events/{id}/participate (owners): the answer becomes the owner's participation at once,
 * and the event reloads (its places left).
 */
export const useParticipate = (id: number) =>
  useMutation(
    {
      mutationFn: () => participate(id),
      onSuccess: (participation) => queryClient.setQueryData(eventKeys.myParticipation(id), participation),
      onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) }),
    },
    queryClient,
  );

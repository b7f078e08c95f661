import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import {
  getOwner,
  getOwners,
  getReceivedInfoRequests,
  requestInformation,
  type ListParams,
  type PageParams,
} from '@rowad/shared/api';
import { nextPageParam } from './infinite';
import { ownerKeys } from './keys';
import { queryClient } from './query-client';

export const ownerQueries = {
  pages: (query: Omit<ListParams, 'cursor'> = {}) =>
    infiniteQueryOptions({
      queryKey: ownerKeys.pages(query),
      queryFn: ({ pageParam, signal }) => getOwners({ ...query, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextPageParam,
    }),
  detail: (id: number) =>
    queryOptions({ queryKey: ownerKeys.detail(id), queryFn: ({ signal }) => getOwner(id, signal) }),
  infoRequests: (query: Omit<PageParams, 'cursor'> = {}) =>
    infiniteQueryOptions({
      queryKey: ownerKeys.infoRequests(query),
      queryFn: ({ pageParam, signal }) => getReceivedInfoRequests({ ...query, cursor: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextPageParam,
    }),
};

export const useOwnersInfinite = (query: Omit<ListParams, 'cursor'> = {}) =>
  useInfiniteQuery({ ...ownerQueries.pages(query), placeholderData: keepPreviousData }, queryClient);
export const useOwner = (id: number) => useQuery(ownerQueries.detail(id), queryClient);

/** POST /owner/request-information (investors): the owner is e-mailed the investor's name and address. */
export const useRequestInformation = () =>
  useMutation({ mutationFn: (ownerId: number) => requestInformation({ ownerId }) }, queryClient);

/** The signed-in owner's inbox: investors' requests, newest first, a page more at each fetchNextPage(). */
export const useReceivedInfoRequests = (query: Omit<PageParams, 'cursor'> = {}) =>
  useInfiniteQuery(ownerQueries.infoRequests(query), queryClient);

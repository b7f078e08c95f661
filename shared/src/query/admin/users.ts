import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import {
  disableUser,
  enableUser,
  getUser,
  getUsers,
  signOutUser,
  type AdminUserParams,
} from '@rowad/shared/api';
import { adminKeys, queryClient } from '@rowad/shared/query';
import { paged, refreshAfterDecision, type First } from './paging';

export const userQueries = {
  users: (query: First<AdminUserParams> = {}) =>
    infiniteQueryOptions({
      ...paged,
      queryKey: adminKeys.users(query),
      queryFn: ({ pageParam, signal }) => getUsers({ ...query, cursor: pageParam }, signal),
    }),
  user: (id: number) =>
    queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) }),
};

export const useAdminUsers = (query: First<AdminUserParams> = {}) =>
  useInfiniteQuery(userQueries.users(query), queryClient);
export const useAdminUser = (id: number) => useQuery(userQueries.user(id), queryClient);

export const useDisableUser = () =>
  useMutation(
    {
      mutationFn: ({ id, reason }: { id: number; reason: string }) => disableUser(id, { reason }),
      onSettled: () => refreshAfterDecision(),
    },
    queryClient,
  );

export const useEnableUser = () =>
  useMutation(
    { mutationFn: (id: number) => enableUser(id), onSettled: () => refreshAfterDecision() },
    queryClient,
  );

export const useSignOutUser = () =>
  useMutation(
    { mutationFn: (id: number) => signOutUser(id), onSettled: () => refreshAfterDecision() },
    queryClient,
  );

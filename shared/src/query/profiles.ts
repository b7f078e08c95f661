import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyData, getMyInvestorProfile, getMyOwnerProfile, getProfileSummary } from '@rowad/shared/api';
import type { Role } from '@rowad/shared/schemas';
import { profileKeys } from './keys';
import { queryClient } from './query-client';

export const profileQueries = {
  summary: (role: Role) =>
    queryOptions({
      queryKey: profileKeys.summary(role),
      queryFn: ({ signal }) => getProfileSummary(role, signal),
    }),
  myData: () => queryOptions({ queryKey: profileKeys.myData(), queryFn: ({ signal }) => getMyData(signal) }),
  owner: () =>
    queryOptions({ queryKey: profileKeys.owner(), queryFn: ({ signal }) => getMyOwnerProfile(signal) }),
  investor: () =>
    queryOptions({ queryKey: profileKeys.investor(), queryFn: ({ signal }) => getMyInvestorProfile(signal) }),
};

/** The account menu's photo and first name; nothing is asked before the role is known. */
export const useProfileSummary = (role: Role | undefined) =>
  useQuery({ ...profileQueries.summary(role ?? 'user'), enabled: role !== undefined }, queryClient);
export const useMyData = () => useQuery(profileQueries.myData(), queryClient);
export const useMyOwnerProfile = () => useQuery(profileQueries.owner(), queryClient);
export const useMyInvestorProfile = () => useQuery(profileQueries.investor(), queryClient);

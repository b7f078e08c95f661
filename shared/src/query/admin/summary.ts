import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSummary } from '@rowad/shared/api';
import { adminKeys, queryClient } from '@rowad/shared/query';

export const summaryQueries = {
  summary: () =>
    queryOptions({ queryKey: adminKeys.summary(), queryFn: ({ signal }) => getAdminSummary(signal) }),
};

/** The dashboard's counts, and the navigation's badges. */
export const useAdminSummary = () => useQuery(summaryQueries.summary(), queryClient);

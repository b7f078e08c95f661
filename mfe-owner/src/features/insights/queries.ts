import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOwnerInsights, getProjectInsights } from '@rowad/shared/api';
import { ownerKeys, queryClient } from '@rowad/shared/query';
import type { InsightsDays } from '@rowad/shared/schemas';

// The insights calls' queries live with the page, not in @rowad/shared/query: that entry is in
// every visitor's bytes, these serve one owner's page (docs/decisions.md, "Charts").

const insightsKey = (scope: number | 'all', days: InsightsDays) =>
  [...ownerKeys.all, 'insights', scope, days] as const;

export const insightsQueries = {
  all: (days: InsightsDays) =>
    queryOptions({
      queryKey: insightsKey('all', days),
      queryFn: ({ signal }) => getOwnerInsights(days, signal),
    }),
  project: (id: number, days: InsightsDays) =>
    queryOptions({
      queryKey: insightsKey(id, days),
      queryFn: ({ signal }) => getProjectInsights(id, days, signal),
    }),
};

/**
 * Every project together. Another period loads in place of the shown one: its numbers are never
 * shown under the new period's words.
 */
export const useOwnerInsights = (days: InsightsDays) => useQuery(insightsQueries.all(days), queryClient);

/** One project's, asked only once one is chosen. */
export const useProjectInsights = (id: number | undefined, days: InsightsDays) =>
  useQuery(
    {
      ...insightsQueries.project(id ?? 0, days),
      enabled: id !== undefined,
    },
    queryClient,
  );

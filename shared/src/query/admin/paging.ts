import { adminKeys, queryClient } from '@rowad/shared/query';
import { nextPageParam } from '../infinite';

/** A paged list's query without its cursor: the first page's. */
export type First<Q> = Omit<Q, 'cursor'>;

/** What every paged admin list shares: it starts without a cursor and follows the Link header's. */
export const paged = { initialPageParam: undefined as string | undefined, getNextPageParam: nextPageParam };

// Decisions. Each one, done or refused (someone else may have decided meanwhile), makes the admin's
// queues, counts and log stale, and what the public sees of the item it was about.

/** After a decision: the admin's lists and counts, and the domains named, load again. */
export function refreshAfterDecision(...domains: (readonly unknown[])[]): Promise<unknown> {
  return Promise.all(
    [adminKeys.all, ...domains].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

import { QueryClient } from '@tanstack/react-query';
import { toApiFailure } from '@rowad/shared/api-client';
import { useAuthStore } from '@rowad/shared/session';

/**
 * A 4xx will answer the same again, and a malformed answer is a bug: neither is retried. No
 * answer (offline, timeout) or a 5xx may pass: up to 2 more tries.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return failureCount < 2;
  return failure.kind === 'answered' && (failure.status ?? 0) >= 500 && failureCount < 2;
}

/**
 * The one cache of server data for the shell and every remote (`@rowad/shared/query` is a
 * federation singleton). The hooks pass it to TanStack Query themselves, so no provider has to be
 * mounted before the first page paints.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      // Lists and details change slowly: moving between pages within 30 s reuses what was loaded.
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// Another session must never see the data cached for the previous one (private lists, profiles).
useAuthStore.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.removeQueries();
});

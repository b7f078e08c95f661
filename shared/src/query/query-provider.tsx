import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

/**
 * The shared client as React context, for code that calls TanStack's `useQueryClient()`. Our own
 * hooks do not need it: they are bound to `queryClient` directly.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { FocusEvent, MouseEvent } from 'react';
import { Link, type LinkProps } from '@rowad/shared/routing';
import { queryClient } from './query-client';

/** What one of the query option factories gives (`projectQueries.detail(id)`, ...). */
export type PrefetchOptions<T, K extends QueryKey> = FetchQueryOptions<T, Error, T, K>;

/** Loads a query into the shared cache ahead of need; one already fresh there is not asked again. */
export function prefetch<T, K extends QueryKey>(options: PrefetchOptions<T, K>): Promise<void> {
  return queryClient.prefetchQuery(options);
}

/**
 * A link that starts loading the page's data when the pointer rests on it or the keyboard
 * reaches it: by the click, the detail page often has it already.
 */
export function PrefetchLink<T, K extends QueryKey>({
  query: options,
  onMouseEnter,
  onFocus,
  ...props
}: LinkProps & { query: PrefetchOptions<T, K> }) {
  return (
    <Link
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        void prefetch(options);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        void prefetch(options);
        onFocus?.(event);
      }}
    />
  );
}

import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from '@rowad/shared/api';

/** Where a paged list continues: the cursor of the Link header, none after the last page. */
export const nextPageParam = <T>(last: Page<T>): string | undefined => last.nextCursor;

/** The items of every page loaded so far, in order. */
export function itemsOf<T>(data: InfiniteData<Page<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

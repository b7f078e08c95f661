import type { z } from 'zod/mini';
import type { CommentListQuerySchema, EventListFilterSchema, ListQuerySchema } from '@rowad/shared/schemas';

/** What a list call may ask: a search, a page size, the cursor of the page to continue with. */
export type ListParams = z.input<typeof ListQuerySchema>;
/** The events list also filters by date: upcoming, ongoing or past. */
export type EventListParams = ListParams & z.input<typeof EventListFilterSchema>;
/** Comments page without a search. */
export type CommentListParams = z.input<typeof CommentListQuerySchema>;
/** The admin's queues page without a search. */
export type PageParams = Pick<ListParams, 'limit' | 'cursor'>;

import type { z } from 'zod/mini';
import type {
  CategoryFilterSchema,
  CommentListQuerySchema,
  EventListFilterSchema,
  ListQuerySchema,
} from '@rowad/shared/schemas';

// From the schemas' output, each part optional: the server fills in the defaults (and an input
// type would let `limit` be anything, as the query string coerces it).

/** What a list call may ask: a search, a page size, the cursor of the page to continue with. */
export type ListParams = Partial<z.output<typeof ListQuerySchema>>;
/** The projects list also filters by category (compared as the search compares names). */
export type ProjectListParams = ListParams & Partial<z.output<typeof CategoryFilterSchema>>;
/** The events list also filters by category, and by date: upcoming, ongoing or past. */
export type EventListParams = ProjectListParams & Partial<z.output<typeof EventListFilterSchema>>;
/** Comments page without a search. */
export type CommentListParams = Partial<z.output<typeof CommentListQuerySchema>>;
/** The admin's queues page without a search. */
export type PageParams = Pick<ListParams, 'limit' | 'cursor'>;

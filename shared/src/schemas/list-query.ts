import { z } from 'zod/mini';

import type { SchemaMessageCode } from './messages';
import { says } from './says';
import {
  CATEGORY_MAX,
  CURSOR_MAX,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  LIST_LIMIT_MIN,
  SEARCH_MAX,
} from './rules';

/** A list's `limit`: a whole number from LIST_LIMIT_MIN to `max`, `fallback` when absent. */
export function pageLimit(max: number, fallback: number, tooLarge: SchemaMessageCode) {
  return z._default(
    z.coerce
      .number({ error: says('list.limitNotNumber') })
      .check(
        z.int(says('list.limitNotWhole')),
        z.gte(LIST_LIMIT_MIN, says('list.limitTooSmall')),
        z.lte(max, says(tooLarge)),
      ),
    fallback,
  );
}

/** A list's `cursor`, as the Link header of the previous page gave it. */
export const pageCursor = z.optional(z.string().check(z.maxLength(CURSOR_MAX)));

/**
 * The query of every list call (docs/architecture.md "List calls"): `q` filters by name, `limit` sizes
 * the page, `cursor` continues where the previous page stopped (from its Link header).
 */
export const ListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, says('list.searchTooLong')))),
  limit: pageLimit(LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT, 'list.limitTooLarge'),
  cursor: pageCursor,
});

export type ListQuery = z.infer<typeof ListQuerySchema>;

/**
 * The projects and events lists also filter by `category`: only items with that category, compared
 * as `q` is (case, Arabic diacritics and spellings folded), the whole category, not a part of it.
 * Blank means no filter.
 */
export const CategoryFilterSchema = z.object({
  category: z.optional(z.string().check(z.trim(), z.maxLength(CATEGORY_MAX, says('list.categoryTooLong')))),
});

export type CategoryFilter = z.infer<typeof CategoryFilterSchema>;

/** GET /projects and /app/projects: the list query and the category filter. */
export const ProjectListQuerySchema = z.extend(ListQuerySchema, CategoryFilterSchema.shape);

export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;

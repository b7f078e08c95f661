import { z } from 'zod/mini';

import { says } from './messages';

/**
 * The query of every list call (ARCHITECTURE "List calls"): `q` filters by name, `limit` sizes
 * the page, `cursor` continues where the previous page stopped (from its Link header).
 */
export const ListQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, says('list.searchTooLong')))),
  limit: z._default(
    z.coerce
      .number({ error: says('list.limitNotNumber') })
      .check(
        z.int(says('list.limitNotWhole')),
        z.gte(1, says('list.limitTooSmall')),
        z.lte(100, says('list.limitTooLarge')),
      ),
    20,
  ),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});

export type ListQuery = z.infer<typeof ListQuerySchema>;

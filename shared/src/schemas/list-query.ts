import { z } from 'zod';

/**
 * The query of every list call (ARCHITECTURE "List calls"): `q` filters by name, `limit` sizes
 * the page, `cursor` continues where the previous page stopped (from its Link header).
 */
export const ListQuerySchema = z.object({
  q: z.string().trim().max(100, 'The search must be at most 100 characters').optional(),
  limit: z.coerce
    .number({ error: 'The limit must be a number' })
    .int('The limit must be a whole number')
    .min(1, 'The limit must be at least 1')
    .max(100, 'The limit must be at most 100')
    .default(20),
  cursor: z.string().max(200).optional(),
});

export type ListQuery = z.infer<typeof ListQuerySchema>;

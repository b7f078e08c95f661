import { z } from 'zod/mini';
import { exchange, parseAnswer, type Call } from './request';

/** One page of a list call: its items, how many match in all, and the cursor of the next page. */
export interface Page<T> {
  items: T[];
  total: number;
  /** Undefined on the last page. */
  nextCursor: string | undefined;
}

/** The `cursor` of the `rel="next"` link of a Link header, if there is one. */
export function nextCursorOf(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (!match || !/(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2] ?? '')) continue;
    return new URL(match[1] ?? '', 'http://link.invalid').searchParams.get('cursor') ?? undefined;
  }
  return undefined;
}

/**
 * A list call (docs/architecture.md "List calls"): the answer is a JSON array of `item`, the total is in
 * X-Total-Count and the next page in the Link header.
 */
export async function getPage<S extends z.core.$ZodType>(call: Call, item: S): Promise<Page<z.output<S>>> {
  const answer = await exchange(call);
  const items = parseAnswer(z.array(item), answer);
  const total = Number(answer.headers['x-total-count']);
  return {
    items,
    total: Number.isSafeInteger(total) && total >= 0 ? total : items.length,
    nextCursor: nextCursorOf(answer.headers['link']),
  };
}

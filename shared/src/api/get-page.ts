import { ApiFailure } from '@rowad/shared/api-client';
import { exchange, type Call } from './request';

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
 * A list call (docs/architecture.md "List calls"): the answer is a JSON array of items, the total is in
 * X-Total-Count and the next page in the Link header. The items are read as the call declares them,
 * unparsed (see `bodyOf` in ./request); an answer that is no array is refused.
 */
export async function getPage<T>(call: Call): Promise<Page<T>> {
  const answer = await exchange(call);
  if (!Array.isArray(answer.data)) {
    throw new ApiFailure('malformed-answer', answer.status, undefined, undefined, {});
  }
  const items = answer.data as T[];
  const total = Number(answer.headers['x-total-count']);
  return {
    items,
    total: Number.isSafeInteger(total) && total >= 0 ? total : items.length,
    nextCursor: nextCursorOf(answer.headers['link']),
  };
}

import { ID_MAX, type ListQuery } from '@rowad/shared/schemas';
import { foldForSearch } from '@rowad/shared/search';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.js';

/** A page of a list, newest first: the items, how many match in all, and where the next starts. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The id to continue after, or undefined on the last page. */
  nextAfterId: number | undefined;
}

/**
 * The page of a query that read `limit + 1` rows: the first `limit`, each mapped, and the id of the
 * last of them to continue after when the extra row shows that more follow.
 */
export function pageOf<R extends { id: number }, T = R>(
  rows: readonly R[],
  limit: number,
  total: number,
  map: (row: R) => T = (row) => row as unknown as T,
): Page<T> {
  const items = rows.slice(0, limit);
  return {
    items: items.map(map),
    total,
    nextAfterId: rows.length > limit ? items.at(-1)?.id : undefined,
  };
}

// A cursor is opaque to clients: the id the next page starts after, wrapped so that clients
// do not build their own and the format can change.
export function encodeCursor(afterId: number): string {
  return Buffer.from(JSON.stringify({ a: afterId })).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  try {
    const { a } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { a?: unknown };
    // An id past the id columns' range would make PostgreSQL refuse the query: no cursor holds one.
    if (typeof a === 'number' && Number.isInteger(a) && a > 0 && a <= ID_MAX) return a;
  } catch {
    // Falls through to the error below.
  }
  throw new ApiError(400, 'INVALID_CURSOR', 'The cursor is not valid: start again from the first page.', {
    cursor: 'The cursor is not valid',
  });
}

/** `%`, `_` and `\` are wildcards in LIKE: a search for "50%" means those characters. */
export function likeContains(folded: string): string {
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Categories are kept folded (foldForSearch) in one text column, each between line breaks, which
// folding never leaves inside a value: ["Food", "Crafts"] is "\nfood\ncrafts\n". One LIKE then
// finds a whole category, in SQLite and PostgreSQL alike, without a table of its own.
const CATEGORY_SEPARATOR = '\n';

/** The `categories_folded` column of a list of categories. */
export function foldCategories(categories: readonly string[]): string {
  const folded = categories.map(foldForSearch).filter((category) => category !== '');
  return folded.length === 0
    ? ''
    : `${CATEGORY_SEPARATOR}${folded.join(CATEGORY_SEPARATOR)}${CATEGORY_SEPARATOR}`;
}

/** The `name_folded` column of a user: "first last" as searches compare it. */
export function foldPersonName(firstName: string, lastName: string): string {
  return foldForSearch(`${firstName} ${lastName}`);
}

/** The LIKE pattern (escape `\`) that finds `category` in that column; undefined when it is blank. */
export function categoryPattern(category: string | undefined): string | undefined {
  const folded = category === undefined ? '' : foldForSearch(category);
  if (folded === '') return undefined;
  const escaped = folded.replace(/[\\%_]/g, (c) => `\\${c}`);
  return `%${CATEGORY_SEPARATOR}${escaped}${CATEGORY_SEPARATOR}%`;
}

/**
 * Sends a page as a JSON array (the shape the product's clients (docs/product.md §7) expect), with the total in
 * X-Total-Count and the next page in a Link header that keeps the request's other parameters.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): FastifyReply {
  reply.header('x-total-count', String(page.total));
  if (page.nextAfterId !== undefined) {
    const url = new URL(request.url, 'http://placeholder');
    url.searchParams.set('cursor', encodeCursor(page.nextAfterId));
    reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
  }
  return reply.send(page.items);
}

/** A list call's validated `q`, `limit` and `cursor` (ListQuerySchema), as the repositories take them. */
export function listOptions({ q, limit, cursor }: ListQuery): {
  q: string | undefined;
  limit: number;
  afterId: number | undefined;
} {
  return { q, limit, afterId: decodeCursor(cursor) };
}

/** The description of a list answer: the array, and the headers that page it. */
export const PAGE_HEADERS = 'A JSON array; X-Total-Count has the total, Link the next page';

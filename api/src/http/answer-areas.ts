// Which guests' answers a write can change (issue 29, item 3): the kept answers are grouped by
// area, each with its own generation, so a comment drops the projects' answers and leaves the
// bazaars' alone (docs/decisions.md, "Performance (issue 29)": scoped invalidation).
//
// Within an area, an answer about one item (a project's page, its comments) also has the item's
// own generation, and the area's lists one of theirs. A write that changes one item and what the
// lists show of it (a comment and its rating) says so from its handler (`changedItem`), and drops
// that item's answers and the lists, not every other project's page.
//
// Otherwise one table, by path prefix. A write it does not name drops every area: forgetting a
// new write here costs a few cache misses, never a stale answer.
import type { FastifyRequest } from 'fastify';

/** An area of kept answers; a route keeping its answers names one (`cache: { guests: area }`). */
export type AnswerArea = 'projects' | 'events';

export const ANSWER_AREAS: readonly AnswerArea[] = ['projects', 'events'];

/**
 * What a kept answer depends on: its area and either one item of it (a route with
 * `cache: { guests: area, item: param }`, the item's id as the path writes it in digits) or, for
 * a list, the area's lists.
 */
export interface AnswerScope {
  area: AnswerArea;
  item?: string;
}

/** What a successful write changed: a whole area, or one item and the area's lists. */
export type AnswerChange = AnswerScope;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a write's handler that changed less than its path's areas (`changedItem`). */
    answersChanged: AnswerChange[] | undefined;
  }
}

const WRITES: readonly (readonly [prefix: string, areas: readonly AnswerArea[]])[] = [
  // Comments and ratings (their handlers name the project), reports, information requests.
  ['/api/project/', ['projects']],
  // An owner's deletion is public at once (edits wait for the review, whose approval is below).
  ['/api/my-projects', ['projects']],
  ['/api/admin/review/', ['projects']],
  // Participation: the accepted count of a bazaar.
  ['/api/events/', ['events']],
  ['/api/admin/events', ['events']],
  ['/api/admin/participations/', ['events']],
];

/** The areas a successful write to `url` may change. */
export function areasChangedBy(url: string): readonly AnswerArea[] {
  const path = url.split('?', 1)[0] ?? url;
  return WRITES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? ANSWER_AREAS;
}

/**
 * For a write's handler: this request changed item `id` of `area` and what the area's lists show
 * of it, nothing else. Only what it names is dropped once the write succeeds.
 */
export function changedItem(request: FastifyRequest, area: AnswerArea, id: number): void {
  (request.answersChanged ??= []).push({ area, item: String(id) });
}

/** What a successful write dropped: what its handler named, else its path's whole areas. */
export function changesOf(request: FastifyRequest): readonly AnswerChange[] {
  return request.answersChanged ?? areasChangedBy(request.url).map((area) => ({ area }));
}

/**
 * The item a guest's read is about, from its path parameter: the id as digits without leading
 * zeros, so `/projects/007` and a write naming project 7 meet; undefined when the parameter is no
 * id (such a read is answered with an error, which is never kept).
 */
export function itemOf(raw: unknown): string | undefined {
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? String(Number(raw)) : undefined;
}

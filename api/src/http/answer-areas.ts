// Which guests' answers a write can change (issue 29, item 3): the kept answers are grouped by
// area, each with its own generation, so a comment drops the projects' answers and leaves the
// bazaars' alone (docs/decisions.md, "Performance (issue 29)": scoped invalidation).
//
// One table, by path prefix. A write it does not name drops every area: forgetting a new write
// here costs a few cache misses, never a stale answer.

/** An area of kept answers; a route keeping its answers names one (`cache: { guests: area }`). */
export type AnswerArea = 'projects' | 'events';

export const ANSWER_AREAS: readonly AnswerArea[] = ['projects', 'events'];

const WRITES: readonly (readonly [prefix: string, areas: readonly AnswerArea[]])[] = [
  // Comments and ratings: a project's comments, its rating in the lists and on its page.
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

import type { ProjectContact, ProjectPage } from '@rowad/shared/schemas';

// What changed in a list or in the contact details, compared entry by entry, so the review shows
// exactly what the owner added and removed rather than two lists to compare by eye.

export type EntryState = 'added' | 'removed' | 'unchanged';

export interface DiffEntry<T> {
  value: T;
  state: EntryState;
}

export interface ListDiff<T> {
  /** The old list, each entry removed or kept. */
  before: DiffEntry<T>[];
  /** The new list, each entry added or kept. */
  after: DiffEntry<T>[];
}

/** Compares two lists by `keyOf`; a repeated entry counts as many times as it appears. */
export function diffList<T>(
  before: readonly T[],
  after: readonly T[],
  keyOf: (value: T) => string,
): ListDiff<T> {
  const count = (list: readonly T[]) => {
    const counts = new Map<string, number>();
    for (const value of list) counts.set(keyOf(value), (counts.get(keyOf(value)) ?? 0) + 1);
    return counts;
  };
  const mark = (list: readonly T[], other: Map<string, number>, state: EntryState): DiffEntry<T>[] =>
    list.map((value) => {
      const key = keyOf(value);
      const left = other.get(key) ?? 0;
      if (left === 0) return { value, state };
      other.set(key, left - 1);
      return { value, state: 'unchanged' };
    });
  return { before: mark(before, count(after), 'removed'), after: mark(after, count(before), 'added') };
}

export const pageKey = (page: ProjectPage) => `${page.pageType} ${page.pageUrl}`;

export const CONTACT_FIELDS = ['email', 'website', 'whatsapp', 'phones', 'pages'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

const isEmpty = (value: ProjectContact[ContactField]) =>
  typeof value === 'string' ? value === '' : value.length === 0;

/**
 * The contact parts to show: those that differ (an edit), or those given (a new project, whose
 * `before` is null).
 */
export function changedContactFields(before: ProjectContact | null, after: ProjectContact): ContactField[] {
  return CONTACT_FIELDS.filter((field) =>
    before === null ? !isEmpty(after[field]) : JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

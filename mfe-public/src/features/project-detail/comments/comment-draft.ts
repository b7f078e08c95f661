import { RATE_MAX, RATE_MIN } from '@rowad/shared/schemas';

/*
 * A comment being written, kept in localStorage until it is posted (issue 32: "a comment written
 * offline is kept in the field, never lost"), so a reload, a closed tab or a lost signal does not
 * lose it. One per user and project: another account on the same browser does not see it, and
 * logging out clears local storage with it (docs/product.md §4), as the owner's project draft does.
 */

export interface StoredCommentDraft {
  comment: string;
  rate: number;
}

const draftKey = (userId: string, projectId: number) => `commentDraft:${userId}:${projectId}`;

/** The stored draft, read defensively (an older version, or a hand, wrote it); null when there is none. */
export function readCommentDraft(userId: string, projectId: number): StoredCommentDraft | null {
  let stored: unknown;
  try {
    const raw = localStorage.getItem(draftKey(userId, projectId));
    if (raw === null) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { comment, rate } = stored as Record<string, unknown>;
  if (typeof comment !== 'string' || comment.trim() === '') return null;
  const validRate =
    typeof rate === 'number' && Number.isInteger(rate) && rate >= RATE_MIN && rate <= RATE_MAX;
  return validRate ? { comment, rate } : null;
}

/** Keeps what is typed; an empty text keeps nothing. Storage may be full or off: then nothing is kept. */
export function keepCommentDraft(userId: string, projectId: number, draft: StoredCommentDraft): void {
  try {
    if (draft.comment.trim() !== '') localStorage.setItem(draftKey(userId, projectId), JSON.stringify(draft));
    else localStorage.removeItem(draftKey(userId, projectId));
  } catch {
    // A private window or a full storage: the form still works, only without the safety net.
  }
}

/** Once the comment is posted. */
export function forgetCommentDraft(userId: string, projectId: number): void {
  try {
    localStorage.removeItem(draftKey(userId, projectId));
  } catch {
    // Nothing was stored.
  }
}

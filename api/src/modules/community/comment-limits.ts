import {
  COMMENTS_PER_HOUR_MAX,
  DUPLICATE_COMMENT_HOURS,
  NEW_ACCOUNT_COMMENT_MAX,
  REPORT_ERROR_MESSAGES,
  textOf,
} from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import type { CommunityRepository } from './repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A link in a comment, as a new account may not write one (docs/decisions.md "Trust and safety"):
 * `http://` or `https://`, a word starting `www.`, or a word holding a dot followed by two Latin
 * letters or more (`evil.ps`, `shop.example.com/x`), full-width and ideographic dots included.
 * Kept simple on purpose: "e.g." or "3.5" pass, "Great.Thanks" without a space would not.
 */
const LINK =
  /https?:\/\/|(?:^|[\s(])www[.\uFF0E\u3002]|[\p{L}\p{N}][.\uFF0E\u3002][a-z]{2,}(?![\p{L}\p{N}])/iu;

export const hasLink = (text: string): boolean => LINK.test(text);

/** A comment as the duplicate check compares it: trimmed, case-folded, runs of spaces as one. */
export const foldComment = (text: string): string =>
  text.trim().toLocaleLowerCase('en').replace(/\s+/gu, ' ');

const refusal = (
  status: number,
  code: keyof typeof REPORT_ERROR_MESSAGES,
  params?: Record<string, number>,
) => {
  const message = textOf(REPORT_ERROR_MESSAGES[code], 'en', params);
  return new ApiError(
    status,
    code,
    message,
    code === 'NEW_ACCOUNT_NO_LINKS' ? { comment: message } : undefined,
  );
};

interface Writer {
  author: { id: number; createdAt: string };
  text: string;
  now: Date;
  newAccountHours: number;
}

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();

const isYoung = ({ author, now, newAccountHours }: Writer) =>
  newAccountHours > 0 && author.createdAt > hoursBefore(now, newAccountHours);

/**
 * A link written by an account younger than `newAccountHours` (issue 31): the one limit an edit
 * has too (it adds no comment, so the counts below do not apply to it).
 */
export function linkRefusal(writer: Writer): ApiError | undefined {
  return isYoung(writer) && hasLink(writer.text) ? refusal(400, 'NEW_ACCOUNT_NO_LINKS') : undefined;
}

/**
 * The limits on writing comments (issue 31): an account younger than `newAccountHours` writes at
 * most NEW_ACCOUNT_COMMENT_MAX comments and no links; every account at most COMMENTS_PER_HOUR_MAX
 * in a rolling hour; the same text by the same account within DUPLICATE_COMMENT_HOURS, on any
 * project, is refused.
 *
 * The account's age comes with the session, and its recent comments are read once, since the
 * earliest moment a rule looks at: one query for all three counts (issue 29, fewer queries per write).
 */
export async function assertMayComment(
  repository: CommunityRepository,
  options: Writer & {
    /** False under RATE_LIMITS=off (load tests): the hourly count is not kept, the other rules are. */
    hourly: boolean;
  },
): Promise<void> {
  const { author, now, newAccountHours } = options;
  const young = isYoung(options);
  const linkRefused = linkRefusal(options);
  if (linkRefused) throw linkRefused;

  const hourAgo = hoursBefore(now, 1);
  const duplicateSince = hoursBefore(now, DUPLICATE_COMMENT_HOURS);
  const starts = [duplicateSince, ...(options.hourly ? [hourAgo] : []), ...(young ? [author.createdAt] : [])];
  const recent = await repository.commentsSince(author.id, starts.sort()[0]!);
  const countSince = (since: string) => recent.filter((comment) => comment.createdAt >= since).length;

  if (young && countSince(author.createdAt) >= NEW_ACCOUNT_COMMENT_MAX) {
    throw refusal(429, 'NEW_ACCOUNT_COMMENT_LIMIT', { hours: newAccountHours });
  }
  if (options.hourly && countSince(hourAgo) >= COMMENTS_PER_HOUR_MAX) {
    throw refusal(429, 'COMMENT_HOURLY_LIMIT');
  }
  const folded = foldComment(options.text);
  const duplicate = recent.some(
    (comment) => comment.createdAt >= duplicateSince && foldComment(comment.text) === folded,
  );
  if (duplicate) throw refusal(409, 'DUPLICATE_COMMENT');
}

import { z } from 'zod/mini';
import { multiLineText } from './fields';
import { pageCursor, pageLimit } from './list-query';
import { says } from './says';
import {
  COMMENT_MAX,
  COMMENTS_LIMIT_DEFAULT,
  COMMENTS_LIMIT_MAX,
  RATE_DEFAULT,
  RATE_MAX,
  RATE_MIN,
} from './rules';
import { HiddenMarkShape } from './report';

/*
 * Comments on a project (docs/product.md §3, §5 and §7). docs/product.md §5 says only that the form cannot
 * send empty or whitespace-only text and that the rating is 1 to 5, default 5; the messages and
 * the 2000-character limit are ours, so the API answers a blank or huge comment with a clear 400.
 */

export const COMMENT_MESSAGES = {
  required: says('comment.required'),
  tooLong: says('comment.tooLong'),
  rate: says('comment.rate'),
} as const;

/** The star rating: a whole number 1..5. A numeric string ('5') is refused: the form sends a number. */
export const RateSchema = z
  .number({ error: COMMENT_MESSAGES.rate })
  .check(
    z.int(COMMENT_MESSAGES.rate),
    z.gte(RATE_MIN, COMMENT_MESSAGES.rate),
    z.lte(RATE_MAX, COMMENT_MESSAGES.rate),
  );

/**
 * POST /project/{id}/comment and PATCH /project/comment/{commentId}: comment and rate. The text
 * is trimmed and must not be blank; a missing rate means the default 5.
 */
export const CommentInputSchema = z.object({
  comment: multiLineText(COMMENT_MESSAGES.required, COMMENT_MAX, COMMENT_MESSAGES.tooLong),
  rate: z._default(RateSchema, RATE_DEFAULT),
});
export type CommentInput = z.infer<typeof CommentInputSchema>;
/** What a form holds before parsing: the rate may still be left out. */
export type CommentInputDraft = z.input<typeof CommentInputSchema>;

/** docs/product.md §3 "Comment": the API serializes through it, the client is typed by it. */
export const CommentSchema = z.object({
  id: z.int(),
  userId: z.int(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  comment: z.string(),
  rate: z.int(),
  createdAt: z.string(),
  /** Only on the author's own comment while it is hidden (issue 31): the public does not see it. */
  ...HiddenMarkShape,
});
export type Comment = z.infer<typeof CommentSchema>;

/**
 * GET /project/{id}/comments: newest first, a page at a time. The default page is large so a
 * client that ignores the Link header (as docs/product.md §7 has it) still sees every comment of a normal project.
 */
export const CommentListQuerySchema = z.object({
  limit: pageLimit(COMMENTS_LIMIT_MAX, COMMENTS_LIMIT_DEFAULT, 'comments.limitTooLarge'),
  cursor: pageCursor,
});
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

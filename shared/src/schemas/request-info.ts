import { z } from 'zod/mini';

import { pageCursor, pageLimit } from './list-query';
import { says } from './says';
import { ID_MAX, LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from './rules';

export const REQUEST_INFO_MESSAGES = {
  owner: says('requestInfo.owner'),
  /** The answer's text (not a validation message): the API sends it in English. */
  submitted: 'Request submitted. The owner will reply by e-mail.',
} as const;

/**
 * POST /owner/request-information (docs/product.md §7: "ownerId (number)"). Only a number is
 * accepted: the page sends the id it read from the owner profile as a number.
 */
export const RequestInfoSchema = z.object({
  ownerId: z
    .number({ error: REQUEST_INFO_MESSAGES.owner })
    .check(
      z.int(REQUEST_INFO_MESSAGES.owner),
      z.gte(1, REQUEST_INFO_MESSAGES.owner),
      z.lte(ID_MAX, REQUEST_INFO_MESSAGES.owner),
    ),
});
// Not `RequestInfo`: that is the DOM's global fetch type, which the browser apps also see.
export type InfoRequest = z.infer<typeof RequestInfoSchema>;

/**
 * GET /owner/information-requests: one investor's request as the owner who received it sees it
 * (the owner's inbox, issue 14): who asked, their e-mail to reply to, and when.
 */
export const ReceivedInfoRequestSchema = z.object({
  id: z.int(),
  investor: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  createdAt: z.string(),
});
export type ReceivedInfoRequest = z.infer<typeof ReceivedInfoRequestSchema>;

/** The inbox's query: newest first, a page at a time. */
export const ReceivedInfoRequestsQuerySchema = z.object({
  limit: pageLimit(LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT, 'list.limitTooLarge'),
  cursor: pageCursor,
});
export type ReceivedInfoRequestsQuery = z.infer<typeof ReceivedInfoRequestsQuerySchema>;

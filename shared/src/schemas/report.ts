import { z } from 'zod/mini';
import { pageCursor, pageLimit } from './list-query';
import { says } from './says';
import {
  DECISION_REASON_MAX,
  ID_MAX,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  REPORT_DECISIONS,
  REPORT_DETAILS_MAX,
  REPORT_KINDS,
  REPORT_QUEUE_STATES,
  REPORT_REASONS,
  REPORTED_ITEM_STATES,
} from './rules';

/*
 * Reports and moderation (issue 31, docs/product.md "Trust and safety"): a signed-in user reports a
 * comment, a project, a bazaar (`event`) or an owner's profile once; three reports from accounts no
 * longer new hide it until an admin decides in the queue (GET /admin/reports).
 */

export const ReportKindSchema = z.enum(REPORT_KINDS, { error: says('report.kind') });
export const ReportReasonSchema = z.enum(REPORT_REASONS, { error: says('report.reason') });

const itemId = () =>
  z.coerce
    .number({ error: says('report.id') })
    .check(z.int(says('report.id')), z.positive(says('report.id')), z.lte(ID_MAX, says('report.id')));


/**
 * POST /reports: what is reported and why. `details` (trimmed) is required with `other`, optional
 * otherwise; the API answers 201, 409 ALREADY_REPORTED, 409 CANNOT_REPORT_OWN, 404
 * REPORT_TARGET_NOT_FOUND (nothing the public sees has that kind and id).
 */
export const ReportRequestSchema = z
  .object({
    kind: ReportKindSchema,
    id: itemId(),
    reason: ReportReasonSchema,
    details: z.optional(
      z
        .string({ error: says('report.detailsNotText') })
        .check(z.trim(), z.maxLength(REPORT_DETAILS_MAX, says('report.detailsTooLong'))),
    ),
  })
  .check(
    z.refine((value) => value.reason !== 'other' || (value.details ?? '').length > 0, {
      error: says('report.detailsRequired'),
      path: ['details'],
    }),
  );
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
export type ReportRequestDraft = z.input<typeof ReportRequestSchema>;

/** The 201 answer of POST /reports: the receipt. It does not say whether the item got hidden. */
export const ReportReceiptSchema = z.object({
  kind: ReportKindSchema,
  id: z.int(),
  createdAt: z.string(),
});
export type ReportReceipt = z.infer<typeof ReportReceiptSchema>;

/** The path of POST /admin/reports/{kind}/{id}/decision. */
export const ReportTargetParamsSchema = z.object({ kind: ReportKindSchema, id: itemId() });
export type ReportTargetParams = z.infer<typeof ReportTargetParamsSchema>;

export const ReportDecisionKindSchema = z.enum(REPORT_DECISIONS, { error: says('report.decision') });

/**
 * POST /admin/reports/{kind}/{id}/decision: dismiss (keep it public, close the reports), hide (with
 * a reason mailed to the author: required), delete (the item; for an owner's profile: the account is
 * disabled, see docs/decisions.md), disable-author (the account that wrote it, as POST
 * /admin/users/{id}/disable does, last-admin rule included). `reason` goes to the audit log; it is
 * required to hide and to disable (the author is told it).
 */
export const ReportDecisionSchema = z
  .object({
    decision: ReportDecisionKindSchema,
    reason: z.optional(
      z
        .string({ error: says('decision.reasonNotText') })
        .check(z.trim(), z.maxLength(DECISION_REASON_MAX, says('decision.reasonTooLong'))),
    ),
  })
  .check(
    z.refine(
      (value) => (value.decision !== 'hide' && value.decision !== 'disable-author') || (value.reason ?? '').length > 0,
      { error: says('decision.reasonRequired'), path: ['reason'] },
    ),
  );
export type ReportDecision = z.infer<typeof ReportDecisionSchema>;
export type ReportDecisionDraft = z.input<typeof ReportDecisionSchema>;

/** GET /admin/reports: `state` open (reports no admin decided yet: the default), decided or all; `kind`; paged. */
export const ReportQueueQuerySchema = z.object({
  state: z._default(z.enum(REPORT_QUEUE_STATES, { error: says('report.queueState') }), 'open'),
  kind: z.optional(ReportKindSchema),
  limit: pageLimit(LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT, 'list.limitTooLarge'),
  cursor: pageCursor,
});
export type ReportQueueQuery = z.infer<typeof ReportQueueQuerySchema>;

/** One report of an item, as the admin sees it. */
export const ItemReportSchema = z.object({
  reason: ReportReasonSchema,
  details: z.nullable(z.string()),
  /** Null when the reporter's account is gone. */
  reporter: z.nullable(z.object({ id: z.int(), name: z.string() })),
  createdAt: z.string(),
});
export type ItemReport = z.infer<typeof ItemReportSchema>;

export const ReportedItemStateSchema = z.enum(REPORTED_ITEM_STATES);
export type ReportedItemState = z.infer<typeof ReportedItemStateSchema>;

/**
 * One reported item of the queue (GET /admin/reports), its reports grouped: the item as the public
 * sees it (`title`: project or bazaar name, owner's name, or for a comment its project's name;
 * `text`: the comment, description or bio; `link`: the public page's path), the account that
 * wrote it (null for a bazaar, which admins write), whether it is hidden, and the reports newest first.
 */
export const ReportedItemSchema = z.object({
  kind: ReportKindSchema,
  id: z.int(),
  item: z.object({
    title: z.string(),
    text: z.string(),
    link: z.string(),
  }),
  author: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /** `hidden` by three reports (`hiddenBy: 'reports'`) or by an admin's decision (`'admin'`). */
  state: ReportedItemStateSchema,
  hiddenBy: z.nullable(z.enum(['reports', 'admin'])),
  /** The reason the author was given when it was hidden (by reports: the most given one). */
  hiddenReason: z.nullable(z.string()),
  /** Every report of the item (`reports` lists them all, newest first). */
  reportCount: z.int(),
  /** Reports no admin decided yet. */
  openReports: z.int(),
  lastReportedAt: z.string(),
  /** The last decision, when an admin made one. */
  decision: z.nullable(
    z.object({ decision: ReportDecisionKindSchema, reason: z.nullable(z.string()), decidedAt: z.string() }),
  ),
  reports: z.array(ItemReportSchema),
});
export type ReportedItem = z.infer<typeof ReportedItemSchema>;

/** GET /admin/reports: a page of items, newest report first; the next page's cursor in the Link header. */
export const ReportQueueSchema = z.array(ReportedItemSchema);
export type ReportQueue = z.infer<typeof ReportQueueSchema>;

/** What POST /admin/reports/{kind}/{id}/decision answers: the outcome and the reporters told by mail. */
export const ReportDecisionAnswerSchema = z.object({
  kind: ReportKindSchema,
  id: z.int(),
  decision: ReportDecisionKindSchema,
  /** visible (dismissed), hidden, deleted (the item is gone), or the author's account disabled. */
  outcome: z.enum(['visible', 'hidden', 'deleted', 'author-disabled']),
  reportersTold: z.int(),
});
export type ReportDecisionAnswer = z.infer<typeof ReportDecisionAnswerSchema>;

/**
 * The marker on the author's own view of a hidden item (their comment in a project's comments, their
 * project, their profile): the public does not see it; the author sees it with `hidden: true` and why.
 */
export const HiddenMarkShape = {
  hidden: z.optional(z.literal(true)),
  hiddenReason: z.optional(z.nullable(z.string())),
};

import type { FastifyInstance } from 'fastify';
import {
  ReportDecisionAnswerSchema,
  ReportDecisionSchema,
  ReportedItemSchema,
  ReportQueueQuerySchema,
  REPORT_KINDS,
  type ReportKind,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { pathIdSchema, route } from '../../http/route.js';
import type { ReportService } from '../reports/service.js';

const NOT_FOUND = 'There is nothing to report here: it may have been removed.';

// A kind that names no kind of item is answered as the item not found, as an id that names nothing.
const ItemParams = z.object({
  kind: z
    .string()
    .refine((value) => (REPORT_KINDS as readonly string[]).includes(value), {
      error: NOT_FOUND,
      params: { notFound: 'REPORT_TARGET_NOT_FOUND' },
    })
    .transform((value) => value as ReportKind)
    .meta({ description: REPORT_KINDS.join(', ') }),
  id: pathIdSchema('REPORT_TARGET_NOT_FOUND', NOT_FOUND),
});

/** The moderation queue and its decisions (issue 31, docs/product.md "Trust and safety"). Registered under /api. */
export default async function reportQueueRoutes(
  app: FastifyInstance,
  { reports }: { reports: ReportService },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/admin/reports',
    summary:
      'Reported items, each with its reports, the newest report first: open ones (the default), decided ones or all',
    tags: ['admin', 'reports'],
    access: ['admin'],
    query: ReportQueueQuerySchema,
    answers: { 200: z.array(ReportedItemSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) =>
      sendPage(request, reply, await reports.queue(request.query, decodeCursor(request.query.cursor))),
  });

  route(app, {
    method: 'POST',
    url: '/admin/reports/:kind/:id/decision',
    summary:
      "Decide on a reported item: dismiss, hide (reason to the author), delete, or disable the author's account",
    description:
      "Closes the item's open reports, is audited (subject `report`) and mails each reporter in their language. dismiss: public again. hide: hidden with the reason, mailed to the author. delete: the item is deleted as its own delete path does (an owner's profile: the account is disabled). disable-author: the account that wrote it is disabled as POST /admin/users/{id}/disable does, and the item stays hidden. A reason is required to hide and to disable.",
    tags: ['admin', 'reports'],
    access: ['admin'],
    params: ItemParams,
    body: ReportDecisionSchema,
    answers: { 200: ReportDecisionAnswerSchema },
    errors: {
      404: ['REPORT_TARGET_NOT_FOUND'],
      409: [
        'REPORTS_ALREADY_DECIDED',
        'REPORT_DECISION_NOT_APPLICABLE',
        'LAST_ACTIVE_ADMIN',
        'CANNOT_DISABLE_SELF',
      ],
    },
    handler: async (request) =>
      reports.decide(request.auth, request.params.kind, request.params.id, request.body),
  });
}

import type { FastifyInstance } from 'fastify';
import { ReportReceiptSchema, ReportRequestSchema } from '@rowad/shared/schemas';
import { route } from '../../http/route.js';
import { RATE_LIMITS } from '../../limits.js';
import { clientOf, rateLimited } from '../../plugins/rate-limit.js';
import type { ReportService } from './service.js';

/**
 * Reporting a comment, a project, a bazaar or an owner's profile (issue 31, docs/product.md "Trust
 * and safety"). The admin's queue and decisions: modules/admin/report-routes.ts. Registered under /api.
 */
export default async function reportRoutes(app: FastifyInstance, { service }: { service: ReportService }) {
  route(app, {
    method: 'POST',
    url: '/reports',
    summary: 'Report a comment, project, bazaar (event) or owner profile the public sees, once per item',
    description:
      'Any signed-in account, not on its own content. Reports from 3 different accounts older than NEW_ACCOUNT_HOURS (default 24) hide the item from the public at once, until an admin decides (GET /admin/reports); its author is told by e-mail. The answer does not say whether the item got hidden.',
    tags: ['reports'],
    access: 'signed-in',
    body: ReportRequestSchema,
    answers: { 201: ReportReceiptSchema },
    errors: {
      404: ['REPORT_TARGET_NOT_FOUND'],
      409: ['ALREADY_REPORTED', 'CANNOT_REPORT_OWN'],
    },
    rateLimit: rateLimited((request) => [
      { key: `report:user:${request.auth?.id ?? clientOf(request)}`, ...RATE_LIMITS.report.perUser },
    ]),
    handler: async (request, reply) => reply.code(201).send(await service.report(request.auth, request.body)),
  });
}

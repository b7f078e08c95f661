import type { FastifyInstance } from 'fastify';
import { AdminInsightsQuerySchema, AdminInsightsSchema } from '@rowad/shared/schemas';
import { route } from '../../http/route.js';
import type { InsightsService } from '../insights/service.js';

/** The admin's view of the platform per ISO week (issue 30). Registered under /api. */
export default async function adminInsightsRoutes(
  app: FastifyInstance,
  { insights }: { insights: InsightsService },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/admin/insights',
    summary:
      'The platform per week: sign-ups per role, projects published, bazaars and requests to take part, comments, mail, page views',
    description:
      'The last `weeks` ISO weeks (Monday to Sunday, days in Hebron), the current one included though not over, oldest first; weeks without anything have zeros. `totals` sums them, `previousTotals` as many weeks before. A project is published the week it was first approved; an undelivered mail counts in the week it was queued.',
    tags: ['admin', 'insights'],
    access: ['admin'],
    query: AdminInsightsQuerySchema,
    answers: { 200: AdminInsightsSchema },
    handler: async (request) => insights.admin(request.query.weeks),
  });
}

import type { FastifyInstance } from 'fastify';
import { AdminSummarySchema } from '@rowad/shared/schemas';
import { route } from '../../http/route.js';
import type { SummaryRepository } from './summary-repository.js';

/** The admin's dashboard counts. Registered under /api. */
export default async function summaryRoutes(
  app: FastifyInstance,
  { summary }: { summary: SummaryRepository },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/admin/summary',
    summary:
      'How many items wait in each queue: new projects, project edits, requests to take part, open contact messages, failed mails',
    description:
      'newProjects + projectEdits is the total of GET /admin/review/projects; participationRequests the total of GET /admin/review/participations; contactMessages the total of GET /admin/contact-messages; failedMails the total of GET /admin/mail/failed; openReports the total of GET /admin/reports.',
    tags: ['admin'],
    access: ['admin'],
    answers: { 200: AdminSummarySchema },
    handler: async () => summary.summary(),
  });
}

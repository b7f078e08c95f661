import type { FastifyInstance } from 'fastify';
import { FailedMailListQuerySchema, FailedMailSchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { ApiError } from '../../errors.js';
import { decodeCursor, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { idParams, route } from '../../http/route.js';
import type { MailOutbox } from '../../mail/outbox.js';
import type { AuditRepository } from './audit-repository.js';

const MAIL_NOT_FOUND = 'Mail not found';
const MAIL_NOT_FAILED = 'This mail is not failed: it was sent or queued again meanwhile.';

/** The mails the outbox worker gave up, and the admin's way to queue one again (issue 16). */
export default async function adminMailRoutes(
  app: FastifyInstance,
  { outbox, audit }: { outbox: MailOutbox; audit: AuditRepository },
) {
  route(app, {
    method: 'GET',
    url: '/admin/mail/failed',
    summary: 'Mails given up after their last attempt, newest first, with what went wrong',
    tags: ['admin'],
    access: ['admin'],
    query: FailedMailListQuerySchema,
    answers: { 200: z.array(FailedMailSchema).describe(`Failed mails, newest first. ${PAGE_HEADERS}`) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) => {
      const { limit, cursor } = request.query;
      const page = await outbox.listFailed(limit, decodeCursor(cursor));
      return sendPage(request, reply, { ...page, total: await outbox.countFailed() });
    },
  });

  route(app, {
    method: 'POST',
    url: '/admin/mail/:id/retry',
    summary: 'Queue a failed mail again: it is sent at once, with as many attempts as a new one',
    tags: ['admin'],
    access: ['admin'],
    params: idParams('MAIL_NOT_FOUND', MAIL_NOT_FOUND),
    answers: { 204: z.undefined().describe('Queued again') },
    errors: { 404: ['MAIL_NOT_FOUND'], 409: ['MAIL_NOT_FAILED'] },
    handler: async (request, reply) => {
      // The retry and its audit entry are kept together, or neither (issue 28 Low 7).
      const outcome = await outbox.retry(request.params.id, (trx, failed) =>
        audit.in(trx).record({
          adminId: request.auth.id,
          action: 'mail.retried',
          subjectType: 'mail',
          subjectId: failed.id,
          details: { subject: failed.subject, attempts: failed.attempts, lastError: failed.lastError },
        }),
      );
      if (outcome === 'not-found') throw new ApiError(404, 'MAIL_NOT_FOUND', MAIL_NOT_FOUND);
      if (outcome === 'not-failed') throw new ApiError(409, 'MAIL_NOT_FAILED', MAIL_NOT_FAILED);
      return reply.code(204).send();
    },
  });
}

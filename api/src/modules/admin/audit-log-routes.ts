import type { FastifyInstance } from 'fastify';
import { AuditEntrySchema, AuditLogQuerySchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { route } from '../../http/route.js';
import type { AuditRepository } from './audit-repository.js';
import type { SubjectNames } from './subject-names.js';

/** The audit log of every admin decision, newest first (admins only). Registered under /api. */
export default async function auditLogRoutes(
  app: FastifyInstance,
  { audit, names }: { audit: AuditRepository; names: SubjectNames },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/admin/audit-log',
    summary: 'Every admin decision: who, what, about which item, when and why; by kind of item and by admin',
    description:
      'Newest first. `kind` keeps the entries about one kind of item, `adminId` those of one admin; X-Total-Count counts the entries they keep. ' +
      'subjectName is the name the item has now (null when it is gone or has none).',
    tags: ['admin'],
    access: ['admin'],
    query: AuditLogQuerySchema,
    answers: { 200: z.array(AuditEntrySchema).describe(`Entries, newest first. ${PAGE_HEADERS}`) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) => {
      const { kind, adminId, limit, cursor } = request.query;
      const page = await audit.list({ kind, adminId }, limit, decodeCursor(cursor));
      return sendPage(request, reply, { ...page, items: await names.of(page.items) });
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { ListQuerySchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { pick } from 'zod/mini';
import { decodeCursor, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { route } from '../../http/route.js';
import type { AuditRepository } from './audit-repository.js';

const AuditEntrySchema = z.object({
  id: z.number(),
  adminId: z.number().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.number(),
  reason: z.string().nullable(),
  details: z.unknown(),
  createdAt: z.string(),
});

/** The audit log of every admin decision, newest first (admins only). */
export default async function adminRoutes(app: FastifyInstance, { audit }: { audit: AuditRepository }) {
  route(app, {
    method: 'GET',
    url: '/admin/audit-log',
    summary: 'Every admin decision: who, what, about which item, when and why',
    tags: ['admin'],
    access: ['admin'],
    query: pick(ListQuerySchema, { limit: true, cursor: true }),
    answers: { 200: z.array(AuditEntrySchema).describe(`Entries, newest first. ${PAGE_HEADERS}`) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) => {
      const { limit, cursor } = request.query;
      const page = await audit.list(limit, decodeCursor(cursor));
      return sendPage(request, reply, {
        items: page.rows,
        total: await audit.count(),
        nextAfterId: page.nextAfterId,
      });
    },
  });
}

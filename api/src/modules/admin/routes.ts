import type { FastifyInstance } from 'fastify';
import { ListQuerySchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, sendPage } from '../../http/paging.js';
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
  app.get(
    '/admin/audit-log',
    {
      preHandler: app.requireRole('admin'),
      config: {
        docs: {
          summary: 'Every admin decision: who, what, about which item, when and why',
          tags: ['admin'],
          access: ['admin'],
          query: ListQuerySchema.pick({ limit: true, cursor: true }),
          responses: {
            200: {
              description: 'Entries, newest first; Link and X-Total-Count headers',
              schema: z.array(AuditEntrySchema),
            },
            401: { description: 'No valid token' },
            403: { description: 'Not an admin' },
          },
        },
      },
    },
    async (request, reply) => {
      const { limit, cursor } = ListQuerySchema.parse(request.query);
      const page = await audit.list(limit, decodeCursor(cursor));
      return sendPage(request, reply, {
        items: page.rows.map((row) => AuditEntrySchema.parse(row)),
        total: await audit.count(),
        nextAfterId: page.nextAfterId,
      });
    },
  );
}

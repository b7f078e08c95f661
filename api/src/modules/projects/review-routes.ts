import type { FastifyInstance } from 'fastify';
import {
  ListQuerySchema,
  ProjectApprovalSchema,
  ProjectReviewItemSchema,
  RejectDecisionSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { listOptions, sendPage } from '../../http/paging.js';
import { pathId } from '../../http/path-id.js';
import type { ProjectService } from './service.js';

const listHeaders = 'JSON array; X-Total-Count has the total, Link the next page';
const signedInErrors = {
  401: { description: 'No valid token' },
  403: { description: 'Not allowed for this role' },
};

/** The admin's review of new projects and edits: the queue, approve, reject. Registered under /api. */
export default async function projectReviewRoutes(
  app: FastifyInstance,
  { service }: { service: ProjectService },
): Promise<void> {
  const admin = app.requireRole('admin');

  // Review (admins)

  app.get(
    '/admin/review/projects',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'Project changes waiting for review, oldest first, with the fields that differ',
          tags: ['review'],
          access: ['admin'],
          query: ListQuerySchema,
          responses: {
            200: { description: listHeaders, schema: z.array(ProjectReviewItemSchema) },
            ...signedInErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const page = await service.reviewQueue(listOptions(request.query));
      return sendPage(request, reply, { ...page, items: z.array(ProjectReviewItemSchema).parse(page.items) });
    },
  );

  app.post(
    '/admin/review/projects/:revisionId/approve',
    {
      preHandler: admin,
      config: {
        docs: {
          summary:
            'Publish a change with the new images the admin saw (imageIds of the review item, [] for none); the owner is e-mailed',
          tags: ['review'],
          access: ['admin'],
          body: ProjectApprovalSchema,
          responses: {
            204: { description: 'Approved' },
            400: { description: 'imageIds missing or invalid' },
            404: { description: 'No such change' },
            409: {
              description:
                'Already reviewed, replaced by a newer version, or the new images differ from imageIds: nothing is published',
            },
            ...signedInErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const revisionId = pathId(
        request.params,
        'revisionId',
        'REVISION_NOT_FOUND',
        'This change was not found.',
      );
      const decision = ProjectApprovalSchema.parse(request.body ?? {});
      await service.approve(request.auth!.id, revisionId, decision);
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin/review/projects/:revisionId/reject',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'Reject a change with a reason the owner receives by e-mail',
          tags: ['review'],
          access: ['admin'],
          body: RejectDecisionSchema,
          responses: {
            204: { description: 'Rejected' },
            400: { description: 'No reason' },
            404: { description: 'No such change' },
            409: { description: 'Already reviewed' },
            ...signedInErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const revisionId = pathId(
        request.params,
        'revisionId',
        'REVISION_NOT_FOUND',
        'This change was not found.',
      );
      const { reason } = RejectDecisionSchema.parse(request.body ?? {});
      await service.reject(request.auth!.id, revisionId, reason);
      return reply.code(204).send();
    },
  );
}

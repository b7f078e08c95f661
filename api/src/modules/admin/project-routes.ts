import type { FastifyInstance } from 'fastify';
import {
  ListQuerySchema,
  ProjectApprovalSchema,
  ProjectReviewItemSchema,
  RejectDecisionSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { listOptions, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { pathIdSchema, route } from '../../http/route.js';
import { REVISION_NOT_FOUND, type ProjectService } from '../projects/service.js';

const revisionParams = z.object({ revisionId: pathIdSchema('REVISION_NOT_FOUND', REVISION_NOT_FOUND) });

/** A body sent without any is read as `{}`, so it is answered with the missing fields' messages. */
const orEmpty = <S extends z.core.SomeType>(schema: S) => z.preprocess((body) => body ?? {}, schema);

/** The admin's review of new projects and edits: the queue, approve, reject. Registered under /api. */
export default async function projectReviewRoutes(
  app: FastifyInstance,
  { service }: { service: ProjectService },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/admin/review/projects',
    summary: 'Project changes waiting for review, oldest first, with the fields that differ',
    tags: ['review'],
    access: ['admin'],
    query: ListQuerySchema,
    answers: { 200: z.array(ProjectReviewItemSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) =>
      sendPage(request, reply, await service.reviewQueue(listOptions(request.query))),
  });

  route(app, {
    method: 'POST',
    url: '/admin/review/projects/:revisionId/approve',
    summary:
      'Publish a change with the new images the admin saw (imageIds of the review item, [] for none); the owner is e-mailed',
    description:
      'Already reviewed, replaced by a newer version, or the new images differ from imageIds: 409, and nothing is published.',
    tags: ['review'],
    access: ['admin'],
    params: revisionParams,
    body: orEmpty(ProjectApprovalSchema),
    answers: { 204: z.undefined().describe('Approved') },
    errors: { 404: ['REVISION_NOT_FOUND'], 409: ['ALREADY_REVIEWED', 'REVIEW_OUT_OF_DATE'] },
    handler: async (request, reply) => {
      await service.approve(request.auth.id, request.params.revisionId, request.body);
      return reply.code(204).send();
    },
  });

  route(app, {
    method: 'POST',
    url: '/admin/review/projects/:revisionId/reject',
    summary: 'Reject a change with a reason the owner receives by e-mail',
    tags: ['review'],
    access: ['admin'],
    params: revisionParams,
    body: orEmpty(RejectDecisionSchema),
    answers: { 204: z.undefined().describe('Rejected') },
    errors: { 404: ['REVISION_NOT_FOUND'], 409: ['ALREADY_REVIEWED', 'REVIEW_OUT_OF_DATE'] },
    handler: async (request, reply) => {
      await service.reject(request.auth.id, request.params.revisionId, request.body.reason);
      return reply.code(204).send();
    },
  });
}

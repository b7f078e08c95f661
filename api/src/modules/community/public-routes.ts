import type { FastifyInstance } from 'fastify';
import { CommentListQuerySchema, CommentSchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { idParams, route } from '../../http/route.js';
import { COMMUNITY_MESSAGES, type CommunityService } from './service.js';

/** Reading a public project's comments, open to anyone. Registered under /api. */
export default async function publicCommentRoutes(
  app: FastifyInstance,
  { service }: { service: CommunityService },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/project/:id/comments',
    summary: "A public project's comments, newest first",
    tags: ['comments'],
    access: 'public',
    cache: 'guests',
    params: idParams('PROJECT_NOT_FOUND', COMMUNITY_MESSAGES.projectNotFound),
    query: CommentListQuerySchema,
    answers: { 200: z.array(CommentSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'], 404: ['PROJECT_NOT_FOUND'] },
    handler: async (request, reply) => {
      const { limit, cursor } = request.query;
      return sendPage(request, reply, await service.list(request.params.id, limit, decodeCursor(cursor)));
    },
  });
}

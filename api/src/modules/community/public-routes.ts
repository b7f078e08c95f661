import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CommentListQuerySchema, CommentSchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { idParams, route } from '../../http/route.js';
import { COMMUNITY_MESSAGES, type CommunityService } from './service.js';

/**
 * The signed-in caller of a public call, when its token is valid; undefined for a guest. A request
 * with a token is never answered from the guests' cache (http/answer-cache.ts).
 */
async function viewerOf(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  if (request.headers.authorization === undefined) return undefined;
  try {
    await app.authenticate(request, reply);
    return request.auth?.id;
  } catch {
    return undefined;
  }
}

/** Reading a public project's comments, open to anyone. Registered under /api. */
export default async function publicCommentRoutes(
  app: FastifyInstance,
  { service }: { service: CommunityService },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/project/:id/comments',
    summary: "A public project's comments, newest first",
    description:
      "Comments hidden by reports or an admin are left out; a signed-in author's own hidden comments are listed for them, with `hidden: true` and the reason. A token that is not valid is ignored: the caller is a guest.",
    tags: ['comments'],
    access: 'public',
    cache: { guests: 'projects', item: 'id' },
    params: idParams('PROJECT_NOT_FOUND', COMMUNITY_MESSAGES.projectNotFound),
    query: CommentListQuerySchema,
    answers: { 200: z.array(CommentSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'], 404: ['PROJECT_NOT_FOUND'] },
    handler: async (request, reply) => {
      const { limit, cursor } = request.query;
      const viewer = await viewerOf(app, request, reply);
      return sendPage(
        request,
        reply,
        await service.list(request.params.id, limit, decodeCursor(cursor), viewer),
      );
    },
  });
}

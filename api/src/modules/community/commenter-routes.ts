import type { FastifyInstance } from 'fastify';
import { CommentInputSchema, CommentSchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { changedItem } from '../../http/answer-areas.js';
import { idParams, pathIdSchema, route } from '../../http/route.js';
import { RATE_LIMITS } from '../../limits.js';
import { clientOf, rateLimited } from '../../plugins/rate-limit.js';
import { COMMUNITY_MESSAGES, type CommunityService } from './service.js';

const CommentParams = z.object({
  commentId: pathIdSchema('COMMENT_NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound),
});

/**
 * Signed-in users write, edit and delete their own comments; an admin may delete anyone's.
 * Registered under /api. Each names the project it changed: its page, its comments and the lists'
 * rating of it are the guests' answers dropped (http/answer-areas.ts).
 */
export default async function commenterRoutes(
  app: FastifyInstance,
  { service }: { service: CommunityService },
): Promise<void> {
  const commentLimit = rateLimited((request) => [
    { key: `comment:user:${request.auth?.id ?? clientOf(request)}`, ...RATE_LIMITS.comment.perUser },
  ]);

  route(app, {
    method: 'POST',
    url: '/project/:id/comment',
    summary: 'Comment on and rate a public project (rate 1-5, default 5); not your own project',
    tags: ['comments'],
    access: 'signed-in',
    params: idParams('PROJECT_NOT_FOUND', COMMUNITY_MESSAGES.projectNotFound),
    body: CommentInputSchema,
    answers: { 201: CommentSchema },
    // COMMENT_NOT_FOUND: the new comment was deleted before it could be read back.
    // The limits of issue 31 (comment-limits.ts): new accounts, an hour's comments, a repeated text.
    errors: {
      400: ['NEW_ACCOUNT_NO_LINKS'],
      404: ['PROJECT_NOT_FOUND', 'COMMENT_NOT_FOUND'],
      409: ['ALREADY_RATED', 'CANNOT_RATE_OWN_PROJECT', 'DUPLICATE_COMMENT'],
      429: ['NEW_ACCOUNT_COMMENT_LIMIT', 'COMMENT_HOURLY_LIMIT'],
    },
    rateLimit: commentLimit,
    handler: async (request, reply) => {
      const added = await service.add(request.auth, request.params.id, request.body);
      changedItem(request, 'projects', added.projectId);
      return reply.code(201).send(added);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/project/comment/:commentId',
    summary: 'Edit your own comment (text and rating)',
    tags: ['comments'],
    access: 'signed-in',
    params: CommentParams,
    // docs/product.md §5 skips the emptiness check when editing, but that is the form's check: the
    // server refuses a blank edit as it refuses a blank comment, or an edit could empty a
    // comment that could never have been posted empty.
    body: CommentInputSchema,
    answers: { 200: CommentSchema },
    errors: {
      400: ['NEW_ACCOUNT_NO_LINKS'],
      403: ['FORBIDDEN'],
      404: ['COMMENT_NOT_FOUND'],
      409: ['CANNOT_RATE_OWN_PROJECT'],
    },
    handler: async (request) => {
      const edited = await service.edit(request.auth, request.params.commentId, request.body);
      changedItem(request, 'projects', edited.projectId);
      return edited;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/project/comment/:commentId',
    summary: 'Delete your own comment; an admin may delete any (recorded in the audit log)',
    tags: ['comments'],
    access: 'signed-in',
    params: CommentParams,
    answers: { 204: z.undefined().describe('Deleted') },
    errors: { 403: ['FORBIDDEN'], 404: ['COMMENT_NOT_FOUND'] },
    handler: async (request, reply) => {
      const { projectId } = await service.remove(request.auth, request.params.commentId);
      changedItem(request, 'projects', projectId);
      return reply.code(204).send();
    },
  });
}

import type { FastifyInstance } from 'fastify';
import {
  CommentInputSchema,
  CommentListQuerySchema,
  CommentSchema,
  MessageResponseSchema,
  RequestInfoSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { ApiError } from '../../errors.js';
import { decodeCursor, sendPage } from '../../http/paging.js';
import { pathId } from '../../http/path-id.js';
import { clientOf, rateLimited } from '../../plugins/rate-limit.js';
import { COMMUNITY_MESSAGES, type CommunityService } from './service.js';

const HOUR = 60 * 60 * 1000;
const CommentListSchema = z.array(CommentSchema);

const signedIn = {
  401: { description: 'No valid token' },
};

/** Comments on public projects (SPEC sections 2, 5, 6) and investors' information requests. */
export default async function communityRoutes(
  app: FastifyInstance,
  { service }: { service: CommunityService },
): Promise<void> {
  // Generous for a person, a wall for a script filling a project's page with comments.
  const commentLimit = rateLimited((request) => [
    { key: `comment:user:${request.auth?.id ?? clientOf(request)}`, limit: 60, windowMs: HOUR },
  ]);

  app.get(
    '/project/:id/comments',
    {
      config: {
        docs: {
          summary:
            "A public project's comments, newest first; `limit` and `cursor` page them (Link header, X-Total-Count)",
          tags: ['comments'],
          access: 'public',
          query: CommentListQuerySchema,
          responses: {
            200: { description: 'The comments', schema: CommentListSchema },
            400: { description: 'Invalid limit or cursor' },
            404: { description: 'No public project with this id' },
          },
        },
      },
    },
    async (request, reply) => {
      const projectId = pathId(request.params, 'id', 'PROJECT_NOT_FOUND', COMMUNITY_MESSAGES.projectNotFound);
      const query = CommentListQuerySchema.parse(request.query);
      const page = await service.list(projectId, query.limit, decodeCursor(query.cursor));
      return sendPage(request, reply, { ...page, items: CommentListSchema.parse(page.items) });
    },
  );

  app.post(
    '/project/:id/comment',
    {
      preHandler: [app.authenticate, commentLimit],
      config: {
        docs: {
          summary: 'Comment on and rate a public project (rate 1-5, default 5)',
          tags: ['comments'],
          access: 'signed-in',
          body: CommentInputSchema,
          responses: {
            201: { description: 'The new comment', schema: CommentSchema },
            400: { description: 'Blank or too long comment, or a rating outside 1-5' },
            404: { description: 'No public project with this id' },
            409: { description: 'This user already rated the project: edit that comment instead' },
            429: { description: 'Too many comments' },
            ...signedIn,
          },
        },
      },
    },
    async (request, reply) => {
      const projectId = pathId(request.params, 'id', 'PROJECT_NOT_FOUND', COMMUNITY_MESSAGES.projectNotFound);
      const input = CommentInputSchema.parse(request.body);
      const comment = await service.add(request.auth!, projectId, input);
      return reply.code(201).send(CommentSchema.parse(comment));
    },
  );

  app.patch(
    '/project/comment/:commentId',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: 'Edit your own comment (text and rating)',
          tags: ['comments'],
          access: 'signed-in',
          body: CommentInputSchema,
          responses: {
            200: { description: 'The edited comment', schema: CommentSchema },
            400: { description: 'Blank or too long comment, or a rating outside 1-5' },
            403: { description: 'Not your comment' },
            404: { description: 'No such comment on a public project' },
            ...signedIn,
          },
        },
      },
    },
    async (request) => {
      const commentId = pathId(
        request.params,
        'commentId',
        'COMMENT_NOT_FOUND',
        COMMUNITY_MESSAGES.commentNotFound,
      );
      // SPEC section 5 skips the emptiness check when editing, but that is the form's check: the
      // server refuses a blank edit as it refuses a blank comment, or an edit could empty a
      // comment that could never have been posted empty.
      const input = CommentInputSchema.parse(request.body);
      return CommentSchema.parse(await service.edit(request.auth!, commentId, input));
    },
  );

  app.delete(
    '/project/comment/:commentId',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: 'Delete your own comment; an admin may delete any (recorded in the audit log)',
          tags: ['comments'],
          access: 'signed-in',
          responses: {
            204: { description: 'Deleted' },
            403: { description: 'Not your comment' },
            404: { description: 'No such comment' },
            ...signedIn,
          },
        },
      },
    },
    async (request, reply) => {
      const commentId = pathId(
        request.params,
        'commentId',
        'COMMENT_NOT_FOUND',
        COMMUNITY_MESSAGES.commentNotFound,
      );
      await service.remove(request.auth!, commentId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/owner/request-information',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary:
            "An investor asks an owner for information: the owner is e-mailed the investor's name and address (once a day per owner)",
          tags: ['profiles'],
          access: ['investor'],
          body: RequestInfoSchema,
          responses: {
            201: { description: 'Request submitted', schema: MessageResponseSchema },
            400: { description: 'ownerId is not a positive whole number' },
            403: { description: 'Not an investor' },
            404: { description: 'No active owner with this id' },
            429: { description: 'This investor already asked this owner in the last 24 hours' },
            ...signedIn,
          },
        },
      },
    },
    async (request, reply) => {
      // The role is checked before the body so a non-investor learns nothing about owner ids.
      if (request.auth!.role !== 'investor')
        throw new ApiError(403, 'FORBIDDEN', COMMUNITY_MESSAGES.investorsOnly);
      const { ownerId } = RequestInfoSchema.parse(request.body);
      const answer = await service.requestInformation(request.auth!, ownerId);
      return reply.code(201).send(MessageResponseSchema.parse(answer));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import {
  MessageResponseSchema,
  ReceivedInfoRequestSchema,
  ReceivedInfoRequestsQuerySchema,
  RequestInfoSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { route } from '../../http/route.js';
import { LIMITS } from '../../limits.js';
import { COMMUNITY_MESSAGES, type CommunityService } from './service.js';

/** Investors asking owners for information, and the owner's inbox of them. Registered under /api. */
export default async function investorRoutes(
  app: FastifyInstance,
  { service }: { service: CommunityService },
): Promise<void> {
  route(app, {
    method: 'POST',
    url: '/owner/request-information',
    summary:
      "An investor asks an owner for information: the owner is e-mailed the investor's name and address " +
      `(once a day per owner, ${LIMITS.infoRequestOwnersPerDay} owners a day)`,
    tags: ['profiles'],
    // The role is checked before the body so a non-investor learns nothing about owner ids.
    access: ['investor'],
    refusal: COMMUNITY_MESSAGES.investorsOnly,
    body: RequestInfoSchema,
    answers: { 201: MessageResponseSchema },
    errors: { 404: ['OWNER_NOT_FOUND'], 429: ['INFO_ALREADY_REQUESTED', 'INFO_REQUEST_LIMIT_REACHED'] },
    handler: async (request, reply) =>
      reply.code(201).send(await service.requestInformation(request.auth, request.body.ownerId)),
  });

  route(app, {
    method: 'GET',
    url: '/owner/information-requests',
    summary:
      "The information requests investors sent the signed-in owner, newest first, with each investor's name and e-mail",
    tags: ['profiles'],
    access: ['owner'],
    query: ReceivedInfoRequestsQuerySchema,
    answers: { 200: z.array(ReceivedInfoRequestSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) => {
      const { limit, cursor } = request.query;
      return sendPage(
        request,
        reply,
        await service.receivedInfoRequests(request.auth, limit, decodeCursor(cursor)),
      );
    },
  });
}

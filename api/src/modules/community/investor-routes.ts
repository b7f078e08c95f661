import type { FastifyInstance } from 'fastify';
import { MessageResponseSchema, RequestInfoSchema } from '@rowad/shared/schemas';
import { route } from '../../http/route.js';
import { COMMUNITY_MESSAGES, type CommunityService } from './service.js';

/** Investors asking owners for information. Registered under /api. */
export default async function investorRoutes(
  app: FastifyInstance,
  { service }: { service: CommunityService },
): Promise<void> {
  route(app, {
    method: 'POST',
    url: '/owner/request-information',
    summary:
      "An investor asks an owner for information: the owner is e-mailed the investor's name and address (once a day per owner)",
    tags: ['profiles'],
    // The role is checked before the body so a non-investor learns nothing about owner ids.
    access: ['investor'],
    refusal: COMMUNITY_MESSAGES.investorsOnly,
    body: RequestInfoSchema,
    answers: { 201: MessageResponseSchema },
    errors: { 404: ['OWNER_NOT_FOUND'], 429: ['INFO_ALREADY_REQUESTED'] },
    handler: async (request, reply) =>
      reply.code(201).send(await service.requestInformation(request.auth, request.body.ownerId)),
  });
}

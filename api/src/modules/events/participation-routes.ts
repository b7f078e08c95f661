import type { FastifyInstance } from 'fastify';
import { ParticipateSchema, ParticipationSchema } from '@rowad/shared/schemas';
import { idParams, route } from '../../http/route.js';
import { EVENT_ERRORS, type EventService } from './service.js';

/** An owner's request to take part in an event, and its state. Registered under /api. */
export default async function participationRoutes(
  app: FastifyInstance,
  { service }: { service: EventService },
): Promise<void> {
  // Other roles are refused with the sentence the client shows ("Only business owners can take
  // part in bazaars."); the service checks the role again.
  route(app, {
    method: 'POST',
    url: '/events/:id/participate',
    summary: 'Ask to take part in a bazaar (owners); the request waits for an admin',
    tags: ['events'],
    access: ['owner'],
    refusal: EVENT_ERRORS.ownersOnly,
    params: idParams('EVENT_NOT_FOUND', EVENT_ERRORS.notFound),
    // May be absent: the product's client (docs/product.md §7) sends an empty body.
    body: ParticipateSchema,
    answers: { 201: ParticipationSchema },
    errors: {
      404: ['EVENT_NOT_FOUND'],
      409: ['EVENT_ENDED', 'ALREADY_PARTICIPATING', 'EVENT_FULL'],
    },
    handler: async (request, reply) => {
      return reply
        .code(201)
        .send(await service.participate(request.auth, request.params.id, request.body.note));
    },
  });

  route(app, {
    method: 'GET',
    url: '/events/:id/my-participation',
    summary: "The owner's request for this event and, once rejected, the reason; 404 when there is none",
    tags: ['events'],
    access: ['owner'],
    params: idParams('EVENT_NOT_FOUND', EVENT_ERRORS.notFound),
    answers: { 200: ParticipationSchema },
    errors: { 404: ['EVENT_NOT_FOUND', 'PARTICIPATION_NOT_FOUND'] },
    handler: async (request) => service.myParticipation(request.auth, request.params.id),
  });
}

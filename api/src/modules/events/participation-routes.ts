import type { FastifyInstance } from 'fastify';
import { ParticipateSchema, ParticipationSchema } from '@rowad/shared/schemas';
import { pathId } from '../../http/path-id.js';
import { EVENT_ERRORS, type EventService } from './service.js';

const eventNotFound = { 404: { description: 'Event not found' } };

/** An owner's request to take part in an event, and its state. Registered under /api. */
export default async function participationRoutes(
  app: FastifyInstance,
  { service }: { service: EventService },
): Promise<void> {
  const owner = app.requireRole('owner');

  app.post(
    '/events/:id/participate',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: 'Ask to take part in a bazaar (owners); the request waits for an admin',
          tags: ['events'],
          access: ['owner'],
          body: ParticipateSchema,
          responses: {
            201: { description: 'Registered, pending', schema: ParticipationSchema },
            400: { description: 'Invalid note' },
            401: { description: 'No valid token' },
            403: { description: 'Not an owner' },
            ...eventNotFound,
            409: { description: 'Ended, already registered, or full' },
          },
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
      const { note } = ParticipateSchema.parse(request.body);
      const status = await service.participate(request.auth!, id, note);
      return reply.code(201).send(ParticipationSchema.parse({ status }));
    },
  );

  app.get(
    '/events/:id/my-participation',
    {
      preHandler: owner,
      config: {
        docs: {
          summary: "The owner's request for this event; 404 when there is none",
          tags: ['events'],
          access: ['owner'],
          responses: {
            200: { description: 'Status', schema: ParticipationSchema },
            401: { description: 'No valid token' },
            403: { description: 'Not an owner' },
            404: { description: 'No such event, or no request for it' },
          },
        },
      },
    },
    async (request) => {
      const status = await service.myParticipation(
        request.auth!,
        pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound),
      );
      return ParticipationSchema.parse({ status });
    },
  );
}

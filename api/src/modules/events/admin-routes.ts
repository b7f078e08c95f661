import type { FastifyInstance } from 'fastify';
import {
  AdminParticipationSchema,
  DecisionSchema,
  EventCoverSchema,
  EventImageIdsSchema,
  EventImageSchema,
  EventInputSchema,
  EventSchema,
  ListQuerySchema,
  RejectionSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, sendPage } from '../../http/paging.js';
import { pathId } from '../../http/path-id.js';
import { ApiError } from '../../errors.js';
import { readImageParts, uploadLimit } from '../../plugins/multipart.js';
import { EVENT_ERRORS, type EventService } from './service.js';

const PageQuerySchema = ListQuerySchema.pick({ limit: true, cursor: true });
const EventImagesSchema = z.array(EventImageSchema);
const AdminParticipationListSchema = z.array(AdminParticipationSchema);

const listErrors = { 400: { description: 'Invalid q, limit, cursor or status' } };
const adminErrors = {
  401: { description: 'No valid token' },
  403: { description: 'Not an admin' },
};
const eventNotFound = { 404: { description: 'Event not found' } };
const listHeaders =
  'JSON array; X-Total-Count holds the number of matches, Link (rel="next") the next page when there is one';

/** The admin's events (create, edit, delete, images) and the requests to take part. Registered under /api. */
export default async function adminEventRoutes(
  app: FastifyInstance,
  { service }: { service: EventService },
): Promise<void> {
  const admin = app.requireRole('admin');

  // Admin: events and their images.

  app.post(
    '/admin/events',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'Create an event',
          tags: ['admin', 'events'],
          access: ['admin'],
          body: EventInputSchema,
          responses: {
            201: { description: 'The new event', schema: EventSchema },
            400: { description: 'Invalid fields' },
            ...adminErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const input = EventInputSchema.parse(request.body);
      return reply.code(201).send(EventSchema.parse(await service.create(request.auth!, input)));
    },
  );

  app.patch(
    '/admin/events/:id',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'Change an event: the fields sent replace the stored ones, the whole is checked again',
          tags: ['admin', 'events'],
          access: ['admin'],
          body: EventInputSchema,
          responses: {
            200: { description: 'The event', schema: EventSchema },
            400: { description: 'Invalid fields' },
            ...adminErrors,
            ...eventNotFound,
          },
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
      const body: unknown = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Send the fields to change as a JSON object.');
      }
      const input = EventInputSchema.parse({ ...(await service.inputOf(id)), ...body });
      return EventSchema.parse(await service.update(request.auth!, id, input));
    },
  );

  app.delete(
    '/admin/events/:id',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'Delete an event with its images and requests',
          tags: ['admin', 'events'],
          access: ['admin'],
          responses: { 204: { description: 'Deleted' }, ...adminErrors, ...eventNotFound },
        },
      },
    },
    async (request, reply) => {
      await service.delete(
        request.auth!,
        pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin/events/:id/images',
    {
      preHandler: [admin, uploadLimit],
      config: {
        docs: {
          summary:
            'Add images (multipart field images, up to 10 a request, 30 an event); the first becomes the cover',
          tags: ['admin', 'events'],
          access: ['admin'],
          upload: { field: 'images', many: true },
          responses: {
            201: { description: 'The new images', schema: EventImagesSchema },
            400: { description: 'Not a readable image, or too many' },
            413: { description: 'Image too large' },
            415: { description: 'Not multipart' },
            429: { description: 'Too many uploads this hour' },
            503: { description: 'Too many images being processed: try again after Retry-After seconds' },
            ...adminErrors,
            ...eventNotFound,
          },
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
      const files = await readImageParts(request, 'images');
      return reply.code(201).send(EventImagesSchema.parse(await service.addImages(id, files)));
    },
  );

  app.delete(
    '/admin/events/:id/images',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: "Delete some of the event's images (a new cover is chosen when the cover goes)",
          tags: ['admin', 'events'],
          access: ['admin'],
          body: EventImageIdsSchema,
          responses: {
            200: { description: 'The event as it is now', schema: EventSchema },
            400: { description: 'Invalid ids' },
            ...adminErrors,
            ...eventNotFound,
          },
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
      const { imageIds } = EventImageIdsSchema.parse(request.body);
      await service.deleteImages(id, imageIds);
      return EventSchema.parse(await service.get(id));
    },
  );

  app.post(
    '/admin/events/:id/images/set-cover',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'Make one of the event images its cover',
          tags: ['admin', 'events'],
          access: ['admin'],
          body: EventCoverSchema,
          responses: {
            200: { description: 'The event as it is now', schema: EventSchema },
            400: { description: 'Invalid id' },
            ...adminErrors,
            404: { description: 'No such event or image' },
          },
        },
      },
    },
    async (request) => {
      const id = pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
      const { imageId } = EventCoverSchema.parse(request.body);
      await service.setCover(id, imageId);
      return EventSchema.parse(await service.get(id));
    },
  );

  // Admin: requests to take part.

  app.get(
    '/admin/events/:id/participations',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: "The event's requests to take part, oldest first, with owner names",
          tags: ['admin', 'events'],
          access: ['admin'],
          query: PageQuerySchema,
          responses: {
            200: { description: listHeaders, schema: AdminParticipationListSchema },
            ...listErrors,
            ...adminErrors,
            ...eventNotFound,
          },
        },
      },
    },
    async (request, reply) => {
      const id = pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
      const query = PageQuerySchema.parse(request.query);
      return sendPage(
        request,
        reply,
        await service.participationsOf(id, query.limit, decodeCursor(query.cursor)),
      );
    },
  );

  app.get(
    '/admin/review/participations',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'The review queue: pending requests across events, oldest first',
          tags: ['admin', 'events'],
          access: ['admin'],
          query: PageQuerySchema,
          responses: {
            200: { description: listHeaders, schema: AdminParticipationListSchema },
            ...listErrors,
            ...adminErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const query = PageQuerySchema.parse(request.query);
      return sendPage(request, reply, await service.reviewQueue(query.limit, decodeCursor(query.cursor)));
    },
  );

  const decisionDocs = (decision: 'accept' | 'reject') => ({
    summary:
      decision === 'accept'
        ? 'Accept a pending request; the owner is e-mailed (a reason is optional)'
        : 'Reject a pending request with a reason; the owner is e-mailed',
    tags: ['admin', 'events'],
    access: ['admin' as const],
    body: decision === 'accept' ? DecisionSchema : RejectionSchema,
    responses: {
      200: { description: 'The decided request', schema: AdminParticipationSchema },
      400: { description: 'Invalid reason' },
      ...adminErrors,
      404: { description: 'No such request' },
      409: { description: 'Already decided, or the event is full' },
    },
  });

  app.post(
    '/admin/participations/:id/accept',
    { preHandler: admin, config: { docs: decisionDocs('accept') } },
    async (request) => {
      const id = pathId(request.params, 'id', 'PARTICIPATION_NOT_FOUND', EVENT_ERRORS.participationNotFound);
      const { reason } = DecisionSchema.parse(request.body);
      return AdminParticipationSchema.parse(await service.decide(request.auth!, id, 'accepted', reason));
    },
  );

  app.post(
    '/admin/participations/:id/reject',
    { preHandler: admin, config: { docs: decisionDocs('reject') } },
    async (request) => {
      const id = pathId(request.params, 'id', 'PARTICIPATION_NOT_FOUND', EVENT_ERRORS.participationNotFound);
      const { reason } = RejectionSchema.parse(request.body);
      return AdminParticipationSchema.parse(await service.decide(request.auth!, id, 'rejected', reason));
    },
  );
}

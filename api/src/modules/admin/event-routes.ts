import type { FastifyInstance } from 'fastify';
import {
  AdminParticipationSchema,
  DecisionSchema,
  EventCoverSchema,
  EventImageIdsSchema,
  EventImageSchema,
  EventInputSchema,
  EventPatchSchema,
  EventSchema,
  ListQuerySchema,
  RejectionSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { pick } from 'zod/mini';
import { acceptEmptyJsonBody } from '../../http/empty-json-body.js';
import { listOptions, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { idParams, route } from '../../http/route.js';
import { uploadLimit, withImageParts } from '../../plugins/multipart.js';
import { EVENT_ERRORS, type EventService } from '../events/service.js';

const PageQuerySchema = pick(ListQuerySchema, { limit: true, cursor: true });
const eventParams = idParams('EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
const participationParams = idParams('PARTICIPATION_NOT_FOUND', EVENT_ERRORS.participationNotFound);

/** The admin's events (create, edit, delete, images) and the requests to take part. Registered under /api. */
export default async function adminEventRoutes(
  app: FastifyInstance,
  { service }: { service: EventService },
): Promise<void> {
  // An accept may come without a body, as in the events module's own routes.
  acceptEmptyJsonBody(app);

  // Admin: events and their images.

  route(app, {
    method: 'POST',
    url: '/admin/events',
    summary: 'Create an event',
    tags: ['admin', 'events'],
    access: ['admin'],
    body: EventInputSchema,
    answers: { 201: EventSchema },
    handler: async (request, reply) => reply.code(201).send(await service.create(request.auth, request.body)),
  });

  route(app, {
    method: 'PATCH',
    url: '/admin/events/:id',
    summary: 'Change an event: the fields sent replace the stored ones, the whole is checked again',
    tags: ['admin', 'events'],
    access: ['admin'],
    params: eventParams,
    body: EventPatchSchema,
    answers: { 200: EventSchema },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    handler: async (request) => service.update(request.auth, request.params.id, request.body),
  });

  route(app, {
    method: 'DELETE',
    url: '/admin/events/:id',
    summary: 'Delete an event with its images and requests',
    tags: ['admin', 'events'],
    access: ['admin'],
    params: eventParams,
    answers: { 204: z.undefined().describe('Deleted') },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    handler: async (request, reply) => {
      await service.delete(request.auth, request.params.id);
      return reply.code(204).send();
    },
  });

  route(app, {
    method: 'POST',
    url: '/admin/events/:id/images',
    summary:
      'Add images (multipart field images, up to 10 a request, 30 an event); the first becomes the cover',
    tags: ['admin', 'events'],
    access: ['admin'],
    params: eventParams,
    upload: { field: 'images', many: true },
    rateLimit: uploadLimit,
    answers: { 201: z.array(EventImageSchema) },
    errors: {
      400: [
        'TOO_MANY_IMAGES',
        'TOO_MANY_FILES',
        'NO_IMAGE',
        'MALFORMED_BODY',
        'IMAGE_UNREADABLE',
        'IMAGE_DIMENSIONS_TOO_LARGE',
      ],
      404: ['EVENT_NOT_FOUND'],
      413: ['IMAGE_TOO_LARGE'],
      415: ['NOT_MULTIPART'],
    },
    handler: async (request, reply) => {
      const added = await withImageParts(request, 'images', (files) =>
        service.addImages(request.auth, request.params.id, files),
      );
      return reply.code(201).send(added);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/admin/events/:id/images',
    summary: "Delete some of the event's images (a new cover is chosen when the cover goes)",
    tags: ['admin', 'events'],
    access: ['admin'],
    params: eventParams,
    body: EventImageIdsSchema,
    answers: { 200: EventSchema },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    handler: async (request) => {
      await service.deleteImages(request.auth, request.params.id, request.body.imageIds);
      return service.get(request.params.id, false);
    },
  });

  route(app, {
    method: 'POST',
    url: '/admin/events/:id/images/set-cover',
    summary: 'Make one of the event images its cover',
    tags: ['admin', 'events'],
    access: ['admin'],
    params: eventParams,
    body: EventCoverSchema,
    answers: { 200: EventSchema },
    errors: { 404: ['EVENT_NOT_FOUND', 'IMAGE_NOT_FOUND'] },
    handler: async (request) => {
      await service.setCover(request.auth, request.params.id, request.body.imageId);
      return service.get(request.params.id, false);
    },
  });

  // Admin: requests to take part.

  route(app, {
    method: 'GET',
    url: '/admin/events/:id/participations',
    summary: "The event's requests to take part, oldest first, with owner names",
    tags: ['admin', 'events'],
    access: ['admin'],
    params: eventParams,
    query: PageQuerySchema,
    answers: { 200: z.array(AdminParticipationSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'], 404: ['EVENT_NOT_FOUND'] },
    handler: async (request, reply) => {
      const { limit, afterId } = listOptions(request.query);
      return sendPage(request, reply, await service.participationsOf(request.params.id, limit, afterId));
    },
  });

  route(app, {
    method: 'GET',
    url: '/admin/review/participations',
    summary: 'The review queue: pending requests across events, oldest first',
    tags: ['admin', 'events'],
    access: ['admin'],
    query: PageQuerySchema,
    answers: { 200: z.array(AdminParticipationSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) => {
      const { limit, afterId } = listOptions(request.query);
      return sendPage(request, reply, await service.reviewQueue(limit, afterId));
    },
  });

  route(app, {
    method: 'POST',
    url: '/admin/participations/:id/accept',
    summary: 'Accept a pending request; the owner is e-mailed (a reason is optional)',
    tags: ['admin', 'events'],
    access: ['admin'],
    params: participationParams,
    // May be absent, like an accept without a word for the owner.
    body: DecisionSchema,
    answers: { 200: AdminParticipationSchema },
    errors: { 404: ['PARTICIPATION_NOT_FOUND'], 409: ['ALREADY_DECIDED', 'EVENT_FULL'] },
    handler: async (request) =>
      service.decide(request.auth, request.params.id, 'accepted', request.body.reason),
  });

  route(app, {
    method: 'POST',
    url: '/admin/participations/:id/reject',
    summary: 'Reject a pending request with a reason; the owner is e-mailed',
    tags: ['admin', 'events'],
    access: ['admin'],
    params: participationParams,
    body: RejectionSchema,
    answers: { 200: AdminParticipationSchema },
    errors: { 404: ['PARTICIPATION_NOT_FOUND'], 409: ['ALREADY_DECIDED'] },
    handler: async (request) =>
      service.decide(request.auth, request.params.id, 'rejected', request.body.reason),
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminParticipationSchema,
  DecisionSchema,
  EventCoverSchema,
  EventImageIdsSchema,
  EventImageSchema,
  EventInputSchema,
  EventListFilterSchema,
  EventSchema,
  ListQuerySchema,
  ParticipateSchema,
  ParticipationSchema,
  RejectionSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { ApiError, type ApiErrorCode } from '../../errors.js';
import { decodeCursor, sendPage } from '../../http/paging.js';
import { readImageParts, uploadLimit } from '../../plugins/multipart.js';
import { EVENT_ERRORS, type EventService } from './service.js';

const EventListQuerySchema = ListQuerySchema.extend(EventListFilterSchema.shape);
const PageQuerySchema = ListQuerySchema.pick({ limit: true, cursor: true });
const EventListSchema = z.array(EventSchema);
const EventImagesSchema = z.array(EventImageSchema);
const AdminParticipationListSchema = z.array(AdminParticipationSchema);

/** A path id: a positive whole number, else the thing is simply not there. */
function idParam(request: FastifyRequest, code: ApiErrorCode, notFound: string): number {
  const raw = (request.params as { id?: unknown }).id;
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new ApiError(404, code, notFound);
  return id;
}

const listErrors = { 400: { description: 'Invalid q, limit, cursor or status' } };
const adminErrors = {
  401: { description: 'No valid token' },
  403: { description: 'Not an admin' },
};
const eventNotFound = { 404: { description: 'Event not found' } };
const listHeaders =
  'JSON array; X-Total-Count holds the number of matches, Link (rel="next") the next page when there is one';

/**
 * Events (bazaars): the public list and detail, owners' requests to take part, and the admin's
 * management of events, their images and the requests. Registered under /api.
 */
export default async function eventsRoutes(
  app: FastifyInstance,
  options: { service: EventService },
): Promise<void> {
  const { service } = options;
  const admin = app.requireRole('admin');
  const owner = app.requireRole('owner');

  // SPEC's client posts to participate with an empty body; an accept may come without one too.
  // In this scope an empty JSON body reads as no body; anything else goes to Fastify's own parser.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, done);
  });

  const listEvents = async (request: FastifyRequest, reply: FastifyReply) => {
    const query = EventListQuerySchema.parse(request.query);
    const page = await service.list(query, decodeCursor(query.cursor));
    return sendPage(request, reply, page);
  };
  for (const url of ['/events', '/app/events']) {
    app.get(
      url,
      {
        config: {
          docs: {
            summary: `Events, newest first; q searches names (Arabic without diacritics), status filters by date`,
            tags: ['events'],
            access: 'public',
            query: EventListQuerySchema,
            responses: { 200: { description: listHeaders, schema: EventListSchema }, ...listErrors },
          },
        },
      },
      listEvents,
    );
  }

  app.get(
    '/events/:id',
    {
      config: {
        docs: {
          summary: 'One event with its images (cover first) and its status by the dates in Hebron',
          tags: ['events'],
          access: 'public',
          responses: { 200: { description: 'The event', schema: EventSchema }, ...eventNotFound },
        },
      },
    },
    async (request) =>
      EventSchema.parse(await service.get(idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound))),
  );

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
      const id = idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
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
        idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound),
      );
      return ParticipationSchema.parse({ status });
    },
  );

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
      const id = idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
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
      await service.delete(request.auth!, idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound));
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
      const id = idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
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
      const id = idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
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
      const id = idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
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
      const id = idParam(request, 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound);
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
      const id = idParam(request, 'PARTICIPATION_NOT_FOUND', EVENT_ERRORS.participationNotFound);
      const { reason } = DecisionSchema.parse(request.body);
      return AdminParticipationSchema.parse(await service.decide(request.auth!, id, 'accepted', reason));
    },
  );

  app.post(
    '/admin/participations/:id/reject',
    { preHandler: admin, config: { docs: decisionDocs('reject') } },
    async (request) => {
      const id = idParam(request, 'PARTICIPATION_NOT_FOUND', EVENT_ERRORS.participationNotFound);
      const { reason } = RejectionSchema.parse(request.body);
      return AdminParticipationSchema.parse(await service.decide(request.auth!, id, 'rejected', reason));
    },
  );
}

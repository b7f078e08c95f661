import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EventListFilterSchema, EventSchema, ListQuerySchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, sendPage } from '../../http/paging.js';
import { pathId } from '../../http/path-id.js';
import { EVENT_ERRORS, type EventService } from './service.js';

const EventListQuerySchema = ListQuerySchema.extend(EventListFilterSchema.shape);
const EventListSchema = z.array(EventSchema);

const listErrors = { 400: { description: 'Invalid q, limit, cursor or status' } };
const eventNotFound = { 404: { description: 'Event not found' } };
const listHeaders =
  'JSON array; X-Total-Count holds the number of matches, Link (rel="next") the next page when there is one';

/** The public events (bazaars): the list and one event. Registered under /api. */
export default async function publicEventRoutes(
  app: FastifyInstance,
  { service }: { service: EventService },
): Promise<void> {
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
      EventSchema.parse(
        await service.get(pathId(request.params, 'id', 'EVENT_NOT_FOUND', EVENT_ERRORS.notFound)),
      ),
  );
}

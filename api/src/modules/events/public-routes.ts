import type { FastifyInstance } from 'fastify';
import { EventListFilterSchema, EventSchema, ProjectListQuerySchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { extend } from 'zod/mini';
import { listOptions, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { idParams, route } from '../../http/route.js';
import { EVENT_ERRORS, type EventService } from './service.js';

const CALENDAR_TYPE = 'text/calendar';

// The projects' query (q, limit, cursor, category) and the date filter.
const EventListQuerySchema = extend(ProjectListQuerySchema, EventListFilterSchema.shape);

/** The public events (bazaars): the list and one event. Registered under /api. */
export default async function publicEventRoutes(
  app: FastifyInstance,
  { service }: { service: EventService },
): Promise<void> {
  for (const url of ['/events', '/app/events']) {
    route(app, {
      method: 'GET',
      url,
      summary:
        'Events, newest first; q searches names (Arabic without diacritics), category and status (by date) filter',
      tags: ['events'],
      access: 'public',
      cache: { guests: 'events' },
      query: EventListQuerySchema,
      answers: { 200: z.array(EventSchema).describe(PAGE_HEADERS) },
      errors: { 400: ['INVALID_CURSOR'] },
      handler: async (request, reply) =>
        sendPage(
          request,
          reply,
          await service.list({
            ...listOptions(request.query),
            status: request.query.status,
            category: request.query.category,
          }),
        ),
    });
  }

  route(app, {
    method: 'GET',
    url: '/events/:id',
    summary: 'One event with its images (cover first) and its status by the dates in Hebron',
    tags: ['events'],
    access: 'public',
    cache: { guests: 'events', item: 'id' },
    params: idParams('EVENT_NOT_FOUND', EVENT_ERRORS.notFound),
    answers: { 200: EventSchema },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    handler: async (request) => service.get(request.params.id),
  });

  route(app, {
    method: 'GET',
    url: '/events/:id/calendar.ics',
    summary: 'The event as an iCalendar file (RFC 5545), an all-day event to add to a calendar',
    tags: ['events'],
    access: 'public',
    params: idParams('EVENT_NOT_FOUND', EVENT_ERRORS.notFound),
    answers: {
      200: {
        content: {
          [CALENDAR_TYPE]: {
            schema: z
              .string()
              .describe('A VCALENDAR with one VEVENT, lines folded at 75 octets, CRLF endings'),
          },
        },
      },
    },
    errors: { 404: ['EVENT_NOT_FOUND'] },
    handler: async (request, reply) => {
      const body = await service.calendar(request.params.id);
      return reply
        .type(`${CALENDAR_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .send(body);
    },
  });
}

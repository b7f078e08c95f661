import type { FastifyInstance } from 'fastify';
import { acceptEmptyJsonBody } from '../../http/empty-json-body.js';
import participationRoutes from './participation-routes.js';
import publicEventRoutes from './public-routes.js';
import type { EventService } from './service.js';

/**
 * Events (bazaars), one file per audience: the public list and detail, owners' requests to take
 * part. The admin's management of events, their images and the requests is in the admin module
 * (`admin/event-routes.ts`). Registered under /api.
 */
export default async function eventsRoutes(
  app: FastifyInstance,
  { service }: { service: EventService },
): Promise<void> {
  // The product's client (docs/product.md §7) posts to participate with an empty body; an accept may come without one too.
  acceptEmptyJsonBody(app);

  // Not the parent's options as a whole: they carry its `/api` prefix, which the children inherit.
  await app.register(publicEventRoutes, { service });
  await app.register(participationRoutes, { service });
}

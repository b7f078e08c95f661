import type { FastifyInstance } from 'fastify';
import adminEventRoutes from './admin-routes.js';
import participationRoutes from './participation-routes.js';
import publicEventRoutes from './public-routes.js';
import type { EventService } from './service.js';

/**
 * Events (bazaars), one file per audience: the public list and detail, owners' requests to take
 * part, the admin's management of events, their images and the requests. Registered under /api.
 */
export default async function eventsRoutes(
  app: FastifyInstance,
  { service }: { service: EventService },
): Promise<void> {
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

  // Not the parent's options as a whole: they carry its `/api` prefix, which the children inherit.
  await app.register(publicEventRoutes, { service });
  await app.register(participationRoutes, { service });
  await app.register(adminEventRoutes, { service });
}

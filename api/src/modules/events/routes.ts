import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../errors.js';
import adminEventRoutes from './admin-routes.js';
import participationRoutes from './participation-routes.js';
import publicEventRoutes from './public-routes.js';
import type { EventService } from './service.js';

// What validation answers for a body that is not an object (zod's words; every body here is one).
const NULL_BODY = 'Invalid input: expected object, received null';

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
  // Fastify validates a missing body as null, so the schemas of the bodies that may be left out
  // take null for none; a JSON null sent as a body is refused here, as validation did before.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, text, (error, parsed) => {
      if (error === null && parsed === null) {
        done(new ApiError(400, 'VALIDATION_FAILED', NULL_BODY, { _: NULL_BODY }), undefined);
        return;
      }
      done(error, parsed);
    });
  });

  // Not the parent's options as a whole: they carry its `/api` prefix, which the children inherit.
  await app.register(publicEventRoutes, { service });
  await app.register(participationRoutes, { service });
  await app.register(adminEventRoutes, { service });
}

import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';

// What validation answers for a body that is not an object (zod's words; every body here is one).
const NULL_BODY = 'Invalid input: expected object, received null';

/**
 * In this plugin's scope an empty JSON body reads as no body; anything else goes to Fastify's own
 * parser. Fastify validates a missing body as null, so the schemas of the bodies that may be left
 * out take null for none; a JSON null sent as a body is refused here, as validation did before.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
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
}

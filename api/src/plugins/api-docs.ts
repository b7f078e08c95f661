import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_URL = '/api/docs';
export const DOCS_UI_URL = '/api/docs/ui';

type Transform = typeof jsonSchemaTransform;

/** The zod schemas as JSON Schema, and a multipart upload's file field as its request body. */
const transform: Transform = (document) => {
  const transformed = jsonSchemaTransform(document);
  const upload = (document.route.config as { upload?: { field: string; many: boolean } } | undefined)?.upload;
  if (!upload || transformed.schema?.hide) return transformed;
  const file = { type: 'string', format: 'binary' };
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      consumes: ['multipart/form-data'],
      body: {
        type: 'object',
        required: [upload.field],
        properties: { [upload.field]: upload.many ? { type: 'array', items: file } : file },
      },
    },
  };
};

/**
 * The OpenAPI document, generated from the routes' declarations (src/http/route.ts): JSON at
 * /api/docs, a browsable page at /api/docs/ui.
 */
async function apiDocs(app: FastifyInstance, options: { version: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rowad API',
        version: options.version,
        description:
          'The API of Rowad. Every 4xx and 5xx body is `{ code, message, errors? }`: `code` is a stable machine code (the `code` enum of each error answer lists the ones that call gives), `message` an English sentence, `errors` maps a failing field to its message. Lists answer a JSON array with the total in `X-Total-Count` and the next page in `Link: <...>; rel="next"`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform,
    hideUntagged: true,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_UI_URL, uiConfig: { deepLinking: true } });
  app.get(DOCS_URL, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}

export default fp(apiDocs, { name: 'api-docs', fastify: '5.x' });

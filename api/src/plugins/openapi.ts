import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z, type ZodType } from 'zod';
import { ApiErrorBodySchema } from '@rowad/shared/schemas';
import type { Role } from '../db/schema.js';

/** What a route tells the API documentation: the same zod schemas it validates with. */
export interface RouteDocs {
  summary: string;
  tags: string[];
  /** Who may call it: nobody signed in needed, any signed-in user, or these roles. */
  access: 'public' | 'signed-in' | Role[];
  body?: ZodType;
  query?: ZodType;
  /** A multipart upload: the file field's name and whether it takes several files. */
  upload?: { field: string; many: boolean };
  responses: Record<number, { description: string; schema?: ZodType }>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

interface DocumentedRoute {
  method: string;
  url: string;
  docs: RouteDocs;
}

const ERROR_BODY = ApiErrorBodySchema;

function jsonSchema(schema: ZodType, io: 'input' | 'output'): unknown {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z]+)/g, '{$1}');
}

function buildDocument(routes: DocumentedRoute[], version: string): unknown {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { method, url, docs } of routes) {
    const parameters = [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (docs.query) {
      const query = jsonSchema(docs.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({
          name,
          in: 'query',
          required: query.required?.includes(name) ?? false,
          schema,
        } as never);
      }
    }
    const requestBody = docs.body
      ? { required: true, content: { 'application/json': { schema: jsonSchema(docs.body, 'input') } } }
      : docs.upload
        ? {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    [docs.upload.field]: docs.upload.many
                      ? { type: 'array', items: { type: 'string', format: 'binary' } }
                      : { type: 'string', format: 'binary' },
                  },
                },
              },
            },
          }
        : undefined;
    const responses = Object.fromEntries(
      Object.entries(docs.responses).map(([status, response]) => [
        status,
        {
          description: response.description,
          content: {
            'application/json': {
              schema: response.schema
                ? jsonSchema(response.schema, 'output')
                : jsonSchema(ERROR_BODY, 'output'),
            },
          },
        },
      ]),
    );
    paths[openApiPath(url)] ??= {};
    paths[openApiPath(url)]![method.toLowerCase()] = {
      summary: docs.summary,
      tags: docs.tags,
      ...(docs.access === 'public' ? { security: [] } : {}),
      ...(Array.isArray(docs.access) ? { 'x-roles': docs.access } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rowad API',
      version,
      description:
        'The API of Rowad. Every 4xx and 5xx body is `{ code, message, errors? }`: `code` is a stable machine code (listed in the `code` enum of every error response), `message` an English sentence, `errors` maps a failing field to its message.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}

/** Collects every documented route and serves the OpenAPI document at GET /api/docs. */
async function openapi(app: FastifyInstance, options: { version: string }) {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    const docs = route.config?.docs;
    if (!docs) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, docs });
  });
  let document: unknown;
  app.get('/api/docs', async (_request, reply) => {
    document ??= buildDocument(routes, options.version);
    return reply.header('cache-control', 'no-cache').send(document);
  });
}

export default fp(openapi, { name: 'openapi', fastify: '5.x' });

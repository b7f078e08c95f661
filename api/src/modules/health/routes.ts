import type { FastifyInstance } from 'fastify';
import apiPackage from '../../../package.json' with { type: 'json' };

export interface Health {
  status: 'ok';
  /** Seconds since the process started. */
  uptime: number;
  /** Version of @rowad/api, to tell which build answers behind a load balancer. */
  version: string;
}

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            required: ['status', 'uptime', 'version'],
            properties: {
              status: { type: 'string' },
              uptime: { type: 'number' },
              version: { type: 'string' },
            },
          },
        },
      },
    },
    async (_request, reply): Promise<Health> => {
      // A cached answer would report a dead server as healthy to a probe behind a proxy.
      reply.header('cache-control', 'no-store');
      return { status: 'ok', uptime: Math.round(process.uptime()), version: apiPackage.version };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import apiPackage from '../../../package.json' with { type: 'json' };
import { route } from '../../http/route.js';

const HealthSchema = z.object({
  status: z.literal('ok'),
  /** Seconds since the process started. */
  uptime: z.number().describe('Seconds since the process started'),
  /** Version of @rowad/api, to tell which build answers behind a load balancer. */
  version: z.string().describe('The version of @rowad/api that answers'),
});

export type Health = z.output<typeof HealthSchema>;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/health',
    summary: 'Whether the API answers, since when, and which version',
    tags: ['health'],
    access: 'public',
    answers: { 200: HealthSchema },
    handler: async (_request, reply) => {
      // A cached answer would report a dead server as healthy to a probe behind a proxy.
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, uptime: Math.round(process.uptime()), version: apiPackage.version };
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { ContactMessageSchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { route } from '../../http/route.js';
import { RATE_LIMITS } from '../../limits.js';
import { clientOf, rateLimited } from '../../plugins/rate-limit.js';
import type { ContactService } from './service.js';

/** Messages per client address in CONTACT_WINDOW_MS (limits.ts). */
export const { limit: CONTACT_LIMIT, windowMs: CONTACT_WINDOW_MS } = RATE_LIMITS.contact.perIp;

/** The contact form (docs/product.md §2 "Contact page"). Registered under /api. */
export default async function contactRoutes(
  app: FastifyInstance,
  { service }: { service: ContactService },
): Promise<void> {
  route(app, {
    method: 'POST',
    url: '/contact',
    summary: "Send a message to Rowad's support address",
    description:
      'The message is stored, then e-mailed to SUPPORT_EMAIL (else ADMIN_EMAIL) with Reply-To the sender. ' +
      '`website` must stay empty: the form hides it from people, and a message that fills it in is ' +
      'answered 204 as well but neither stored nor sent.',
    tags: ['contact'],
    access: 'public',
    body: ContactMessageSchema,
    answers: { 204: z.undefined().describe('Received') },
    rateLimit: rateLimited((request) => [
      { key: `contact:ip:${clientOf(request)}`, limit: CONTACT_LIMIT, windowMs: CONTACT_WINDOW_MS },
    ]),
    handler: async (request, reply) => {
      await service.receive(request.body);
      return reply.code(204).send();
    },
  });
}

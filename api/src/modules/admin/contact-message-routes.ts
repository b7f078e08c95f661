import type { FastifyInstance } from 'fastify';
import { ContactMessageListQuerySchema, StoredContactMessageSchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { decodeCursor, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { idParams, route } from '../../http/route.js';
import { CONTACT_ERRORS, type ContactService } from '../contact/service.js';

const messageParams = idParams('MESSAGE_NOT_FOUND', CONTACT_ERRORS.notFound);

/** The contact form's messages as the admin reads and marks them. Registered under /api. */
export default async function contactMessageRoutes(
  app: FastifyInstance,
  { contact }: { contact: ContactService },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/admin/contact-messages',
    summary: "The contact form's messages, newest first: open ones (the default), handled ones or all",
    tags: ['admin'],
    access: ['admin'],
    query: ContactMessageListQuerySchema,
    answers: { 200: z.array(StoredContactMessageSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) => {
      const { state, limit, cursor } = request.query;
      return sendPage(request, reply, await contact.list({ state, limit, afterId: decodeCursor(cursor) }));
    },
  });

  route(app, {
    method: 'POST',
    url: '/admin/contact-messages/:id/handled',
    summary: 'Mark a message handled (answered); the audit log keeps who did',
    tags: ['admin'],
    access: ['admin'],
    params: messageParams,
    answers: { 200: StoredContactMessageSchema },
    errors: { 404: ['MESSAGE_NOT_FOUND'], 409: ['ALREADY_HANDLED'] },
    handler: async (request) => contact.markHandled(request.auth.id, request.params.id),
  });
}

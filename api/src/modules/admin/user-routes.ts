import type { FastifyInstance } from 'fastify';
import {
  AdminUserDetailSchema,
  AdminUserListQuerySchema,
  AdminUserSchema,
  DisableUserSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { listOptions, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { idParams, route } from '../../http/route.js';
import { USER_ERRORS, type AdminUserService } from './user-service.js';

const userParams = idParams('USER_NOT_FOUND', USER_ERRORS.notFound);

/** The admin's accounts: list, detail, disable, enable, sign out everywhere. Registered under /api. */
export default async function userRoutes(
  app: FastifyInstance,
  { users }: { users: AdminUserService },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/admin/users',
    summary: 'Accounts, newest first: q matches the name (folded as the owners search) or part of the e-mail',
    tags: ['admin'],
    access: ['admin'],
    query: AdminUserListQuerySchema,
    answers: { 200: z.array(AdminUserSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) => {
      const { role, state } = request.query;
      return sendPage(request, reply, await users.list({ ...listOptions(request.query), role, state }));
    },
  });

  route(app, {
    method: 'GET',
    url: '/admin/users/:id',
    summary: 'One account with its projects, its requests to take part and how many sessions it has open',
    tags: ['admin'],
    access: ['admin'],
    params: userParams,
    answers: { 200: AdminUserDetailSchema },
    errors: { 404: ['USER_NOT_FOUND'] },
    handler: async (request) => users.detail(request.params.id),
  });

  route(app, {
    method: 'POST',
    url: '/admin/users/:id/disable',
    summary: 'Disable an account with a reason: it cannot sign in, and its sessions end at once',
    description:
      "The reason is kept in the audit log, not sent to the user. Another admin may be disabled; the caller's own account is refused (409 CANNOT_DISABLE_SELF), and so is the last active admin (409 LAST_ACTIVE_ADMIN).",
    tags: ['admin'],
    access: ['admin'],
    params: userParams,
    body: DisableUserSchema,
    answers: { 200: AdminUserSchema },
    errors: {
      404: ['USER_NOT_FOUND'],
      409: ['CANNOT_DISABLE_SELF', 'LAST_ACTIVE_ADMIN', 'USER_ALREADY_DISABLED'],
    },
    handler: async (request) => users.disable(request.auth.id, request.params.id, request.body.reason),
  });

  route(app, {
    method: 'POST',
    url: '/admin/users/:id/enable',
    summary:
      'Enable a disabled account: it gets back the state it had (active, or pending if never activated)',
    tags: ['admin'],
    access: ['admin'],
    params: userParams,
    answers: { 200: AdminUserSchema },
    errors: { 404: ['USER_NOT_FOUND'], 409: ['USER_NOT_DISABLED'] },
    handler: async (request) => users.enable(request.auth.id, request.params.id),
  });

  route(app, {
    method: 'POST',
    url: '/admin/users/:id/sign-out',
    summary: 'End every session of an account; its password still signs it in',
    description:
      "Another admin may be signed out; the caller's own account is refused (409 CANNOT_DISABLE_SELF).",
    tags: ['admin'],
    access: ['admin'],
    params: userParams,
    answers: { 204: z.undefined().describe('Signed out everywhere') },
    errors: { 404: ['USER_NOT_FOUND'], 409: ['CANNOT_DISABLE_SELF'] },
    handler: async (request, reply) => {
      await users.signOut(request.auth.id, request.params.id);
      return reply.code(204).send();
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { CloseAccountSchema, MessageResponseSchema } from '@rowad/shared/schemas';
import { z } from 'zod';
import { route } from '../../http/route.js';
import { RATE_LIMITS } from '../../limits.js';
import { clientOf, rateLimited, type RateRule } from '../../plugins/rate-limit.js';
import { MyDataExportSchema } from './export-schema.js';
import type { AccountService } from './service.js';

/** The file's name: the day it was made, so two downloads on different days do not overwrite. */
export function exportFileName(now: Date): string {
  return `rowad-my-data-${now.toISOString().slice(0, 10)}.json`;
}

const exportLimit = rateLimited((request): RateRule[] => [
  { key: `export-data:user:${request.auth!.id}`, ...RATE_LIMITS.exportData.perUser },
]);

/** Counted per user and per address, as a password change is: the password is checked. */
const closeLimit = rateLimited((request): RateRule[] => [
  { key: `close-account:user:${request.auth!.id}`, ...RATE_LIMITS.closeAccount.perUser },
  { key: `close-account:ip:${clientOf(request)}`, ...RATE_LIMITS.closeAccount.perIp },
]);

/** The signed-in person's own account: their data to take away, and closing it (issue 28). */
export default async function accountRoutes(app: FastifyInstance, { service }: { service: AccountService }) {
  route(app, {
    method: 'GET',
    url: '/users/me/export',
    summary: 'Download everything Rowad holds about the signed-in user, as one JSON file',
    description:
      'Account (no password hash), profile, projects with their revisions and pictures, comments and ' +
      'ratings, participation and information requests, sessions’ times, admins’ decisions about ' +
      'the account. Sent as an attachment named rowad-my-data-<date>.json.',
    tags: ['account'],
    access: 'signed-in',
    answers: { 200: MyDataExportSchema.describe('The data') },
    errors: { 404: ['ACCOUNT_NOT_FOUND'] },
    rateLimit: exportLimit,
    handler: async (request, reply) => {
      const data = await service.exportData(request.auth.id);
      reply
        .header('content-disposition', `attachment; filename="${exportFileName(new Date(data.exportedAt))}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/users/me',
    summary: 'Close the signed-in account: its data goes, its sessions end, a goodbye mail is sent',
    description:
      '`code` is the second factor’s code, needed only when the account has one turned on. What is ' +
      'removed and what is kept as "a deleted account" is listed in docs/product.md and docs/decisions.md.',
    tags: ['account'],
    access: 'signed-in',
    body: CloseAccountSchema,
    answers: { 200: MessageResponseSchema.check(z.describe('Account closed')) },
    errors: { 400: ['WRONG_CURRENT_PASSWORD'], 404: ['ACCOUNT_NOT_FOUND'], 409: ['LAST_ACTIVE_ADMIN'] },
    rateLimit: closeLimit,
    handler: async (request) => {
      await service.close(request.auth, request.body);
      return { message: 'Your account was closed.' };
    },
  });
}

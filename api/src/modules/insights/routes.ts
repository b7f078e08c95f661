import type { FastifyInstance } from 'fastify';
import {
  InsightsQuerySchema,
  InsightsTapSchema,
  OwnerInsightsSchema,
  ProjectInsightsSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { idParams, route } from '../../http/route.js';
import { RATE_LIMITS } from '../../limits.js';
import { clientOf, rateLimited } from '../../plugins/rate-limit.js';
import { PROJECT_NOT_FOUND } from '../projects/service.js';
import { countable } from './visitors.js';
import type { InsightsService } from './service.js';

/** Taps per client address in a window (limits.ts). */
export const { limit: TAP_LIMIT, windowMs: TAP_WINDOW_MS } = RATE_LIMITS.insightsTap.perIp;

const DAYS_NOTE =
  'Dates are days in Hebron. `days` lists every day of the period, oldest first, today last, days without a visitor with zeros; `previousTotals` sums as many days before. Counts reach these numbers within 10 s.';

/** The owner insights' calls (issue 30; docs/product.md, "Owner insights"). Registered under /api. */
export default async function insightsRoutes(
  app: FastifyInstance,
  { service }: { service: InsightsService },
): Promise<void> {
  route(app, {
    method: 'POST',
    url: '/insights/events',
    summary: "Count a tap on a public page's contact channel, or a view of a page the app shows",
    description:
      "Sent by the project and bazaar pages with navigator.sendBeacon when a visitor taps a phone, WhatsApp, e-mail, website, social page or map link, or a bazaar's 'Add to calendar' (`calendar`, bazaars only); and `view` when the app shows a project or bazaar page (the server counts the pages it draws itself; a person's view counts once a day however it arrives). Always 204 once valid: a tap is not counted when it is the item owner's or an admin's (their token rides along), a robot's, a repeat of the same person on the same channel that day, or names no public item. Only daily totals are kept.",
    tags: ['insights'],
    access: 'public',
    body: InsightsTapSchema,
    answers: { 204: z.undefined().describe('Received') },
    rateLimit: rateLimited((request) => [
      { key: `insights:ip:${clientOf(request)}`, limit: TAP_LIMIT, windowMs: TAP_WINDOW_MS },
    ]),
    handler: async (request, reply) => {
      if (countable(request)) {
        const header = request.headers.authorization;
        const token = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
        const viewer = token ? await app.tokens.verify(token) : undefined;
        await service.tap(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
          viewer,
        });
      }
      return reply.code(204).send();
    },
  });

  route(app, {
    method: 'GET',
    url: '/my-projects/insights',
    summary: "Views and taps of all the owner's projects together, and of each",
    description: `${DAYS_NOTE} \`projects\` lists each project (newest first) with its totals; \`requests\` are the requests for information the owner received.`,
    tags: ['projects', 'insights'],
    access: ['owner'],
    query: InsightsQuerySchema,
    answers: { 200: OwnerInsightsSchema },
    handler: async (request) => service.owner(request.auth.id, request.query.days),
  });

  route(app, {
    method: 'GET',
    url: '/my-projects/:id/insights',
    summary: "Views and taps of one of the owner's projects per day, with its comments and rating",
    description: `${DAYS_NOTE} Another owner's project answers 404, as it does everywhere under /my-projects. \`requests\` are the requests for information the owner received (a request names the owner, not a project).`,
    tags: ['projects', 'insights'],
    access: ['owner'],
    params: idParams('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND),
    query: InsightsQuerySchema,
    answers: { 200: ProjectInsightsSchema },
    errors: { 404: ['PROJECT_NOT_FOUND'] },
    handler: async (request) => service.project(request.auth.id, request.params.id, request.query.days),
  });
}

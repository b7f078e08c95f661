import type { FastifyInstance } from 'fastify';
import {
  ListQuerySchema,
  OwnerListItemSchema,
  ProjectListQuerySchema,
  ProjectSchema,
  PublicOwnerSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { listOptions, PAGE_HEADERS, sendPage } from '../../http/paging.js';
import { idParams, route } from '../../http/route.js';
import { OWNER_NOT_FOUND, PROJECT_NOT_FOUND, type ProjectService } from './service.js';

/** Public projects (list and detail) and the owners directory for signed-in users. Registered under /api. */
export default async function publicProjectRoutes(
  app: FastifyInstance,
  { service }: { service: ProjectService },
): Promise<void> {
  // Public: the list and detail send a token when the client has one; it changes nothing.
  for (const url of ['/projects', '/app/projects']) {
    route(app, {
      method: 'GET',
      url,
      summary: 'Public projects, newest first; q searches names, category filters (both Arabic-aware)',
      tags: ['projects'],
      access: 'public',
      cache: { guests: 'projects' },
      query: ProjectListQuerySchema,
      answers: { 200: z.array(ProjectSchema).describe(PAGE_HEADERS) },
      errors: { 400: ['INVALID_CURSOR'] },
      handler: async (request, reply) =>
        sendPage(
          request,
          reply,
          await service.listPublic({ ...listOptions(request.query), category: request.query.category }),
        ),
    });
  }

  route(app, {
    method: 'GET',
    url: '/projects/:id',
    summary: 'A public project (its approved copy)',
    tags: ['projects'],
    access: 'public',
    cache: { guests: 'projects', item: 'id' },
    params: idParams('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND),
    answers: { 200: ProjectSchema },
    errors: { 404: ['PROJECT_NOT_FOUND'] },
    handler: async (request) => service.publicProject(request.params.id),
  });

  // Owners directory (signed-in users)

  route(app, {
    method: 'GET',
    url: '/owners',
    summary: 'Active owners, newest first (no e-mail addresses)',
    tags: ['owners'],
    access: 'signed-in',
    query: ListQuerySchema,
    answers: { 200: z.array(OwnerListItemSchema).describe(PAGE_HEADERS) },
    errors: { 400: ['INVALID_CURSOR'] },
    handler: async (request, reply) =>
      sendPage(request, reply, await service.listOwners(listOptions(request.query))),
  });

  route(app, {
    method: 'GET',
    url: '/owners/:id',
    summary: "An owner's public profile with the owner's public projects",
    tags: ['owners'],
    access: 'signed-in',
    params: idParams('OWNER_NOT_FOUND', OWNER_NOT_FOUND),
    answers: { 200: PublicOwnerSchema },
    errors: { 404: ['OWNER_NOT_FOUND'] },
    handler: async (request) => service.publicOwner(request.params.id),
  });
}

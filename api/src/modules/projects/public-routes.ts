import type { FastifyInstance } from 'fastify';
import {
  ListQuerySchema,
  OwnerListItemSchema,
  ProjectSchema,
  PublicOwnerSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { listOptions, sendPage } from '../../http/paging.js';
import { pathId } from '../../http/path-id.js';
import { OWNER_NOT_FOUND, PROJECT_NOT_FOUND, type ProjectService } from './service.js';

const listHeaders = 'JSON array; X-Total-Count has the total, Link the next page';

/** Public projects (list and detail) and the owners directory for signed-in users. Registered under /api. */
export default async function publicProjectRoutes(
  app: FastifyInstance,
  { service }: { service: ProjectService },
): Promise<void> {
  // Public: the list and detail send a token when the client has one; it changes nothing.
  for (const url of ['/projects', '/app/projects']) {
    app.get(
      url,
      {
        config: {
          docs: {
            summary: 'Public projects, newest first',
            tags: ['projects'],
            access: 'public',
            query: ListQuerySchema,
            responses: {
              200: { description: listHeaders, schema: z.array(ProjectSchema) },
              400: { description: 'Invalid query' },
            },
          },
        },
      },
      async (request, reply) =>
        sendPage(request, reply, await service.listPublic(listOptions(request.query))),
    );
  }

  app.get(
    '/projects/:id',
    {
      config: {
        docs: {
          summary: 'A public project (its approved copy)',
          tags: ['projects'],
          access: 'public',
          responses: {
            200: { description: 'Project', schema: ProjectSchema },
            404: { description: PROJECT_NOT_FOUND },
          },
        },
      },
    },
    async (request) =>
      ProjectSchema.parse(
        await service.publicProject(pathId(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND)),
      ),
  );

  // Owners directory (signed-in users)

  app.get(
    '/owners',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: 'Active owners, newest first (no e-mail addresses)',
          tags: ['owners'],
          access: 'signed-in',
          query: ListQuerySchema,
          responses: {
            200: { description: listHeaders, schema: z.array(OwnerListItemSchema) },
            401: { description: 'No valid token' },
          },
        },
      },
    },
    async (request, reply) => {
      const page = await service.listOwners(listOptions(request.query));
      return sendPage(request, reply, { ...page, items: z.array(OwnerListItemSchema).parse(page.items) });
    },
  );

  app.get(
    '/owners/:id',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: "An owner's public profile with the owner's public projects",
          tags: ['owners'],
          access: 'signed-in',
          responses: {
            200: { description: 'Owner', schema: PublicOwnerSchema },
            401: { description: 'No valid token' },
            404: { description: OWNER_NOT_FOUND },
          },
        },
      },
    },
    async (request) =>
      PublicOwnerSchema.parse(
        await service.publicOwner(pathId(request.params, 'id', 'OWNER_NOT_FOUND', OWNER_NOT_FOUND)),
      ),
  );
}

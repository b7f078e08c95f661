import type { FastifyInstance } from 'fastify';
import ownerProjectRoutes from './owner-routes.js';
import publicProjectRoutes from './public-routes.js';
import type { ProjectService } from './service.js';

/**
 * Projects, one file per audience: public (and the owners directory), the owner's. The admin's
 * review is in the admin module (`admin/project-routes.ts`).
 */
export default async function projectsRoutes(
  app: FastifyInstance,
  { service }: { service: ProjectService },
): Promise<void> {
  // Not `options` as a whole: it carries the parent's `/api` prefix, which the children inherit.
  await app.register(publicProjectRoutes, { service });
  await app.register(ownerProjectRoutes, { service });
}

import type { FastifyInstance } from 'fastify';
import commenterRoutes from './commenter-routes.js';
import investorRoutes from './investor-routes.js';
import publicCommentRoutes from './public-routes.js';
import type { CommunityService } from './service.js';

/**
 * Comments on public projects (docs/product.md §2, §5, §6) and investors' information requests, one
 * file per audience: anyone reads comments, signed-in users write theirs, investors ask owners.
 */
export default async function communityRoutes(
  app: FastifyInstance,
  { service }: { service: CommunityService },
): Promise<void> {
  // Not `options` as a whole: it carries the parent's `/api` prefix, which the children inherit.
  await app.register(publicCommentRoutes, { service });
  await app.register(commenterRoutes, { service });
  await app.register(investorRoutes, { service });
}

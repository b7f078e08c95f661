import type { FastifyInstance } from 'fastify';
import type { SharingService } from './service.js';

// Crawlers re-read these often; an hour's cache keeps them from costing a query each time.
const CRAWLER_CACHE = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt, at the site's root (not under /api: crawlers look there). */
export default async function sharingRoutes(
  app: FastifyInstance,
  { service }: { service: SharingService },
): Promise<void> {
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_CACHE)
      .send(await service.sitemap()),
  );

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWLER_CACHE).send(service.robots()),
  );
}

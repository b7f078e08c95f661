import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers made per request (pages, API JSON) sent brotli or gzip when the browser takes it:
 * a page with its first screen drawn is ~39 KB as HTML, ~8 KB brotli, on a phone's slow link.
 * The build's files come pre-compressed (web.ts) and keep their own encoding; pictures are left
 * as they are. Brotli at quality 4: fast enough per request, close to gzip -9 in size.
 */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}

export default fp(compression, { name: 'compression' });

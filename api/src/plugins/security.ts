import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /**
   * Origins of every remote entry a browser may get now (the release map's, live and canary):
   * they widen script-src and connect-src. Asked on every answer, so a release needs no restart.
   */
  remoteOrigins: () => readonly string[];
  /** Origins allowed to call /api from a browser, besides our own. */
  corsOrigins: readonly string[];
  /** Origins pictures are loaded from besides our own: S3_PUBLIC_URL's, when a CDN serves the bucket. */
  imageOrigins?: readonly string[];
}

const CORS_ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const CORS_ALLOWED_HEADERS = 'Authorization, Content-Type';
// Lists announce the next page and the total in headers, which a cross-origin script sees only if named.
const CORS_EXPOSED_HEADERS = 'Link, X-Total-Count';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

async function security(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // Helmet calls a function value on each answer: the policy follows the release map.
  const foreignOrigins = () => options.remoteOrigins().join(' ');

  await app.register(helmet, {
    // Helmet's defaults add upgrade-insecure-requests, which breaks a plain-HTTP run reached by
    // address (http://192.168.x.x:8080): every directive is spelled out instead.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", foreignOrigins],
        connectSrc: ["'self'", foreignOrigins],
        // styled-components injects <style> tags at runtime, which a nonce or hash cannot cover
        // without server-side rendering. Inline styles cannot run script, so the risk is limited
        // to CSS-based page defacement by an injection we would have to allow first.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        // The contact form posts to an external form service.
        formAction: ["'self'", 'https:'],
      },
    },
    // require-corp would block remote entries hosted on another origin unless that host sends
    // Cross-Origin-Resource-Policy, and the platform needs no cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  });

  // Answers for one user must not be kept by the browser (a shared computer's back button, its disk
  // cache) or a proxy. Every /api answer is no-store unless the route chose its own caching for a
  // public answer; any answer to a request carrying credentials is no-store, whatever route set.
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.headers.authorization !== undefined ||
      (isApiPath(request.url) && !reply.hasHeader('cache-control'))
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  const allowedOrigins = new Set(options.corsOrigins);
  if (allowedOrigins.size === 0) return;

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    // Caches must not hand one origin's answer to another.
    reply.header('vary', 'Origin');
    const origin = request.headers.origin;
    if (origin === undefined || !allowedOrigins.has(origin)) return;

    reply.header('access-control-allow-origin', origin);
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      reply
        .header('access-control-allow-methods', CORS_ALLOWED_METHODS)
        .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
      return reply;
    }
    reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
  });
}

export default fp(security, { name: 'security', fastify: '5.x' });

import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /**
   * Origins of every remote entry a browser may get now (the release map's, live and canary):
   * they widen script-src and connect-src. Asked on every answer, so a release needs no restart;
   * the map hands out a new array when they change (the headers are computed again then).
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

type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The security headers helmet writes for these options, computed once: helmet is a middleware that
 * builds its policy anew at each call (issue 29: rebuilding it on every answer was the costliest
 * part of a cached public answer), so it is run once against a recorder and its output replayed.
 */
function helmetHeaders(options: HelmetOptions): HeaderList {
  const headers: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetOptions(foreignOrigins: readonly string[], imageOrigins: readonly string[]): HelmetOptions {
  return {
    // Helmet's defaults add upgrade-insecure-requests, which breaks a plain-HTTP run reached by
    // address (http://192.168.x.x:8080): every directive is spelled out instead.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...foreignOrigins],
        connectSrc: ["'self'", ...foreignOrigins],
        // styled-components injects <style> tags at runtime, which a nonce or hash cannot cover
        // without server-side rendering. Inline styles cannot run script, so the risk is limited
        // to CSS-based page defacement by an injection we would have to allow first.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageOrigins],
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
  };
}

async function security(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  // The policy follows the release map (a release needs no restart): the headers are computed
  // again when its list of origins is a new one, and otherwise reused.
  let computedFor: readonly string[] | undefined;
  let headers: HeaderList = [];
  const securityHeaders = (): HeaderList => {
    const origins = options.remoteOrigins();
    if (origins !== computedFor) {
      headers = helmetHeaders(helmetOptions(origins, options.imageOrigins ?? []));
      computedFor = origins;
    }
    return headers;
  };

  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders()) reply.header(name, value);
    done();
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

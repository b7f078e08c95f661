import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { loadRemoteEntries, remoteBuilds } from './federation/remote-entries.js';
import healthRoutes from './modules/health/routes.js';
import errorHandler from './plugins/error-handler.js';
import security from './plugins/security.js';
import web from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  /** Pino options, true for the defaults, false (the default here, and in tests) for silence. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole server, not yet listening: infrastructure plugins first, then the domain modules
 * under /api, then the web build. Tests add routes to it and call `inject`.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Read before anything is registered, so a broken REMOTES_FILE stops the start with its own message.
  const remoteEntries = loadRemoteEntries(config.remotesFile);

  const app = Fastify({ logger: options.logger ?? false });
  app.decorate('config', config);

  await app.register(errorHandler);
  await app.register(security, { remoteEntries, corsOrigins: config.corsOrigins });

  await app.register(healthRoutes, { prefix: '/api' });

  await app.register(web, { webRoot: config.webRoot, remoteBuilds, remoteEntries });

  return app;
}

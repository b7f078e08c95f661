import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import apiPackage from '../package.json' with { type: 'json' };
import type { Config } from './config.js';
import { loadRemoteEntries, remoteBuilds } from './federation/remote-entries.js';
import { redactUrl } from './http/redact-url.js';
import { LIMITS } from './limits.js';
import { ensureAdminAccount } from './modules/auth/admin-account.js';
import accountRoutes from './modules/account/routes.js';
import authRoutes from './modules/auth/routes.js';
import healthRoutes from './modules/health/routes.js';
import { seedDemoData, shouldSeed } from './modules/demo/seed.js';
import profileRoutes from './modules/profiles/routes.js';
import projectsRoutes from './modules/projects/routes.js';
import eventsRoutes from './modules/events/routes.js';
import communityRoutes from './modules/community/routes.js';
import contactRoutes from './modules/contact/routes.js';
import auditLogRoutes from './modules/admin/audit-log-routes.js';
import adminEventRoutes from './modules/admin/event-routes.js';
import adminProjectRoutes from './modules/admin/project-routes.js';
import contactMessageRoutes from './modules/admin/contact-message-routes.js';
import summaryRoutes from './modules/admin/summary-routes.js';
import userRoutes from './modules/admin/user-routes.js';
import adminMailRoutes from './modules/admin/mail-routes.js';
import reportQueueRoutes from './modules/admin/report-routes.js';
import reportRoutes from './modules/reports/routes.js';
import auth from './plugins/auth.js';
import compression from './plugins/compression.js';
import db from './plugins/db.js';
import drain from './plugins/drain.js';
import errorHandler, { answerFrameworkError } from './plugins/error-handler.js';
import mail from './plugins/mail.js';
import mailOutbox from './plugins/mail-outbox.js';
import multipart from './plugins/multipart.js';
import apiDocs from './plugins/api-docs.js';
import rateLimit from './plugins/rate-limit.js';
import security from './plugins/security.js';
import storage from './plugins/storage.js';
import uploadSweep from './plugins/upload-sweep.js';
import web from './plugins/web.js';
import sharingRoutes from './modules/sharing/routes.js';
import { publicPages } from './modules/sharing/public-pages.js';
import { PageCache, type PageCacheOptions } from './modules/sharing/page-cache.js';
import { ReleaseMap } from './modules/releases/release-map.js';
import releaseRoutes from './modules/releases/routes.js';
import insightsRoutes from './modules/insights/routes.js';
import adminInsightsRoutes from './modules/admin/insights-routes.js';
import { countPageViews } from './modules/insights/visitors.js';
import type { InsightsCounter } from './modules/insights/counter.js';
import { protectDataDir } from './data-dir.js';
import { buildServices } from './services.js';
import { requireDeclaredRoutes } from './http/route.js';
import { registerAnswerCache, type AnswerCacheOptions } from './http/answer-cache.js';
import { changesOf } from './http/answer-areas.js';
import { serializerCompiler } from './http/serializer.js';
import { validatorCompiler } from './http/validator.js';
import { registerTurnGate } from './http/event-loop-turns.js';
import path from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Resolves once the work begun after answers (reset codes) has finished. */
    afterAnswers: () => Promise<void>;
    /** The public pages' counter (issue 30): tests write its queue at once with `flush()`. */
    insightsCounter: Pick<InsightsCounter, 'flush'>;
  }
}

export interface BuildAppOptions {
  /** Pino options, true for the defaults, false (the default here, and in tests) for silence. */
  logger?: FastifyServerOptions['logger'];
  /**
   * False: an empty database is left empty here, for the caller to seed (main.ts seeds in a child
   * process, so the picture library's memory leaves with it). Default: seed as shouldSeed says.
   */
  seedDemoData?: boolean;
  /** The drawn pages' cache (modules/sharing/page-cache.ts): tests pass a clock of their own. */
  pageCache?: PageCacheOptions;
  /** Guests' public answers' cache (http/answer-cache.ts): tests pass a clock or a Redis key prefix. */
  answerCache?: AnswerCacheOptions;
}

/**
 * Behind a proxy request.ip is the client X-Forwarded-For names, trusted only from the proxies
 * configured; without TRUST_PROXY the header is ignored, so a client cannot choose its address.
 * Fastify 5.12 treats a numeric trustProxy as "trust nothing" (a hop count cannot check who the
 * peer is), so a hop count is given as proxy-addr's trust function: the first `hops` hops are
 * proxies, as Express counts them. Safe only when the API is reachable through those proxies alone.
 */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust === false ? false : [...trust];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Sign-in, sign-out, registration, activation and resets change no public answer or page: they
// must not drop the caches at every sign-in (docs/decisions.md, "Performance (issue 29)").
const SESSION_WRITES = ['/api/auth/', '/api/app/auth/'];
// A tap on a public page (issue 30) only adds to counts no public answer shows.
const COUNTING_WRITES = ['/api/insights/events'];

/** A write under /api that succeeded: what it changed may show on a drawn page or a guest's answer. */
function changesData(method: string, url: string, status: number): boolean {
  return (
    !READS.has(method) &&
    url.startsWith('/api/') &&
    !SESSION_WRITES.some((prefix) => url.startsWith(prefix)) &&
    !COUNTING_WRITES.some((prefix) => url.startsWith(prefix)) &&
    status < 400
  );
}

/**
 * The whole server, not yet listening: infrastructure plugins first, then the domain modules
 * under /api, then the web build. Tests add routes to it and call `inject`.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // Read before anything is registered, so a broken REMOTES_FILE stops the start with its own message.
  // The registry's releases go over it once the database is open (modules/releases/).
  const releaseMap = new ReleaseMap(loadRemoteEntries(config.remotesFile));

  // One access line per request (at its end, with status and time) instead of Fastify's two.
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: LIMITS.jsonBodyBytes,
    requestTimeout: LIMITS.requestTimeoutMs,
    connectionTimeout: LIMITS.connectionTimeoutMs,
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('config', config);
  // First of all hooks: a few requests start per turn of the event loop, so new connections are
  // accepted promptly under load (src/http/event-loop-turns.ts).
  registerTurnGate(app, LIMITS.requestsPerTurn);
  // Routes declare zod schemas (src/http/route.ts): zod validates requests (after refusing NUL
  // characters, src/http/validator.ts) and shapes answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        // Activation and e-mail change links carry their token in the query string.
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });

  // Drawn public pages are kept a few seconds; a write through the API may change any of them, so
  // its success drops them all before the writer hears back (docs/decisions.md, issue 28).
  // Guests' public answers likewise, shared by every process through Redis when it is configured
  // (docs/decisions.md, "Performance (issue 29)"). Before compression: it keeps the JSON text.
  const pageCache = new PageCache(options.pageCache);
  const answerCache = await registerAnswerCache(
    app,
    { ...options.answerCache, redisUrl: config.redisUrl },
    app.log,
  );
  app.addHook('onSend', async (request, reply, payload) => {
    if (changesData(request.method, request.url, reply.statusCode)) {
      pageCache.clear();
      await answerCache.bump(changesOf(request));
    }
    return payload;
  });

  await app.register(errorHandler);
  await app.register(drain);
  await app.register(security, {
    remoteOrigins: () => releaseMap.origins,
    corsOrigins: config.corsOrigins,
    // New pictures' URLs point at the CDN before the bucket: the pages must be allowed to show them.
    imageOrigins:
      config.objectStore?.publicUrl === undefined ? [] : [new URL(config.objectStore.publicUrl).origin],
  });
  await app.register(compression);
  // After CORS and the drain, so a kept answer goes out with their headers and refusals.
  app.addHook('onRequest', answerCache.serve);
  await app.register(apiDocs, { version: apiPackage.version });
  // Owner-only before the database opens, and again once it and the signing key exist (issue 28).
  protectDataDir(config.dataDir);
  await app.register(db, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await app.register(mail, {
    smtpUrl: config.smtpUrl,
    requireTls: config.smtpRequireTls,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  });
  await app.register(mailOutbox, { ...config.mailOutbox, from: config.mailFrom });
  await app.register(rateLimit, { redisUrl: config.redisUrl, enabled: config.rateLimits });
  await app.register(multipart, LIMITS.upload);
  await app.register(storage, { dataDir: config.dataDir, objectStore: config.objectStore });
  await app.register(uploadSweep, { graceMs: config.uploadSweepGraceMs });
  await app.register(auth, { jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  protectDataDir(config.dataDir);

  const services = buildServices(app, config, releaseMap);
  const admin = await ensureAdminAccount(services.accounts, config.admin, app.tokens);
  if (admin !== 'none') app.log.info({ email: config.admin?.email }, `admin account ${admin}`);
  if (config.admin?.totpSecret) {
    const account = await services.accounts.findByEmail(config.admin.email);
    if (account) await services.secondFactor.enableKnownSecret(account.id, config.admin.totpSecret);
  }

  if (options.seedDemoData !== false && (await shouldSeed(app))) await seedDemoData(app);

  // Reset codes are made after the answer: let that work finish before the database closes.
  app.decorate('afterAnswers', () => services.auth.idle());
  app.addHook('onClose', () => app.afterAnswers());

  await services.releases.refresh();
  // Every process reads the registry every second: a release made on another one is live here
  // within that, with no restart (docs/operations.md, "Releasing one remote").
  const releasePoll = setInterval(() => {
    services.releases.refresh().catch((error: unknown) => {
      app.log.warn({ err: error }, 'reading the release registry failed: keeping the last map');
    });
  }, LIMITS.releasePollMs);
  releasePoll.unref();
  app.addHook('onClose', () => clearInterval(releasePoll));

  // The public pages' counts are queued in memory and written every 2 s; what is queued at close
  // is written before the database closes (docs/decisions.md, "Owner insights (issue 30)").
  services.insightsCounter.start();
  app.decorate('insightsCounter', services.insightsCounter);
  app.addHook('onClose', () => services.insightsCounter.close());
  countPageViews(app, services.insightsCounter);

  requireDeclaredRoutes(app);
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, {
    prefix: '/api',
    service: services.auth,
    secondFactor: services.secondFactor,
  });
  await app.register(profileRoutes, { prefix: '/api', service: services.profiles });
  await app.register(accountRoutes, { prefix: '/api', service: services.account });
  await app.register(projectsRoutes, { prefix: '/api', service: services.projects });
  await app.register(adminProjectRoutes, { prefix: '/api', service: services.projects });
  await app.register(eventsRoutes, { prefix: '/api', service: services.events });
  await app.register(adminEventRoutes, { prefix: '/api', service: services.events });
  await app.register(communityRoutes, { prefix: '/api', service: services.community });
  await app.register(contactRoutes, { prefix: '/api', service: services.contact });
  await app.register(reportRoutes, { prefix: '/api', service: services.reports });
  await app.register(reportQueueRoutes, { prefix: '/api', reports: services.reports });
  await app.register(summaryRoutes, { prefix: '/api', summary: services.admin.summary });
  await app.register(userRoutes, { prefix: '/api', users: services.admin.users });
  await app.register(contactMessageRoutes, { prefix: '/api', contact: services.contact });
  await app.register(auditLogRoutes, {
    prefix: '/api',
    audit: services.audit,
    names: services.admin.subjectNames,
  });
  await app.register(adminMailRoutes, { prefix: '/api', outbox: app.mailOutbox, audit: services.audit });
  await app.register(releaseRoutes, {
    prefix: '/api',
    service: services.releases,
    releaseToken: config.releaseToken,
  });

  await app.register(insightsRoutes, { prefix: '/api', service: services.insights });
  await app.register(adminInsightsRoutes, { prefix: '/api', insights: services.insights });

  await app.register(sharingRoutes, { service: services.sharing });
  // The web build; a page a route serves goes out with its preview tags, first answers and first
  // screen (modules/sharing/public-pages.ts).
  await app.register(web, {
    webRoot: config.webRoot,
    remoteBuilds,
    remotes: (request, reply) => releaseMap.forRequest(request, reply),
    sharePage: publicPages(app, {
      config,
      sharing: services.sharing,
      pageCache,
      // With Redis, a write on any process drops this one's drawn pages too.
      sharedGeneration: config.redisUrl === undefined ? undefined : () => answerCache.store.generation(),
    }),
  });

  return app;
}

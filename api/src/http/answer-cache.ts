// Guests' public answers kept a few seconds (issue 29, item 3): the projects and events lists and
// details and a project's comments answer every visitor alike, so one copy serves them all until
// a write changes the data (docs/decisions.md, "Performance (issue 29)").
//
// Invalidation is by generation numbers (http/answer-areas.ts): one per area (projects, events),
// one per item of an area (a project) and one for the area's lists. An entry depends on its area's
// and on its item's or the lists', and keeps the pair it was drawn under: a successful write under
// /api bumps what it changed before the writer hears back, and an entry of an older pair is a miss.
// With REDIS_URL the numbers and the entries live in Redis, so every process sees a write made on
// any other at once (one MGET per guest read); without it, all live in this process's memory.
import { createHash } from 'node:crypto';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { Redis as RedisClient } from 'ioredis';
import { closeRedis, failFastRedis } from '../redis/client.js';
import { LIMITS } from '../limits.js';
import { itemOf, type AnswerArea, type AnswerChange, type AnswerScope } from './answer-areas.js';

/** What is kept of an answer: its body and the headers that page it. */
export interface CachedAnswer {
  body: string;
  etag: string;
  contentType: string;
  /** X-Total-Count and Link, when the answer is a page. */
  headers: Record<string, string>;
  /** The body as UTF-8, made once when kept in memory rather than at every send. */
  bytes?: Buffer;
}

/**
 * The generations a read's scope depends on, at its start: an entry stored under them is dropped
 * by any later write to its area, its item or, for a list, the area's lists.
 */
type Generation = string;

/** The counters an answer of `scope` depends on: its area's, then its item's or the lists'. */
function countersOf({ area, item }: AnswerScope): readonly [string, string] {
  return [area, item === undefined ? `${area}:lists` : `${area}:item:${item}`];
}

/** The counters a write bumps: its whole area's, or its item's and the lists'. */
function countersBumpedBy({ area, item }: AnswerChange): readonly string[] {
  return item === undefined ? [area] : [`${area}:item:${item}`, `${area}:lists`];
}

/** Bumped by every write, for the drawn pages, which any write may change. */
const EVERY_WRITE = 'writes';

/** Where entries and the generations live. Every method may fail (Redis away): callers treat failure as a miss. */
export interface AnswerStore {
  /** The scope's current generation and the entry for `key` if it was stored under that generation. */
  read(
    key: string,
    scope: AnswerScope,
  ): Promise<{ generation: Generation; answer: CachedAnswer | undefined }>;
  write(key: string, scope: AnswerScope, generation: Generation, answer: CachedAnswer): Promise<void>;
  /** Drops the entries the changes reach: bumps their generations. */
  bump(changes: readonly AnswerChange[]): Promise<void>;
  /** A value every write changes, for other caches that follow every write (drawn pages). */
  generation(): Promise<Generation>;
  close(): Promise<void>;
}

export interface AnswerCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Prefix of the Redis keys; tests give each run its own. */
  keyPrefix?: string;
  /** Milliseconds now, for the memory store; tests pass their own clock. */
  now?: () => number;
}

export const DEFAULT_ANSWER_KEY_PREFIX = 'rowad:answers:';

interface MemoryEntry {
  counters: readonly [string, string];
  generation: Generation;
  answer: CachedAnswer;
  expiresAt: number;
}

/** One process: a Map, least recently used first, and a counter. */
export function memoryAnswerStore({
  ttlMs = LIMITS.answerCache.ttlMs,
  maxEntries = LIMITS.answerCache.maxEntries,
  now = Date.now,
}: AnswerCacheOptions = {}): AnswerStore {
  const entries = new Map<string, MemoryEntry>();
  // Counters never bumped are 0 and not in the map; one number per item written to.
  const generations = new Map<string, number>();
  const counterValue = (name: string) => generations.get(name) ?? 0;
  const generationOf = (counters: readonly string[]) => counters.map(counterValue).join('.');
  return {
    async read(key, scope) {
      const counters = countersOf(scope);
      const current = generationOf(counters);
      const entry = entries.get(key);
      if (!entry) return { generation: current, answer: undefined };
      if (
        entry.counters.join() !== counters.join() ||
        entry.generation !== current ||
        entry.expiresAt <= now()
      ) {
        entries.delete(key);
        return { generation: current, answer: undefined };
      }
      return { generation: current, answer: entry.answer };
    },
    async write(key, scope, at, answer) {
      const counters = countersOf(scope);
      if (at !== generationOf(counters)) return;
      entries.delete(key);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, {
        counters,
        generation: at,
        answer: { ...answer, bytes: Buffer.from(answer.body) },
        expiresAt: now() + ttlMs,
      });
    },
    async bump(changes) {
      const bumped = new Set([EVERY_WRITE, ...changes.flatMap(countersBumpedBy)]);
      for (const name of bumped) generations.set(name, counterValue(name) + 1);
      for (const [key, entry] of entries)
        if (entry.counters.some((name) => bumped.has(name))) entries.delete(key);
    },
    async generation() {
      return String(counterValue(EVERY_WRITE));
    },
    async close() {
      entries.clear();
    },
  };
}

/**
 * Every process: each counter in `<prefix>generation:<name>` (`projects`, `projects:lists`,
 * `projects:item:7`, ...; a missing key is 0), each entry in `<prefix>a:<key>` with the generation
 * it was drawn under and a time to live. A read is one MGET of its two counters and the entry; an
 * entry of an older generation is simply never served again and expires on its own.
 */
export function redisAnswerStore(
  Redis: typeof RedisClient,
  redisUrl: string,
  { ttlMs = LIMITS.answerCache.ttlMs, keyPrefix = DEFAULT_ANSWER_KEY_PREFIX }: AnswerCacheOptions,
  warn: (error: unknown, message: string) => void,
): AnswerStore & { connect(): Promise<void> } {
  const client = failFastRedis(Redis, redisUrl, (error) =>
    warn(error, 'answer cache: Redis connection error, answering from the database while it is away'),
  );
  const generationKey = (name: string) => `${keyPrefix}generation:${name}`;
  const entryKey = (key: string) => `${keyPrefix}a:${key}`;
  return {
    async connect() {
      try {
        await client.connect();
      } catch (error) {
        warn(error, 'answer cache: Redis unreachable at start, answering from the database until it is back');
      }
    },
    async read(key, scope) {
      const [areaCounter, scopeCounter] = countersOf(scope);
      const [areaValue, scopeValue, stored] = await client.mget(
        generationKey(areaCounter),
        generationKey(scopeCounter),
        entryKey(key),
      );
      const current = `${areaValue ?? '0'}.${scopeValue ?? '0'}`;
      if (stored === null || stored === undefined) return { generation: current, answer: undefined };
      const entry = JSON.parse(stored) as { g: string; a: CachedAnswer };
      return { generation: current, answer: entry.g === current ? entry.a : undefined };
    },
    async write(key, _scope, generation, answer) {
      await client.set(entryKey(key), JSON.stringify({ g: generation, a: answer }), 'PX', ttlMs);
    },
    async bump(changes) {
      const pipeline = client.multi();
      for (const name of new Set([EVERY_WRITE, ...changes.flatMap(countersBumpedBy)]))
        pipeline.incr(generationKey(name));
      await pipeline.exec();
    },
    async generation() {
      return (await client.get(generationKey(EVERY_WRITE))) ?? '0';
    },
    close: () => closeRedis(client),
  };
}

/** A weak validator of the body: the same bytes, however they are compressed on the way. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when If-None-Match names this ETag (or is `*`), compared weakly (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/** A CDN or a browser may keep a guest's answer as long as the server does. */
export function guestCacheControl(ttlMs: number): string {
  return `public, max-age=${Math.max(1, Math.round(ttlMs / 1000))}`;
}

const PAGE_HEADERS = ['x-total-count', 'link'] as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set by route() for `cache: { guests: area, item? }`: guests' 200 answers are kept, in that
     * area, about the item its path parameter `item` names (else as one of the area's lists).
     */
    guestCache?: { area: AnswerArea; item?: string };
  }
  interface FastifyRequest {
    /** The scope and its generation the guest's read started under, when the answer may be kept. */
    answerGeneration: { scope: AnswerScope; generation: string } | undefined;
    /**
     * For the first of the same guest reads at once: hands its answer (or none) to the others
     * waiting for it. Idempotent.
     */
    settleAnswerFlight: ((answer: CachedAnswer | undefined) => void) | undefined;
  }
}

/**
 * The scope of a guest's GET of a route that keeps its answers (no Authorization header, nothing
 * signed in); undefined for any other request, and for an item parameter that is no id.
 */
function cacheScope(request: FastifyRequest): AnswerScope | undefined {
  if (request.method !== 'GET' || request.headers.authorization !== undefined) return undefined;
  const cache = request.routeOptions.config.guestCache;
  if (cache?.item === undefined) return cache && { area: cache.area };
  const item = itemOf((request.params as Record<string, unknown>)[cache.item]);
  return item === undefined ? undefined : { area: cache.area, item };
}

/**
 * Adds to Vary what others set (Origin for CORS): a browser must not reuse a guest's copy for a
 * signed-in request, whose answer is never kept.
 */
function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const names =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((value) => value.trim());
  if (!names.some((value) => value.toLowerCase() === name.toLowerCase())) names.push(name);
  reply.header('vary', names.join(', '));
}

function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, ttlMs: number) {
  reply.header('etag', answer.etag).header('cache-control', guestCacheControl(ttlMs));
  addVary(reply, 'Authorization');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  return reply
    .code(200)
    .type(answer.contentType)
    .send(answer.bytes ?? answer.body);
}

/**
 * Adds the cache to the app: a hook that keeps a guest's 200 answer (and answers 304 to a matching
 * If-None-Match), added here, before compression registers, so the kept body is the JSON text, not
 * its brotli; `serve`, the onRequest hook that answers a guest's read from the cache, for the
 * caller to add once CORS and the drain have theirs; and `bump(areas)` for the write hook.
 */
export async function registerAnswerCache(
  app: FastifyInstance,
  { redisUrl, ...options }: AnswerCacheOptions & { redisUrl: string | undefined },
  log: FastifyBaseLogger,
): Promise<{
  bump(changes: readonly AnswerChange[]): Promise<void>;
  serve: onRequestAsyncHookHandler;
  store: AnswerStore;
}> {
  const ttlMs = options.ttlMs ?? LIMITS.answerCache.ttlMs;
  let lastWarning = Number.NEGATIVE_INFINITY;
  const warn = (error: unknown, message: string) => {
    const now = Date.now();
    if (now - lastWarning < 60_000) return;
    lastWarning = now;
    log.warn({ err: error }, message);
  };
  let store: AnswerStore;
  if (redisUrl === undefined) {
    store = memoryAnswerStore(options);
  } else {
    const { Redis } = await import('ioredis');
    const redis = redisAnswerStore(Redis, redisUrl, options, warn);
    await redis.connect();
    store = redis;
  }
  app.addHook('onClose', () => store.close());
  app.decorateRequest('answerGeneration', undefined);
  app.decorateRequest('settleAnswerFlight', undefined);
  app.decorateRequest('answersChanged', undefined);
  // Guests' reads being answered in this process, by area, generation and address: the same read
  // arriving meanwhile waits for that answer instead of asking the database again (after a write,
  // a crowd of guests asks the same page at once).
  const inFlight = new Map<string, Promise<CachedAnswer | undefined>>();

  /** Leads a read (answer undefined) or waits for the one leading it. */
  const joinFlight = (
    request: FastifyRequest,
    key: string,
  ): Promise<CachedAnswer | undefined> | undefined => {
    const leader = inFlight.get(key);
    if (leader) return leader;
    let resolve!: (answer: CachedAnswer | undefined) => void;
    inFlight.set(key, new Promise((done) => (resolve = done)));
    request.settleAnswerFlight = (answer) => {
      request.settleAnswerFlight = undefined;
      inFlight.delete(key);
      resolve(answer);
    };
    return undefined;
  };
  // Whatever ended the request (an error, a 404, the client gone), the others stop waiting.
  app.addHook('onResponse', async (request) => request.settleAnswerFlight?.(undefined));
  app.addHook('onRequestAbort', async (request) => request.settleAnswerFlight?.(undefined));

  const serve: onRequestAsyncHookHandler = async (request, reply) => {
    const scope = cacheScope(request);
    if (scope === undefined) return;
    let read: Awaited<ReturnType<AnswerStore['read']>>;
    try {
      read = await store.read(request.url, scope);
    } catch (error) {
      warn(error, 'answer cache: reading failed, answering from the database');
      return;
    }
    if (read.answer) return sendCached(request, reply, read.answer, ttlMs);
    const leader = joinFlight(request, `${scope.area}\n${read.generation}\n${request.url}`);
    const led = leader && (await leader);
    if (led) return sendCached(request, reply, led, ttlMs);
    // First, or the first ended without an answer to keep: this one asks the database.
    request.answerGeneration = { scope, generation: read.generation };
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const started = request.answerGeneration;
    if (started === undefined) return payload;
    request.answerGeneration = undefined;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      request.settleAnswerFlight?.(undefined);
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const name of PAGE_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const answer: CachedAnswer = {
      body: payload,
      etag: etagOf(payload),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      headers,
    };
    request.settleAnswerFlight?.(answer);
    try {
      await store.write(request.url, started.scope, started.generation, answer);
    } catch (error) {
      warn(error, 'answer cache: keeping an answer failed');
    }
    reply.header('etag', answer.etag).header('cache-control', guestCacheControl(ttlMs));
    addVary(reply, 'Authorization');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      reply.code(304);
      for (const name of PAGE_HEADERS) reply.removeHeader(name);
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });

  return {
    store,
    serve,
    async bump(changes) {
      try {
        await store.bump(changes);
      } catch (error) {
        // Redis away: no process can read an entry either, and each one expires within its ttl.
        warn(error, 'answer cache: Redis did not take the new generation');
      }
    },
  };
}

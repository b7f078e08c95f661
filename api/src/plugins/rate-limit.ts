import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis as RedisClient } from 'ioredis';
import { closeRedis, failFastRedis } from '../redis/client.js';
import { englishOf } from '@rowad/shared/schemas';
import { ApiError } from '../errors.js';

export interface RateRule {
  /** what is counted, e.g. `login:ip:1.2.3.4` or `login:email:a@b.ps` */
  key: string;
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one hit on every rule; refuses when any rule is over its limit, with the seconds until
   * every rule over its limit frees (the only moment a retry can pass).
   */
  hit(rules: RateRule[]): Promise<RateDecision>;
  reset(keyPrefix?: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Set: counts live in Redis and every API instance shares them. Unset: this process's memory. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key; tests give each run its own. */
  keyPrefix?: string;
  /** False (RATE_LIMITS=off, for load tests only) lets every request through. */
  enabled?: boolean;
  /** Replaces the memory store (tests of its bounds). */
  store?: CountStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

export const DEFAULT_KEY_PREFIX = 'rowad:rl:';
export const TOO_MANY_ATTEMPTS = englishOf('request.rateLimited');

/** Past this, new keys share overflow windows (see memoryStore): memory stays bounded whatever keys clients make up. */
const MAX_MEMORY_ENTRIES = 100_000;
/** Overflow windows per key kind (`login:email:`, ...) while the memory store is full. */
const OVERFLOW_WINDOWS = 1_024;
const SWEEP_INTERVAL_MS = 60_000;
/** While full, expired windows are swept at most this often, so a flood costs O(1) per hit. */
const PRESSURE_SWEEP_INTERVAL_MS = 1_000;
const WARNING_INTERVAL_MS = 60_000;
// Keys carry client input (an e-mail from the body, before validation): a long one is hashed, so
// neither the Map nor Redis holds kilobytes per key.
const MAX_PLAIN_KEY_LENGTH = 200;

/** A store's answer: counted, or refused (and not counted) until the last rule over its limit frees. */
type StoreDecision = { allowed: true } | { allowed: false; waitMs: number };

/** Where the counts live; exported for tests of the memory bound. */
export interface CountStore {
  /**
   * Counts one hit on every rule if none of them is at its limit; otherwise counts nothing, so a
   * refused request neither uses up another rule's attempts nor keeps a window full.
   */
  hit(rules: readonly RateRule[]): Promise<StoreDecision>;
  /**
   * Counts one hit on every rule, whatever the counts: the memory store mirrors the hits another
   * store allowed, so it already holds this process's counts if that store fails.
   */
  record?(rules: readonly RateRule[]): Promise<void>;
  reset(keyPrefix: string): Promise<void>;
  close(): Promise<void>;
}

function storedKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY_LENGTH
    ? key
    : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

function assertValidRule(rule: RateRule): void {
  if (
    !Number.isInteger(rule.limit) ||
    rule.limit < 0 ||
    !Number.isInteger(rule.windowMs) ||
    rule.windowMs <= 0
  ) {
    throw new Error(`Invalid rate rule for ${rule.key}: limit ${rule.limit}, window ${rule.windowMs} ms`);
  }
}

interface Window {
  count: number;
  resetAt: number;
}

/** `login:email:` of `login:email:a@b.ps`: the kind of key, whose overflow windows it shares. */
function kindOf(key: string): string {
  return /^[^:]*:[^:]*:/.exec(key)?.[0] ?? '';
}

/**
 * Fixed windows in a Map: right for one API process, what a run without Redis uses, and the
 * fallback while Redis is away. Exported for tests.
 *
 * Memory is bounded without ever dropping a live window (dropping one would hand an attacker who
 * floods made-up e-mails a fresh window for the victim's): once `maxEntries` windows are live, a
 * new key counts in one of OVERFLOW_WINDOWS windows of its kind, chosen by a hash of the key, so it
 * is still limited (sharing its window with a slice of the flood) until expired windows make room.
 */
export function memoryStore(maxEntries = MAX_MEMORY_ENTRIES): CountStore & { size(): number } {
  const windows = new Map<string, Window>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    lastSweep = now;
    for (const [key, window] of windows) {
      if (window.resetAt <= now) windows.delete(key);
    }
  };
  const sweeper = setInterval(() => sweep(Date.now()), SWEEP_INTERVAL_MS);
  // The sweeper must never keep a process (a test run, a CLI) alive on its own.
  sweeper.unref();

  const live = (key: string, now: number) => {
    const window = windows.get(key);
    return window !== undefined && window.resetAt > now ? window : undefined;
  };

  /** The key a hit counts under: its own, or an overflow window while the store is full. */
  const slotOf = (key: string, now: number): string => {
    if (windows.has(key) || windows.size < maxEntries) return key;
    if (now - lastSweep >= PRESSURE_SWEEP_INTERVAL_MS) {
      sweep(now);
      if (windows.size < maxEntries) return key;
    }
    const bucket = createHash('sha256').update(key).digest().readUInt32BE(0) % OVERFLOW_WINDOWS;
    return `${kindOf(key)}\u0000overflow:${bucket}`;
  };

  const count = (slots: { rule: RateRule; key: string }[], now: number) => {
    for (const { rule, key } of slots) {
      let window = live(key, now);
      if (window === undefined) {
        window = { count: 0, resetAt: now + rule.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
    }
  };

  return {
    async hit(rules) {
      const now = Date.now();
      const slots = rules.map((rule) => ({ rule, key: slotOf(storedKey(rule.key), now) }));
      let waitMs: number | undefined;
      for (const { rule, key } of slots) {
        const window = live(key, now);
        if ((window?.count ?? 0) >= rule.limit) {
          waitMs = Math.max(waitMs ?? 0, window === undefined ? rule.windowMs : window.resetAt - now);
        }
      }
      if (waitMs !== undefined) return { allowed: false, waitMs };
      count(slots, now);
      return { allowed: true };
    },
    async record(rules) {
      const now = Date.now();
      count(
        rules.map((rule) => ({ rule, key: slotOf(storedKey(rule.key), now) })),
        now,
      );
    },
    async reset(keyPrefix) {
      for (const key of windows.keys()) {
        if (key.startsWith(keyPrefix)) windows.delete(key);
      }
    },
    async close() {
      clearInterval(sweeper);
      windows.clear();
    },
    size: () => windows.size,
  };
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * Checks every rule, then counts on all of them or none, in one step no other instance can cut
 * into. KEYS: the counters; ARGV: limit and window (ms) of each, in turn. Answers {1, 0} when
 * counted, {0, ms} when refused. PEXPIRE NX (Redis 7+) starts a window on its first hit only.
 * (Several keys in one script: a Redis Cluster would need them in one hash slot.)
 */
const HIT_SCRIPT = `
local wait = -1
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[2 * i - 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl <= 0 then ttl = tonumber(ARGV[2 * i]) end
    if ttl > wait then wait = ttl end
  end
end
if wait >= 0 then return {0, wait} end
for i, key in ipairs(KEYS) do
  redis.call('INCR', key)
  redis.call('PEXPIRE', key, ARGV[2 * i], 'NX')
end
return {1, 0}
`;

/** Counts in Redis, so every API instance behind a load balancer sees the same numbers. */
function redisStore(
  Redis: typeof RedisClient,
  redisUrl: string,
  keyPrefix: string,
  warn: Warn,
): CountStore & { connect(): Promise<void> } {
  const client = failFastRedis(Redis, redisUrl, (error) =>
    warn(error, 'rate limit: Redis connection error, counting in memory while it is away'),
  );

  return {
    async connect() {
      try {
        await client.connect();
      } catch (error) {
        // ioredis keeps reconnecting in the background; until it succeeds, hits fail open.
        warn(error, 'rate limit: Redis unreachable at start, counting in memory until it is back');
      }
    },
    async hit(rules) {
      const keys = rules.map((rule) => keyPrefix + storedKey(rule.key));
      const args = rules.flatMap((rule) => [String(rule.limit), String(rule.windowMs)]);
      const reply = (await client.eval(HIT_SCRIPT, keys.length, ...keys, ...args)) as [number, number];
      return reply[0] === 1 ? { allowed: true } : { allowed: false, waitMs: Number(reply[1]) };
    },
    async reset(prefix) {
      const pattern = `${escapeGlob(keyPrefix + prefix)}*`;
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (keys.length > 0) await client.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    close: () => closeRedis(client),
  };
}

type Warn = (error: unknown, message: string) => void;

/** A logger of warnings that writes at most one a minute, so an outage shows without flooding the log. */
function warnAtMostEveryMinute(log: FastifyBaseLogger): Warn {
  let last = Number.NEGATIVE_INFINITY;
  return (error, message) => {
    const now = Date.now();
    if (now - last < WARNING_INTERVAL_MS) return;
    last = now;
    log.warn({ err: error }, message);
  };
}

/**
 * The limiter over a store. When the store fails (Redis away) the hit is counted in this
 * process's memory instead: never without limits, as an outage of the counter (or one caused on
 * purpose) must not open the sign-in calls to guessing. Each instance then limits on its own, from
 * the hits it has allowed so far (mirrored in memory while Redis is up). Once Redis answers again
 * (ioredis reconnects by itself) it counts again.
 */
function createRateLimiter(store: CountStore, fallback: CountStore | undefined, warn: Warn): RateLimiter {
  return {
    async hit(rules) {
      if (rules.length === 0) return { allowed: true };
      rules.forEach(assertValidRule);
      let decision: StoreDecision;
      try {
        decision = await store.hit(rules);
        // Kept in memory too: were Redis to go away now, a client at its limit stays refused
        // instead of starting afresh in memory.
        if (decision.allowed) await fallback?.record?.(rules);
      } catch (error) {
        if (fallback === undefined) throw error;
        warn(error, 'rate limit: the Redis store failed, counting in memory until it is back');
        decision = await fallback.hit(rules);
      }
      if (decision.allowed) return decision;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(decision.waitMs / 1000)) };
    },
    async reset(keyPrefix = '') {
      await fallback?.reset(keyPrefix);
      await store.reset(keyPrefix);
    },
  };
}

/** The eight 16-bit groups of an IPv6 address, or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  let text = address.replace(/%.*$/, '');
  // An embedded IPv4 tail (::ffff:1.2.3.4) becomes its two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The client a request counts against: its address (request.ip, which honours TRUST_PROXY), and
 * for IPv6 its /64 prefix, since one subscriber gets a whole /64 and could otherwise take a fresh
 * address, and a fresh bucket, for every request. IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function clientOf(request: Pick<FastifyRequest, 'ip'>): string {
  const groups = ipv6Groups(request.ip);
  if (groups === undefined) return request.ip;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * A preHandler that counts the request on its rules and refuses it with 429 and Retry-After once
 * one is over its limit. A preHandler, so a JSON body (an e-mail to count per account) is parsed.
 */
export function rateLimited(
  rulesOf: (request: FastifyRequest) => RateRule[],
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  return async function checkRateLimit(request, reply) {
    const decision = await request.server.rateLimit.hit(rulesOf(request));
    if (decision.allowed) return;
    reply.header('retry-after', String(decision.retryAfterSeconds));
    throw new ApiError(429, 'RATE_LIMITED', TOO_MANY_ATTEMPTS);
  };
}

async function rateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.enabled === false) {
    app.log.warn('RATE_LIMITS=off: sign-in, registration, reset and contact calls are not rate limited');
    app.decorate('rateLimit', { hit: async () => ({ allowed: true }), reset: async () => {} });
    return;
  }
  const warn = warnAtMostEveryMinute(app.log);
  const memory = options.store ?? memoryStore();
  let limiter: RateLimiter;
  if (options.redisUrl === undefined) {
    limiter = createRateLimiter(memory, undefined, warn);
    app.addHook('onClose', () => memory.close());
  } else {
    // The Redis client is loaded only when REDIS_URL names a server (~20 MB otherwise carried idle).
    const { Redis } = await import('ioredis');
    const redis = redisStore(Redis, options.redisUrl, options.keyPrefix ?? DEFAULT_KEY_PREFIX, warn);
    await redis.connect();
    limiter = createRateLimiter(redis, memory, warn);
    app.addHook('onClose', async () => {
      await Promise.all([redis.close(), memory.close()]);
    });
  }
  app.decorate('rateLimit', limiter);
}

export default fp(rateLimit, { name: 'rate-limit', fastify: '5.x' });

import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter;
  }
}

export const DEFAULT_KEY_PREFIX = 'rowad:rl:';
export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** Past this, the oldest windows are dropped: memory stays bounded whatever keys clients make up. */
const MAX_MEMORY_ENTRIES = 100_000;
const SWEEP_INTERVAL_MS = 60_000;
const WARNING_INTERVAL_MS = 60_000;
// Keys carry client input (an e-mail from the body, before validation): a long one is hashed, so
// neither the Map nor Redis holds kilobytes per key.
const MAX_PLAIN_KEY_LENGTH = 200;

/** One counted hit: how many in the current window, and how long that window still runs. */
interface Count {
  count: number;
  remainingMs: number;
}

/** Where the counts live; exported for tests of the memory bound. */
export interface CountStore {
  increment(rules: readonly RateRule[]): Promise<Count[]>;
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

/** Fixed windows in a Map: right for one API process, and what a run without Redis uses. Exported for tests. */
export function memoryStore(maxEntries = MAX_MEMORY_ENTRIES): CountStore {
  const windows = new Map<string, Window>();

  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [key, window] of windows) {
      if (window.resetAt <= now) windows.delete(key);
    }
  }, SWEEP_INTERVAL_MS);
  // The sweeper must never keep a process (a test run, a CLI) alive on its own.
  sweeper.unref();

  return {
    async increment(rules) {
      const now = Date.now();
      return rules.map((rule) => {
        const key = storedKey(rule.key);
        let window = windows.get(key);
        if (window === undefined || window.resetAt <= now) {
          // Re-inserted rather than updated, so Map order stays the order windows started in and
          // the first key is the oldest window.
          windows.delete(key);
          if (windows.size >= maxEntries) {
            // Full between two sweeps: dropping the oldest window keeps each hit O(1). A flood of
            // made-up keys can thus end another key's window early, the price of a memory bound.
            const oldest = windows.keys().next();
            if (oldest.done !== true) windows.delete(oldest.value);
          }
          window = { count: 0, resetAt: now + rule.windowMs };
          windows.set(key, window);
        }
        window.count += 1;
        return { count: window.count, remainingMs: window.resetAt - now };
      });
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
  };
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

/**
 * Counts in Redis, so every API instance behind a load balancer sees the same numbers.
 * PEXPIRE NX (Redis 7+) starts the window on the first hit only; inside MULTI the three commands
 * run as one, so no instance ever sees a count without its expiry.
 */
function redisStore(
  redisUrl: string,
  keyPrefix: string,
  warn: Warn,
): CountStore & { connect(): Promise<void> } {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    // A login must not wait on a Redis that is away: commands fail at once and the limiter fails open.
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 5_000,
  });
  // Without a listener ioredis prints every failed reconnection attempt to stderr.
  client.on('error', (error: unknown) => warn(error, 'rate limit: Redis connection error'));

  return {
    async connect() {
      try {
        await client.connect();
      } catch (error) {
        // ioredis keeps reconnecting in the background; until it succeeds, hits fail open.
        warn(error, 'rate limit: Redis unreachable at start, limits are not enforced until it is back');
      }
    },
    async increment(rules) {
      const transaction = client.multi();
      for (const rule of rules) {
        const key = keyPrefix + storedKey(rule.key);
        transaction.incr(key).pexpire(key, rule.windowMs, 'NX').pttl(key);
      }
      const replies = await transaction.exec();
      if (replies === null) throw new Error('Redis discarded the rate limit transaction');
      return rules.map((rule, index) => {
        const [countReply, expireReply, ttlReply] = replies.slice(index * 3, index * 3 + 3);
        const error = countReply?.[0] ?? expireReply?.[0] ?? ttlReply?.[0];
        if (error) throw error;
        const ttl = Number(ttlReply?.[1]);
        return { count: Number(countReply?.[1]), remainingMs: ttl > 0 ? ttl : rule.windowMs };
      });
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
    async close() {
      if (client.status === 'ready') {
        try {
          await client.quit();
          return;
        } catch {
          // A client that cannot say goodbye is simply dropped.
        }
      }
      client.disconnect();
    },
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
 * The limiter over a store. When the store fails (Redis away) the request is let through:
 * availability over strictness, as an outage of the counter must not lock every user out of
 * logging in, and the password hashing cost still slows a brute force while limits are off.
 */
function createRateLimiter(store: CountStore, warn: Warn): RateLimiter {
  return {
    async hit(rules) {
      if (rules.length === 0) return { allowed: true };
      rules.forEach(assertValidRule);
      let counts: Count[];
      try {
        counts = await store.increment(rules);
      } catch (error) {
        warn(error, 'rate limit: the counter store failed, requests are allowed without limits');
        return { allowed: true };
      }
      // When several rules are over, the request is refused until the last of them frees: a
      // Retry-After naming an earlier moment would only invite another refused try.
      let waitMs: number | undefined;
      for (const [index, rule] of rules.entries()) {
        const counted = counts[index];
        if (counted !== undefined && counted.count > rule.limit) {
          waitMs = Math.max(waitMs ?? 0, counted.remainingMs);
        }
      }
      if (waitMs === undefined) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
    reset(keyPrefix = '') {
      return store.reset(keyPrefix);
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
export function rateLimited(rulesOf: (request: FastifyRequest) => RateRule[]): preHandlerAsyncHookHandler {
  return async function checkRateLimit(request, reply) {
    const decision = await request.server.rateLimit.hit(rulesOf(request));
    if (decision.allowed) return;
    reply.header('retry-after', String(decision.retryAfterSeconds));
    throw new ApiError(429, TOO_MANY_ATTEMPTS);
  };
}

async function rateLimit(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  if (options.enabled === false) {
    app.log.warn('RATE_LIMITS=off: sign-in, registration and reset calls are not rate limited');
    app.decorate('rateLimit', { hit: async () => ({ allowed: true }), reset: async () => {} });
    return;
  }
  const warn = warnAtMostEveryMinute(app.log);
  let store: CountStore;
  if (options.redisUrl === undefined) {
    store = memoryStore();
  } else {
    const redis = redisStore(options.redisUrl, options.keyPrefix ?? DEFAULT_KEY_PREFIX, warn);
    await redis.connect();
    store = redis;
  }
  app.decorate('rateLimit', createRateLimiter(store, warn));
  app.addHook('onClose', () => store.close());
}

export default fp(rateLimit, { name: 'rate-limit', fastify: '5.x' });

import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { loadConfig } from '../config.js';
import { waitFor } from '../test-support/wait-for.js';
import errorHandler from './error-handler.js';
import rateLimit, {
  clientOf,
  memoryStore,
  rateLimited,
  type CountStore,
  type RateRule,
} from './rate-limit.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
// Nothing listens on port 1: a Redis that is down.
const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

/** Each run counts under its own prefix, so parallel runs and leftovers never meet. */
const runPrefix = `rowad:rl:test:${process.pid}:${randomUUID()}:`;

function warningsSink(): { stream: Writable; warnings: () => string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return {
    stream,
    warnings: () =>
      lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((l) => l.level === 40)
        .map((l) => l.msg),
  };
}

async function limiterApp(
  redisUrl: string | undefined,
  { stream }: { stream?: Writable } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: stream ? { level: 'warn', stream } : false });
  await app.register(errorHandler);
  await app.register(rateLimit, { redisUrl, keyPrefix: runPrefix });
  return app;
}

/** A limiter over a given store, closed after the test. */
const storeApps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(storeApps.splice(0).map((app) => app.close()));
});
async function limiterAppWithStore(store: CountStore): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(rateLimit, { redisUrl: undefined, store });
  storeApps.push(app);
  return app;
}

const rule = (key: string, limit: number, windowMs: number): RateRule => ({ key, limit, windowMs });

function describeStore(name: string, redisUrl: string | undefined) {
  describe(`the ${name} store`, () => {
    let app: FastifyInstance;
    beforeEach(async () => {
      app = await limiterApp(redisUrl);
    });
    afterEach(async () => {
      await app.rateLimit.reset();
      await app.close();
    });

    it('allows the limit, then refuses the next hit with the seconds until the window ends', async () => {
      const login = rule('login:ip:10.0.0.1', 3, 2_000);

      for (let attempt = 1; attempt <= 3; attempt += 1) {
        expect(await app.rateLimit.hit([login])).toEqual({ allowed: true });
      }
      const refused = await app.rateLimit.hit([login]);

      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 2 });
    });

    it('allows again once the window has passed', async () => {
      const login = rule('login:ip:10.0.0.2', 1, 200);
      await app.rateLimit.hit([login]);
      expect((await app.rateLimit.hit([login])).allowed).toBe(false);

      await sleep(260);

      expect(await app.rateLimit.hit([login])).toEqual({ allowed: true });
      expect((await app.rateLimit.hit([login])).allowed).toBe(false);
    });

    it('counts separate keys separately', async () => {
      await app.rateLimit.hit([rule('login:ip:10.0.0.3', 1, 2_000)]);
      expect((await app.rateLimit.hit([rule('login:ip:10.0.0.3', 1, 2_000)])).allowed).toBe(false);

      expect(await app.rateLimit.hit([rule('login:ip:10.0.0.4', 1, 2_000)])).toEqual({ allowed: true });
      expect(await app.rateLimit.hit([rule('login:email:amal@example.ps', 1, 2_000)])).toEqual({
        allowed: true,
      });
    });

    it('applies the strictest of several rules, and counts every rule on each allowed hit', async () => {
      const perIp = rule('login:ip:10.0.0.5', 10, 60_000);
      const perEmail = rule('login:email:amal@example.ps', 2, 3_000);

      expect((await app.rateLimit.hit([perIp, perEmail])).allowed).toBe(true);
      expect((await app.rateLimit.hit([perIp, perEmail])).allowed).toBe(true);
      expect(await app.rateLimit.hit([perIp, perEmail])).toEqual({ allowed: false, retryAfterSeconds: 3 });

      // The per-IP rule counted the two allowed hits: 8 more reach its limit of 10, the 11th is refused.
      for (let attempt = 3; attempt <= 10; attempt += 1) {
        expect((await app.rateLimit.hit([perIp])).allowed).toBe(true);
      }
      expect(await app.rateLimit.hit([perIp])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    });

    it('names the later moment in Retry-After when several rules are over', async () => {
      const perIp = rule('forgot:ip:10.0.0.8', 1, 2_000);
      const perEmail = rule('forgot:email:amal@example.ps', 1, 9_000);
      await app.rateLimit.hit([perIp, perEmail]);

      expect(await app.rateLimit.hit([perIp, perEmail])).toEqual({ allowed: false, retryAfterSeconds: 9 });
    });

    it('forgets the counts under a prefix on reset, and only those', async () => {
      await app.rateLimit.hit([
        rule('login:ip:10.0.0.6', 1, 60_000),
        rule('register:ip:10.0.0.6', 1, 60_000),
      ]);

      await app.rateLimit.reset('login:');

      expect((await app.rateLimit.hit([rule('login:ip:10.0.0.6', 1, 60_000)])).allowed).toBe(true);
      expect((await app.rateLimit.hit([rule('register:ip:10.0.0.6', 1, 60_000)])).allowed).toBe(false);
    });

    it('does not count a refused request against any of its rules', async () => {
      const perEmail = rule('login:email:refused@example.ps', 1, 60_000);
      const perIp = rule('login:ip:10.0.0.9', 5, 60_000);
      expect((await app.rateLimit.hit([perIp, perEmail])).allowed).toBe(true);

      // Refused by the per-e-mail rule: these must not use up the address's five attempts.
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        expect((await app.rateLimit.hit([perIp, perEmail])).allowed).toBe(false);
      }

      for (let attempt = 2; attempt <= 5; attempt += 1) {
        expect((await app.rateLimit.hit([perIp])).allowed, `attempt ${attempt}`).toBe(true);
      }
      expect((await app.rateLimit.hit([perIp])).allowed).toBe(false);
    });

    it('does not extend a window by refused requests', async () => {
      const login = rule('login:ip:10.0.0.10', 1, 300);
      await app.rateLimit.hit([login]);
      await sleep(150);
      expect((await app.rateLimit.hit([login])).allowed).toBe(false);

      await sleep(200);

      expect(await app.rateLimit.hit([login])).toEqual({ allowed: true });
    });

    it('counts a very long key (an e-mail field of any size) like any other', async () => {
      const huge = rule(`login:email:${'a'.repeat(50_000)}@example.ps`, 1, 60_000);

      expect((await app.rateLimit.hit([huge])).allowed).toBe(true);
      expect((await app.rateLimit.hit([huge])).allowed).toBe(false);
      expect(
        (await app.rateLimit.hit([rule(`login:email:${'a'.repeat(50_001)}@example.ps`, 1, 60_000)])).allowed,
      ).toBe(true);
    });
  });
}

describeStore('memory', undefined);
describeStore('Redis', REDIS_URL);

describe('the memory store', () => {
  it('keeps every live window when a flood of made-up keys fills it', async () => {
    const store = memoryStore(3);
    const limiter = (await limiterAppWithStore(store)).rateLimit;
    const victim = rule('login:email:victim@example.ps', 2, 60_000);
    expect((await limiter.hit([victim])).allowed).toBe(true);
    expect((await limiter.hit([victim])).allowed).toBe(true);

    for (let n = 0; n < 1_000; n += 1) {
      await limiter.hit([rule(`login:email:made-up-${n}@example.ps`, 2, 60_000)]);
    }

    expect((await limiter.hit([victim])).allowed).toBe(false);
    expect(store.size()).toBeLessThanOrEqual(3 + 1_024);
  });

  it('still limits new keys while full, by counting them in shared overflow windows', async () => {
    const store = memoryStore(1);
    const limiter = (await limiterAppWithStore(store)).rateLimit;
    await limiter.hit([rule('login:email:first@example.ps', 5, 60_000)]);

    const late = rule('login:email:late@example.ps', 2, 60_000);
    expect((await limiter.hit([late])).allowed).toBe(true);
    expect((await limiter.hit([late])).allowed).toBe(true);
    expect((await limiter.hit([late])).allowed).toBe(false);
  });

  it('gives new keys their own windows again once old ones expire', async () => {
    const store = memoryStore(1);
    const limiter = (await limiterAppWithStore(store)).rateLimit;
    await limiter.hit([rule('short', 1, 100)]);
    await sleep(150);

    await limiter.hit([rule('next', 1, 60_000)]);

    expect(store.size()).toBe(1);
  });
});

describe('the Redis store', () => {
  let apps: FastifyInstance[] = [];
  let reachable = true;
  afterEach(async () => {
    if (reachable) await apps[0]?.rateLimit.reset();
    await Promise.all(apps.map((app) => app.close()));
    apps = [];
    reachable = true;
  });

  it('shares one count between two API instances', async () => {
    apps = [await limiterApp(REDIS_URL), await limiterApp(REDIS_URL)];
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const login = rule('login:email:shared@example.ps', 2, 5_000);

    expect((await first.rateLimit.hit([login])).allowed).toBe(true);
    expect((await second.rateLimit.hit([login])).allowed).toBe(true);

    expect((await first.rateLimit.hit([login])).allowed).toBe(false);
    expect((await second.rateLimit.hit([login])).allowed).toBe(false);
  });

  it('keeps its keys under the key prefix, each expiring with its window', async () => {
    apps = [await limiterApp(REDIS_URL)];
    await apps[0]!.rateLimit.hit([rule('login:ip:10.9.9.9', 5, 30_000)]);

    const redis = new Redis(REDIS_URL);
    try {
      const key = `${runPrefix}login:ip:10.9.9.9`;
      expect(await redis.get(key)).toBe('1');
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(29_000);
      expect(ttl).toBeLessThanOrEqual(30_000);
    } finally {
      redis.disconnect();
    }
  });

  it('counts in memory when Redis is down, never without limits, with one warning rather than one per request', async () => {
    const sink = warningsSink();
    reachable = false;
    apps = [await limiterApp(UNREACHABLE_REDIS_URL, { stream: sink.stream })];
    const login = rule('login:ip:10.0.0.7', 2, 60_000);

    expect(await apps[0]!.rateLimit.hit([login])).toEqual({ allowed: true });
    expect(await apps[0]!.rateLimit.hit([login])).toEqual({ allowed: true });
    for (let attempt = 3; attempt <= 5; attempt += 1) {
      expect(await apps[0]!.rateLimit.hit([login])).toEqual({ allowed: false, retryAfterSeconds: 60 });
    }

    expect(sink.warnings()).toHaveLength(1);
    expect(sink.warnings()[0]).toMatch(/rate limit.*memory/);
  });

  it('closes its connection with the app, so the process can exit', async () => {
    const openSockets = () =>
      process.getActiveResourcesInfo().filter((name) => name === 'TCPSocketWrap').length;
    const before = openSockets();
    const app = await limiterApp(REDIS_URL);
    expect(openSockets()).toBe(before + 1);

    await app.close();

    await waitFor(() => expect(openSockets()).toBe(before), { timeout: 2_000 });
  });
});

describe('a route behind rateLimited', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await limiterApp(undefined);
    app.post(
      '/api/test/login',
      {
        preHandler: rateLimited((request) => [
          { key: `test-login:ip:${request.ip}`, limit: 2, windowMs: 30_000 },
          {
            key: `test-login:email:${String((request.body as { email?: string }).email)}`,
            limit: 5,
            windowMs: 30_000,
          },
        ]),
      },
      async () => ({ message: 'Welcome' }),
    );
  });
  afterEach(() => app.close());

  it('answers 429 with the message body and Retry-After once over the limit', async () => {
    const attempt = () =>
      app.inject({ method: 'POST', url: '/api/test/login', payload: { email: 'amal@example.ps' } });

    expect((await attempt()).statusCode).toBe(200);
    expect((await attempt()).statusCode).toBe(200);
    const refused = await attempt();

    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
    });
    expect(refused.headers['retry-after']).toBe('30');
  });

  it('reads the body in its rules, so one account is limited across addresses', async () => {
    const attemptFrom = (remoteAddress: string, email: string) =>
      app.inject({ method: 'POST', url: '/api/test/login', remoteAddress, payload: { email } });

    for (let n = 1; n <= 5; n += 1) {
      expect((await attemptFrom(`10.1.0.${n}`, 'target@example.ps')).statusCode).toBe(200);
    }
    expect((await attemptFrom('10.1.0.6', 'target@example.ps')).statusCode).toBe(429);
    expect((await attemptFrom('10.1.0.7', 'someone-else@example.ps')).statusCode).toBe(200);
  });
});

describe('REDIS_URL', () => {
  it('is unset by default, which keeps the counts in memory', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
  });

  it.each(['redis://127.0.0.1:6379', 'rediss://:secret@cache.example.com:6380/2'])('accepts %s', (url) => {
    expect(loadConfig({ REDIS_URL: url }).redisUrl).toBe(url);
  });

  it.each(['http://:hunter22@cache:6379', 'cache:6379', 'redis://'])('rejects %s', (url) => {
    expect(() => loadConfig({ REDIS_URL: url })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    );
  });

  it('leaves a rejected value, which may hold a password, out of the message', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://:hunter22@cache:6379' })).not.toThrow(/hunter22/);
  });
});

describe('RATE_LIMITS=off', () => {
  it('is read from the configuration, on unless switched off', () => {
    expect(loadConfig({}).rateLimits).toBe(true);
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => loadConfig({ RATE_LIMITS: 'maybe' })).toThrow(/RATE_LIMITS/);
  });

  it('lets every request through when switched off', async () => {
    const app = Fastify();
    await app.register(rateLimit, { redisUrl: undefined, enabled: false });
    const rule = { key: 'off:test', limit: 1, windowMs: 60_000 };
    for (let i = 0; i < 5; i += 1) expect(await app.rateLimit.hit([rule])).toEqual({ allowed: true });
    await app.close();
  });
});

describe('clientOf', () => {
  it.each([
    ['203.0.113.5', '203.0.113.5'],
    ['2001:db8:1:2::a', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.5', '203.0.113.5'],
  ])('counts %s as %s', (ip, client) => {
    expect(clientOf({ ip })).toBe(client);
  });
});

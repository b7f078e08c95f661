import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { CONTACT_LIMIT } from '../modules/contact/routes.js';
import {
  redisServerInstalled,
  startPrivateRedis,
  type PrivateRedis,
} from '../test-support/private-services.js';
import { buildTestApp } from '../test-support/test-app.js';
import { DEFAULT_KEY_PREFIX } from './rate-limit.js';

// A private redis-server, stopped mid-test: the shared one other suites count in stays up.
const withRedisServer = redisServerInstalled() ? describe : describe.skip;
if (!redisServerInstalled()) console.warn('Redis outage test skipped: no redis-server on the PATH');

withRedisServer('Redis stopped while the API counts in it', () => {
  let redis: PrivateRedis;
  let app: FastifyInstance;
  beforeAll(async () => {
    redis = await startPrivateRedis();
    app = await buildTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  const contact = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress,
      payload: { name: 'Salma', email: 'salma@example.ps', message: 'Is anyone counting?' },
    });
  const statuses = async (remoteAddress: string, times: number) => {
    const answers: number[] = [];
    for (let n = 0; n < times; n += 1) answers.push((await contact(remoteAddress)).statusCode);
    return answers;
  };
  /** The count Redis holds for an address, read with a client of the test's own. */
  const countInRedis = async (address: string) => {
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await client.connect();
      return await client.get(`${DEFAULT_KEY_PREFIX}contact:ip:${address}`);
    } finally {
      client.disconnect();
    }
  };

  it('keeps refusing a client over its limit, limits newcomers in memory, and counts in Redis again once it is back', async () => {
    const over = Array<number>(CONTACT_LIMIT).fill(204);

    // Redis up: the limit, counted in Redis, then 429.
    expect(await statuses('203.0.113.1', CONTACT_LIMIT + 1)).toEqual([...over, 429]);
    expect(await countInRedis('203.0.113.1')).toBe(String(CONTACT_LIMIT));

    await redis.stop();

    // Redis away: the client over its limit stays refused, never let through afresh...
    expect(await statuses('203.0.113.1', 10)).toEqual(Array<number>(10).fill(429));
    // ...and a new client gets the limit, counted in memory, then 429: never unlimited.
    expect(await statuses('203.0.113.2', CONTACT_LIMIT + 5)).toEqual([
      ...over,
      ...Array<number>(5).fill(429),
    ]);

    await redis.start();

    // The client reconnects by itself (within its back-off): hits reach Redis again.
    const deadline = Date.now() + 10_000;
    let probe = 0;
    let counted: string | null = null;
    while (counted === null) {
      if (Date.now() > deadline) throw new Error('the API never counted in Redis again');
      probe += 1;
      expect((await contact(`198.51.100.${probe}`)).statusCode).toBe(204);
      counted = await countInRedis(`198.51.100.${probe}`);
      if (counted === null) await sleep(100);
    }
    expect(counted).toBe('1');
    // Redis is the counter again: the limit is reached there.
    const address = `198.51.100.${probe}`;
    expect(await statuses(address, CONTACT_LIMIT)).toEqual([...over.slice(1), 429]);
    expect(await countInRedis(address)).toBe(String(CONTACT_LIMIT));
  }, 25_000);
});

import type { Redis as RedisClient } from 'ioredis';

/**
 * A Redis client that never makes a caller wait on a Redis that is away: no offline queue, one
 * retry, 5 s to connect; connected by the caller (`lazyConnect`). Its errors go to `onError`
 * (without a listener ioredis prints every failed reconnection to stderr). Shared by the rate
 * limit (plugins/rate-limit.ts) and the answer cache (http/answer-cache.ts), which both fall back
 * to memory or the database meanwhile.
 */
export function failFastRedis(
  Redis: typeof RedisClient,
  redisUrl: string,
  onError: (error: unknown) => void,
): RedisClient {
  const client = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 5_000,
  });
  client.on('error', onError);
  return client;
}

/** Says goodbye when it can; a client that cannot is simply dropped. */
export async function closeRedis(client: RedisClient): Promise<void> {
  if (client.status === 'ready') {
    try {
      await client.quit();
      return;
    } catch {
      // Dropped below.
    }
  }
  client.disconnect();
}

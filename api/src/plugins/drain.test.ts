import { afterEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../test-support/test-app.js';

describe('draining before a stop (behind a proxy)', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers every new request 503 with Retry-After and Connection: close, before any work', async () => {
    app = await buildTestApp();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    const drained = app.drain({ quietMs: 50, timeoutMs: 5_000 });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const write = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Amal Tamimi', email: 'amal@example.com', message: 'Hello' },
    });

    for (const answer of [health, write]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.headers.connection).toBe('close');
      expect(answer.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    // The refused message was not stored: sending it to another process does not make it twice.
    expect(await app.db.selectFrom('contact_messages').select('id').execute()).toEqual([]);
    await drained;
  });

  it('ends once no request has come for the quiet time', async () => {
    app = await buildTestApp();
    await expect(app.drain({ quietMs: 20, timeoutMs: 60_000 })).resolves.toBeUndefined();
  });
});

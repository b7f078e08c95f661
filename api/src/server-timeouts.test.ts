import { LIMITS } from './limits.js';
import { buildTestApp } from './test-support/test-app.js';

describe('server timeouts', () => {
  it('bounds the time to receive a request and the time a silent connection stays open', async () => {
    const app = await buildTestApp();
    try {
      expect(LIMITS.requestTimeoutMs).toBeGreaterThan(0);
      expect(LIMITS.connectionTimeoutMs).toBeGreaterThan(0);
      expect(app.initialConfig.connectionTimeout).toBe(LIMITS.connectionTimeoutMs);
      // What Node's HTTP server enforces: a slow-loris request is answered 408 and closed.
      expect(app.server.requestTimeout).toBe(LIMITS.requestTimeoutMs);
      expect(app.server.timeout).toBe(LIMITS.connectionTimeoutMs);
    } finally {
      await app.close();
    }
  });
});

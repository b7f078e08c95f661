import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test-support/test-app.js';

// Login allows 30 attempts per client address in 15 minutes; unknown e-mails keep the per-account
// limit out of the way (each attempt names its own).
const PER_ADDRESS = 30;
let counter = 0;

function loginFrom(app: FastifyInstance, remoteAddress: string, forwardedFor?: string) {
  counter += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { email: `nobody.${counter}@example.ps`, password: 'not-the-password' },
  });
}

async function exhaust(
  app: FastifyInstance,
  remoteAddress: (n: number) => string,
  forwardedFor?: (n: number) => string,
) {
  for (let n = 1; n <= PER_ADDRESS; n += 1) {
    const response = await loginFrom(app, remoteAddress(n), forwardedFor?.(n));
    expect(response.statusCode, `attempt ${n}`).toBe(401);
  }
}

describe('POST /api/auth/login behind a proxy (TRUST_PROXY=1)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => app.close());

  it('counts each client named by X-Forwarded-For on its own, not the proxy as one client', async () => {
    const proxy = '10.20.0.1';
    await exhaust(
      app,
      () => proxy,
      () => '203.0.113.5',
    );

    expect((await loginFrom(app, proxy, '203.0.113.5')).statusCode).toBe(429);
    expect((await loginFrom(app, proxy, '198.51.100.7')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/login behind listed proxies (TRUST_PROXY=10.20.0.0/16)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: '10.20.0.0/16' });
  });
  afterAll(() => app.close());

  it('believes X-Forwarded-For from a listed proxy only', async () => {
    const stranger = '192.0.2.44';
    await exhaust(
      app,
      () => stranger,
      (n) => `203.0.113.${n}`,
    );

    // Not a listed proxy: its header is ignored and it stays one client, over its limit.
    expect((await loginFrom(app, stranger, '198.51.100.9')).statusCode).toBe(429);
    // Through the proxy, that forwarded client has its own count.
    expect((await loginFrom(app, '10.20.3.4', '198.51.100.9')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/login without TRUST_PROXY', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('ignores X-Forwarded-For, so a client cannot pick a fresh bucket for each attempt', async () => {
    await exhaust(
      app,
      () => '10.30.0.1',
      (n) => `203.0.113.${n}`,
    );

    expect((await loginFrom(app, '10.30.0.1', '198.51.100.200')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 prefix, which one subscriber holds whole', async () => {
    await exhaust(app, (n) => `2001:db8:1:2::${n.toString(16)}`);

    expect((await loginFrom(app, '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await loginFrom(app, '2001:db8:1:3::1')).statusCode).toBe(401);
  });
});

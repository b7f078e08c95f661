import type { FastifyInstance } from 'fastify';
import { ApiErrorBodySchema } from '@rowad/shared/schemas';
import { bearer, signUp } from '../../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

// Every JSON call of the accounts API, with the token it needs: bad input must get a clear
// 4xx, never a 500, whatever arrives.
let smtp: SmtpListener;
let app: FastifyInstance;
let tokens: Record<'owner' | 'investor', string>;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({ SMTP_URL: smtp.url });
  tokens = {
    owner: (await signUp(app, smtp, { role: 'owner' })).token,
    investor: (await signUp(app, smtp, { role: 'investor' })).token,
  };
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const calls = [
  ['POST', '/api/auth/register', null],
  ['POST', '/api/auth/login', null],
  ['POST', '/api/auth/forgot-password', null],
  ['POST', '/api/auth/reset-password/verify-code', null],
  ['POST', '/api/auth/reset-password', null],
  ['POST', '/api/app/auth/change-password', 'owner'],
  ['PATCH', '/api/owner', 'owner'],
  ['PATCH', '/api/investor', 'investor'],
] as const;

describe.each(calls)('%s %s', (method, url, who) => {
  const send = (payload: string, contentType = 'application/json') =>
    app.inject({
      method,
      url,
      payload,
      headers: { 'content-type': contentType, ...(who ? bearer(tokens[who]) : {}) },
    });

  it('answers malformed JSON with 400 and a message', async () => {
    const response = await send('{"email": "a@b.ps",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MALFORMED_BODY',
      message: 'The request body is not valid JSON',
    });
  });

  it.each(['[]', '"text"', '42', 'null', '{"email": {"$gt": ""}, "password": ["x"]}'])(
    'answers the body %s with 400 naming what is wrong',
    async (body) => {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      const answer = ApiErrorBodySchema.parse(response.json());
      expect(answer.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
    },
  );

  it('answers an oversized body with 413', async () => {
    const response = await send(JSON.stringify({ email: 'a@b.ps', filler: 'x'.repeat(100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('BODY_TOO_LARGE');
  });

  it('answers a body of another type with 415', async () => {
    const response = await send('email=a@b.ps', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

import { Writable } from 'node:stream';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.js';
import { route } from '../http/route.js';
import { createFakeWebRoot, type FakeWebRoot } from '../test-support/fake-web-root.js';
import { buildTestApp } from '../test-support/test-app.js';

/** Collects the app's JSON log lines, as an operator would read them. */
function logSink(): { stream: Writable; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

/** A public test route, declared as every /api route must be; the handler's answer is not checked. */
function testRoute(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  handler: (request: { body: unknown }) => Promise<unknown>,
  body?: z.ZodType,
): void {
  route(app, {
    method,
    url,
    summary: 'A test route',
    tags: ['test'],
    access: 'public',
    body,
    answers: { 200: z.unknown() },
    handler: async (request) => handler(request),
  });
}

describe('unknown /api routes', () => {
  let webRoot: FakeWebRoot;
  beforeAll(async () => {
    webRoot = await createFakeWebRoot();
  });
  afterAll(() => webRoot.remove());

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'answer %s with a 404 JSON body, not the web app',
    async (method) => {
      const app = await buildTestApp({ WEB_ROOT: webRoot.dir });

      const response = await app.inject({
        method,
        url: '/api/nothing/here',
        headers: { accept: 'text/html' },
      });

      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
      await app.close();
    },
  );
});

describe('POST with a body the server cannot read', () => {
  it('answers malformed JSON with 400 and a message saying so', async () => {
    const app = await buildTestApp();
    testRoute(app, 'POST', '/api/test/echo', async (request) => request.body);

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Rowad",',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MALFORMED_BODY',
      message: 'The request body is not valid JSON',
    });
    await app.close();
  });

  it('answers a body over the limit with 413', async () => {
    const app = await buildTestApp();
    testRoute(app, 'POST', '/api/test/small', async () => ({ ok: true }));

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/small',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'BODY_TOO_LARGE', message: 'The request body is too large' });
    await app.close();
  });
});

describe('a request that fails validation', () => {
  it('answers 400 naming the field a declared body schema rejects', async () => {
    const app = await buildTestApp();
    testRoute(
      app,
      'POST',
      '/api/test/people',
      async () => ({ ok: true }),
      z.object({
        email: z.string({ error: 'The email is required' }),
        name: z.string().min(2, 'The name needs 2 letters').optional(),
      }),
    );

    const missing = await app.inject({ method: 'POST', url: '/api/test/people', payload: { name: 'Rowad' } });
    const tooShort = await app.inject({
      method: 'POST',
      url: '/api/test/people',
      payload: { email: 'a@b.test', name: 'R' },
    });

    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      errors: { email: expect.stringContaining('email') },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      errors: { name: expect.stringContaining('2') },
    });
    await app.close();
  });

  it('answers 400 with the zod messages under their field names when a service parses', async () => {
    const app = await buildTestApp();
    const ProjectSchema = z.object({
      title: z.string().min(1, 'Title is required'),
      rating: z.number().min(1, 'Rating must be between 1 and 5'),
    });
    testRoute(app, 'POST', '/api/test/projects', async (request) => ProjectSchema.parse(request.body));

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/projects',
      payload: { title: '', rating: 0 },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Title is required',
      errors: { title: 'Title is required', rating: 'Rating must be between 1 and 5' },
    });
    await app.close();
  });
});

describe('an error a service raises on purpose', () => {
  it('reaches the client with its status, code, message and field errors', async () => {
    const app = await buildTestApp();
    testRoute(app, 'POST', '/api/test/register', async () => {
      throw new ApiError(409, 'EMAIL_TAKEN', 'This e-mail is already registered', {
        email: 'This e-mail is already registered',
      });
    });

    const response = await app.inject({ method: 'POST', url: '/api/test/register', payload: {} });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'This e-mail is already registered',
      errors: { email: 'This e-mail is already registered' },
    });
    await app.close();
  });
});

describe('an unexpected error in a route', () => {
  it('answers 500 without the error text and logs it with the request id', async () => {
    const log = logSink();
    const app = await buildTestApp({}, { logger: { level: 'info', stream: log.stream } });
    testRoute(app, 'GET', '/api/test/boom', async () => {
      throw new Error('connection to db-7.internal:5432 refused');
    });

    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(response.body).not.toContain('db-7');
    const logged = log.lines().find((line) => line['level'] === 50);
    expect(logged).toMatchObject({
      reqId: expect.any(String),
      err: { message: 'connection to db-7.internal:5432 refused' },
    });
    await app.close();
  });

  it('hides the message of a deliberate 5xx error too', async () => {
    const app = await buildTestApp();
    testRoute(app, 'GET', '/api/test/unavailable', async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'mail relay smtp.internal is down');
    });

    const response = await app.inject({ method: 'GET', url: '/api/test/unavailable' });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Internal server error' });
    await app.close();
  });
});

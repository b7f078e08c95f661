import { z } from 'zod';
import { buildTestApp } from '../test-support/test-app.js';
import { route } from './route.js';

const AccountSchema = z.object({ id: z.number(), email: z.string(), photo: z.string().nullable() });

describe('a declared answer', () => {
  it('leaves the server with the fields its schema names and no others', async () => {
    const app = await buildTestApp();
    route(app, {
      method: 'GET',
      url: '/api/test/account',
      summary: 'A test route',
      tags: ['test'],
      access: 'public',
      answers: { 200: AccountSchema },
      // A row-shaped value with a secret beside the declared fields, as a careless handler might return.
      handler: async () =>
        ({ id: 7, email: 'amal@example.ps', photo: null, passwordHash: '$argon2id$secret' }) as z.output<
          typeof AccountSchema
        >,
    });

    const response = await app.inject({ method: 'GET', url: '/api/test/account' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, email: 'amal@example.ps', photo: null });
    expect(response.body).not.toContain('argon2');
    await app.close();
  });

  it('fails with a 500 that hides the value when a required field is missing', async () => {
    const app = await buildTestApp();
    route(app, {
      method: 'GET',
      url: '/api/test/broken',
      summary: 'A test route',
      tags: ['test'],
      access: 'public',
      answers: { 200: AccountSchema },
      handler: async () =>
        ({ id: 7, photo: 'secret-photo.webp' }) as unknown as z.output<typeof AccountSchema>,
    });

    const response = await app.inject({ method: 'GET', url: '/api/test/broken' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    await app.close();
  });
});

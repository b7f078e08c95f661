import { API_ERROR_CODES } from '@rowad/shared/schemas';
import { buildTestApp } from '../../test-support/test-app.js';

describe('GET /api/docs', () => {
  it('documents every accounts call of SPEC section 7 with its request schema', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toBe('3.1.0');
      const operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
        ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(operations).toEqual(
        expect.arrayContaining([
          'POST /api/auth/register',
          'POST /api/auth/login',
          'GET /api/app/auth/logout',
          'POST /api/app/auth/change-password',
          'POST /api/auth/forgot-password',
          'POST /api/auth/reset-password/verify-code',
          'POST /api/auth/reset-password',
          'GET /api/app/{role}/me',
          'GET /api/users/my-data',
          'GET /api/owner/me',
          'PATCH /api/owner',
          'POST /api/owner/owner-photo',
          'GET /api/investor/me',
          'PATCH /api/investor',
        ]),
      );
      const register = document.paths['/api/auth/register'].post;
      expect(register.requestBody.content['application/json'].schema.required).toEqual(
        expect.arrayContaining(['firstName', 'email', 'password', 'role']),
      );
    } finally {
      await app.close();
    }
  });

  it('lists every error code in the body of every error answer it documents', async () => {
    const app = await buildTestApp();
    try {
      const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json();
      const errorAnswers = Object.values(
        document.paths as Record<string, Record<string, { responses: object }>>,
      )
        .flatMap((methods) => Object.values(methods))
        .flatMap((operation) => Object.entries(operation.responses))
        .filter(([status]) => Number(status) >= 400)
        .map(
          ([, answer]) => (answer as { content: Record<string, { schema: { properties: object } }> }).content,
        );
      expect(errorAnswers.length).toBeGreaterThan(20);
      for (const content of errorAnswers) {
        const schema = content['application/json']!.schema as {
          properties: { code: { enum: string[] }; message: object };
          required: string[];
        };
        expect(schema.properties.code.enum).toEqual([...API_ERROR_CODES]);
        expect(schema.required).toEqual(expect.arrayContaining(['code', 'message']));
      }
    } finally {
      await app.close();
    }
  });
});

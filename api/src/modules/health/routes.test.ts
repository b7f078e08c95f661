import apiPackage from '../../../package.json' with { type: 'json' };
import { buildTestApp } from '../../test-support/test-app.js';

describe('GET /api/health', () => {
  it('answers ok with the uptime in seconds and the API version', async () => {
    const app = await buildTestApp();

    const response = await app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ status: string; uptime: number; version: string }>();
    expect(body).toEqual({ status: 'ok', uptime: expect.any(Number), version: apiPackage.version });
    expect(body.uptime).toBeGreaterThanOrEqual(0);
    expect(response.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});

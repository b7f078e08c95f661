import { bearer, logIn, signUp } from '../../test-support/accounts.js';
import { startSmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { AuditRepository } from './audit-repository.js';

describe('GET /api/admin/audit-log', () => {
  it('lists decisions newest first to admins only, page by page', async () => {
    const smtp = await startSmtpListener();
    const app = await buildTestApp({
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'admin@rowad.test',
      ADMIN_PASSWORD: 'admin-pass-1',
    });
    try {
      const admin = await logIn(app, 'admin@rowad.test', 'admin-pass-1');
      const owner = await signUp(app, smtp, { role: 'owner' });
      const adminId = (
        await app.inject({ method: 'GET', url: '/api/users/my-data', headers: bearer(admin) })
      ).json().id;
      const audit = new AuditRepository(app.db);
      for (let i = 1; i <= 3; i += 1) {
        await audit.record({
          adminId,
          action: 'project.approved',
          subjectType: 'project',
          subjectId: i,
          reason: `ok ${i}`,
        });
      }

      expect((await app.inject({ method: 'GET', url: '/api/admin/audit-log' })).statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(owner.token) }))
          .statusCode,
      ).toBe(403);

      const first = await app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?limit=2',
        headers: bearer(admin),
      });
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe('3');
      expect(first.json().map((e: { subjectId: number }) => e.subjectId)).toEqual([3, 2]);
      expect(first.json()[0]).toMatchObject({ adminId, action: 'project.approved', reason: 'ok 3' });
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
      const second = await app.inject({ method: 'GET', url: next!, headers: bearer(admin) });
      expect(second.json().map((e: { subjectId: number }) => e.subjectId)).toEqual([1]);
      expect(second.headers.link).toBeUndefined();

      const badCursor = await app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?cursor=nonsense',
        headers: bearer(admin),
      });
      expect(badCursor.statusCode).toBe(400);
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});

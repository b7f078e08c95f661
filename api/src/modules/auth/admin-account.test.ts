import { decodeJwt } from 'jose';
import { bearer, logIn } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { AccountRepository } from './account-repository.js';
import { ensureAdminAccount } from './admin-account.js';

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('create an active admin who can sign in', async () => {
    const app = await buildTestApp({ ADMIN_EMAIL: 'admin@rowad.ps', ADMIN_PASSWORD: 'first-admin-pass' });
    try {
      const token = await logIn(app, 'admin@rowad.ps', 'first-admin-pass');
      expect(decodeJwt(token).role).toBe('admin');
    } finally {
      await app.close();
    }
  });

  it("sign the admin's sessions out when the password is rotated, and only then", async () => {
    const admin = { email: 'admin@rowad.ps', password: 'first-admin-pass' };
    const app = await buildTestApp({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    const signedIn = (token: string) =>
      app.inject({ method: 'GET', url: '/api/users/my-data', headers: bearer(token) });
    try {
      const token = await logIn(app, admin.email, admin.password);
      const accounts = new AccountRepository(app.db);
      // A restart with the same variables keeps the admin signed in.
      expect(await ensureAdminAccount(accounts, admin, app.tokens)).toBe('updated');
      expect((await signedIn(token)).statusCode).toBe(200);
      // A restart with a new ADMIN_PASSWORD ends every session made with the old one.
      await ensureAdminAccount(accounts, { ...admin, password: 'rotated-admin-pass' }, app.tokens);
      expect((await signedIn(token)).statusCode).toBe(401);
      await expect(logIn(app, admin.email, admin.password)).rejects.toThrow(/401/);
      await logIn(app, admin.email, 'rotated-admin-pass');
    } finally {
      await app.close();
    }
  });

  it('cannot be obtained by registering', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { role: 'admin' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.role).toBe('Role must be one of: owner, user, investor');
    } finally {
      await app.close();
    }
  });
});

import { decodeJwt } from 'jose';
import { logIn } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';

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

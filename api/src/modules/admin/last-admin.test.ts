import type { FastifyInstance } from 'fastify';
import { logIn } from '../../test-support/accounts.js';
import type { SmtpListener } from '../../test-support/smtp-listener.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  caller,
  makeAdmin,
  signUp,
  startAdminApp,
  type Account,
} from './test-admin.js';
import { AdminUserRepository } from './user-repository.js';
import { AdminUserService } from './user-service.js';

// A suite of its own: it needs an app whose admins it controls (two, then one active).
let app: FastifyInstance;
let smtp: SmtpListener;
let adminToken: string;
let adminId: number;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ({ app, smtp, adminToken, adminId } = await startAdminApp());
  call = caller(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const activeAdmins = async () =>
  (
    await app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('state', '=', 'active')
      .orderBy('id')
      .execute()
  ).map((row) => row.id);

/** An admin's session: test-support opens it past the second step (second-factor.test.ts tests that step). */
async function tokenOf(email: string, password: string): Promise<string> {
  return logIn(app, email, password);
}

describe('the last active admin', () => {
  it('is never disabled: the rule holds whoever asks', async () => {
    const owner = await signUp(app, smtp, { role: 'owner' });
    expect(await activeAdmins()).toEqual([adminId]);
    const users = new AdminUserRepository(app.db, app.dbDialect);
    const service = new AdminUserService({ users, projectsOf: async () => [] });

    await expect(service.disable(owner.id, adminId, 'Take over')).rejects.toMatchObject({
      statusCode: 409,
      code: 'LAST_ACTIVE_ADMIN',
      message: 'The last active admin account cannot be disabled.',
    });

    expect(await activeAdmins()).toEqual([adminId]);
    const audit = await app.db
      .selectFrom('audit_log')
      .select('id')
      .where('subject_id', '=', adminId)
      .execute();
    expect(audit).toEqual([]);
  });

  it('survives two admins disabling each other at the same moment: one of them stays active', async () => {
    const colleague: Account = await signUp(app, smtp, { role: 'user' });
    let colleagueToken = await makeAdmin(app, colleague);
    let mainToken = adminToken;
    for (let round = 1; round <= 5; round += 1) {
      const [mainAsks, colleagueAsks] = await Promise.all([
        call('POST', `/api/admin/users/${colleague.id}/disable`, mainToken, { reason: `Round ${round}` }),
        call('POST', `/api/admin/users/${adminId}/disable`, colleagueToken, { reason: `Round ${round}` }),
      ]);

      const statuses = [mainAsks.statusCode, colleagueAsks.statusCode];
      expect(statuses, `round ${round}`).toContain(200);
      // The other one was refused: as the last active admin's target, or its session ended first.
      const refused = mainAsks.statusCode === 200 ? colleagueAsks : mainAsks;
      expect([401, 409], `round ${round}`).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json().code).toBe('LAST_ACTIVE_ADMIN');
      const winner = mainAsks.statusCode === 200 ? adminId : colleague.id;
      expect(await activeAdmins(), `round ${round}`).toEqual([winner]);

      // The winner enables the loser again and both sign in for the next round.
      const winnerToken = winner === adminId ? mainToken : colleagueToken;
      const loser = winner === adminId ? colleague.id : adminId;
      expect((await call('POST', `/api/admin/users/${loser}/enable`, winnerToken)).statusCode).toBe(200);
      mainToken = await tokenOf(ADMIN_EMAIL, ADMIN_PASSWORD);
      colleagueToken = await tokenOf(colleague.email, colleague.password);
    }
  });
});

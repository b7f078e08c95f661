import type { ReportedItem } from '@rowad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { anAccount, bearer } from '../../test-support/accounts.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { accounts, adminOf, mailsTo, type Account } from './test-reports.js';

const ADMIN = { email: 'moderator@rowad.test', password: 'moderator-pass-1' };

export interface ModerationWorld {
  app: FastifyInstance;
  admin: { token: string; id: number };
  owner: Account;
  writer: Account;
  /** Three reporters; the third reads Arabic. */
  reporters: Account[];
}

/**
 * The moderation suites' world (decisions.test.ts, removals.test.ts): an app with its admin, an
 * owner, a comment writer and three reporters, made in a beforeAll registered here (so it runs
 * before the suite's own), and the admin's calls on the queue.
 */
export function moderationSuite() {
  const world = {} as ModerationWorld;
  beforeAll(async () => {
    world.app = await buildTestApp({
      MAIL_WORKER: 'off',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    world.admin = await adminOf(world.app, ADMIN.email, ADMIN.password);
    world.owner = await anAccount(world.app, { role: 'owner', firstName: 'Amal', lastName: 'Tamimi' });
    world.writer = await anAccount(world.app, { role: 'user', firstName: 'Kareem', lastName: 'Writer' });
    world.reporters = await accounts(world.app, 3);
    await world.app.db
      .updateTable('users')
      .set({ language: 'ar' })
      .where('id', '=', world.reporters[2]!.id)
      .execute();
  }, 20_000);
  afterAll(async () => {
    await world.app.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    world.app.inject({ method, url, headers: bearer(world.admin.token), ...(payload ? { payload } : {}) });

  const decide = (kind: string, id: number, payload: object) =>
    asAdmin('POST', `/api/admin/reports/${kind}/${id}/decision`, payload);

  async function queue(query = '') {
    const response = await asAdmin('GET', `/api/admin/reports${query}`);
    expect(response.statusCode).toBe(200);
    return { items: response.json<ReportedItem[]>(), headers: response.headers };
  }

  const entryOf = async (kind: string, id: number) =>
    (await queue('?state=all&limit=100')).items.find((item) => item.kind === kind && item.id === id);

  async function auditActions(subjectId: number): Promise<string[]> {
    const log = (await asAdmin('GET', '/api/admin/audit-log?kind=report&limit=100')).json<
      { action: string; subjectId: number; details: { kind: string } }[]
    >();
    return log.filter((entry) => entry.subjectId === subjectId).map((entry) => entry.action);
  }

  const subjectsTo = async (account: Account) =>
    (await mailsTo(world.app, account.email)).map((mail) => mail.subject);

  return { world, asAdmin, decide, queue, entryOf, auditActions, subjectsTo };
}

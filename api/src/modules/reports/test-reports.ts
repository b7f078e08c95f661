import type { FastifyInstance } from 'fastify';
import { anAccount, bearer, logIn } from '../../test-support/accounts.js';

let counter = 0;

/** A bazaar written straight into the database (its admin calls have their own suites). */
export async function createEvent(app: FastifyInstance, name?: string): Promise<number> {
  counter += 1;
  const now = new Date().toISOString();
  const eventName = name ?? `Old City bazaar ${counter}`;
  const row = await app.db
    .insertInto('events')
    .values({
      name: eventName,
      name_folded: eventName.toLowerCase(),
      description: 'Crafts of Hebron under one roof.',
      city: 'Hebron',
      street: 'Bab al-Zawiya',
      start_date: '2099-05-01',
      end_date: '2099-05-03',
      categories: '[]',
      categories_folded: '',
      kind: 'physical',
      capacity: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type Account = Awaited<ReturnType<typeof anAccount>>;

/** `n` accounts of `role`, made side by side. */
export function accounts(app: FastifyInstance, n: number, role = 'user'): Promise<Account[]> {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      anAccount(app, { role, firstName: `Reporter`, lastName: `No${i + 1}` }),
    ),
  );
}

/** The admin of ADMIN_EMAIL, signed in. */
export async function adminOf(app: FastifyInstance, email: string, password: string) {
  const token = await logIn(app, email, password);
  const { id } = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { token, id };
}

/** POST /api/reports as `token`. */
export function report(app: FastifyInstance, token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/reports', headers: bearer(token), payload });
}

/** Reports of the item by each account, each answered 201. */
export async function reportBy(
  app: FastifyInstance,
  reporters: readonly Account[],
  kind: string,
  id: number,
  reason = 'spam',
): Promise<void> {
  for (const reporter of reporters) {
    const response = await report(app, reporter.token, { kind, id, reason });
    if (response.statusCode !== 201)
      throw new Error(`report answered ${response.statusCode}: ${response.body}`);
  }
}

/** A comment by `token` through the API; its id. */
export async function commentOn(
  app: FastifyInstance,
  token: string,
  projectId: number,
  text: string,
  rate = 1,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/project/${projectId}/comment`,
    headers: bearer(token),
    payload: { comment: text, rate },
  });
  if (response.statusCode !== 201)
    throw new Error(`comment answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/**
 * The mails queued to an address (MAIL_WORKER=off keeps them in the outbox), oldest first, but the
 * activation mail every new account gets.
 */
export async function mailsTo(app: FastifyInstance, email: string) {
  const rows = await app.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('to', '=', email)
    .orderBy('id')
    .execute();
  return rows.filter((row) => !/activate|تفعيل/i.test(row.subject));
}

import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * The one rule that keeps the admin area reachable: an account may leave the active admins
 * (disabled by another admin, or closed by its owner) only while another admin stays active.
 * Used by the admins' disable (user-repository.ts) and by closing an account
 * (account/repository.ts); docs/decisions.md, "Security review 2 (issue 28)".
 */

/**
 * The condition for the `users` row `userId` in an UPDATE or DELETE: it is not an active admin,
 * or another active admin exists. Put in the statement itself, so the check and the change are
 * one step.
 */
export function leavesAnActiveAdmin(eb: ExpressionBuilder<Database, 'users'>, userId: number) {
  return eb.or([
    eb('role', '!=', 'admin'),
    eb('state', '!=', 'active'),
    eb.exists(
      eb
        .selectFrom('users as other')
        .select('other.id')
        .where('other.role', '=', 'admin')
        .where('other.state', '=', 'active')
        .where('other.id', '!=', userId),
    ),
  ]);
}

/**
 * The rule must hold when two admins disable (or close) each other at once. On PostgreSQL each
 * transaction first locks the active admins' rows (in id order, so two never deadlock): the second
 * waits for the first, and its statement, a new one under READ COMMITTED, then sees the first
 * one's change. SQLite runs one write transaction at a time, and the change is the transaction's
 * first write, so it reads the latest rows anyway. Call it inside the transaction, first.
 */
export async function lockActiveAdmins(trx: Kysely<Database>, dialect: DatabaseDialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await trx
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('state', '=', 'active')
    .orderBy('id')
    .forUpdate()
    .execute();
}

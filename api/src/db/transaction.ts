import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (a repository
 * bound to a service's transaction joins it instead of opening its own, which Kysely refuses).
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

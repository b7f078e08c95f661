import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The admin disables and enables accounts (issue 15): enabling gives the account back the state it
 * had, so a never-activated account goes back to pending rather than active. That state is kept in
 * `state_before_disabled` while the account is disabled, null otherwise. Accounts disabled before
 * this column existed had been in use: they go back to active.
 */
export function accountDisablingMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('state_before_disabled', 'varchar(16)', (c) =>
          c.check(sql`state_before_disabled in ('pending', 'active')`),
        )
        .execute();
      await sql`update users set state_before_disabled = 'active' where state = 'disabled'`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('state_before_disabled').execute();
    },
  };
}

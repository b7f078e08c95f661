import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * The release registry (issue 27; docs/operations.md, "Releasing one remote"): every release of a remote, in
 * order. A release is live or a canary (`percent`) until a later one replaces it or it is rolled
 * back (`rolled_back_at`); rows are never deleted, so the history stays. `released_by` is the admin
 * (null for the release token, or once that account is gone; `via` says which), `checks` the JSON
 * list of checks it passed.
 */
export function releasesMigration(dialect: DatabaseDialect): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('releases')
        .addColumn('id', id, pk)
        .addColumn('remote', 'varchar(40)', (c) => c.notNull())
        .addColumn('entry', 'varchar(2000)', (c) => c.notNull())
        .addColumn('note', 'varchar(500)')
        .addColumn('percent', 'integer')
        .addColumn('released_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('via', 'varchar(20)', (c) => c.notNull())
        .addColumn('checks', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('promoted_at', 'varchar(30)')
        .addColumn('rolled_back_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('releases_remote_idx').on('releases').columns(['remote', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('releases').execute();
    },
  };
}

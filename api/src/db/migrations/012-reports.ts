import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/** The tables whose rows can be reported, and the kind each is reported as (issue 31). */
const REPORTABLE = ['comments', 'projects', 'events', 'owner_profiles'] as const;

/**
 * Reports and moderation (issue 31, docs/decisions.md "Trust and safety"):
 *
 * - `hidden_at` on each reportable table: set while the item is hidden, by three reports or by an
 *   admin. Every public query adds `hidden_at is null` on the row it already reads, so the filter
 *   costs no join.
 * - `reports`: one per reporter and item (the unique index refuses a second), open until an admin
 *   decides (`decided_at`). Reports go with the reporter's account.
 * - `moderations`: one row per (kind, item) once hidden or decided: who hid it, the reason the
 *   author was told, the admin's last decision.
 * - An index on comments (user_id, created_at) for the new-account and hourly comment limits.
 */
export function reportsMigration(dialect: DatabaseDialect): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      for (const table of REPORTABLE) {
        await db.schema.alterTable(table).addColumn('hidden_at', 'varchar(30)').execute();
      }
      await db.schema
        .createTable('reports')
        .addColumn('id', id, pk)
        .addColumn('reporter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(10)', (c) =>
          c.notNull().check(sql`kind in ('comment', 'project', 'event', 'owner')`),
        )
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(20)', (c) => c.notNull())
        .addColumn('details', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('decided_at', 'varchar(30)')
        .addUniqueConstraint('reports_reporter_item_unique', ['reporter_id', 'kind', 'item_id'])
        .execute();
      await db.schema
        .createIndex('reports_item_idx')
        .on('reports')
        .columns(['kind', 'item_id', 'id'])
        .execute();
      await db.schema.createIndex('reports_open_idx').on('reports').columns(['decided_at', 'id']).execute();
      await db.schema
        .createTable('moderations')
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('hidden_by', 'varchar(10)')
        .addColumn('hidden_reason', 'text')
        .addColumn('decision', 'varchar(20)')
        .addColumn('decision_reason', 'text')
        .addColumn('decided_at', 'varchar(30)')
        .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addPrimaryKeyConstraint('moderations_pk', ['kind', 'item_id'])
        .execute();
      await db.schema
        .createIndex('comments_user_created_idx')
        .on('comments')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('comments_user_created_idx').execute();
      await db.schema.dropTable('moderations').execute();
      await db.schema.dropTable('reports').execute();
      for (const table of REPORTABLE) {
        await db.schema.alterTable(table).dropColumn('hidden_at').execute();
      }
    },
  };
}

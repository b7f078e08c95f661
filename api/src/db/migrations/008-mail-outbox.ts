import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Every mail the platform sends (issue 16): written in the transaction of the change that causes
 * it, then sent by the outbox worker, retried with a growing delay, and kept as 'failed' for the
 * admin once the attempts run out. `locked_until` is a worker's claim: no other worker takes the
 * row before it passes, and a worker that died holding it lets it go when it does.
 */
export function mailOutboxMigration(dialect: DatabaseDialect): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', id, pk)
        .addColumn('message_id', 'varchar(300)', (c) => c.notNull().unique())
        .addColumn('to', 'varchar(254)', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('html', 'text')
        .addColumn('reply_to', 'varchar(254)')
        .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('sent_at', 'varchar(30)')
        .execute();
      // The worker's question: which pending mails are due? The admin's: which ones failed?
      await db.schema
        .createIndex('mail_outbox_due_idx')
        .on('mail_outbox')
        .columns(['state', 'next_attempt_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mail_outbox').execute();
    },
  };
}

import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Messages sent with the contact form (issue 12): kept even when the mail to the support address
 * fails or no support address is configured. `handled_at` is set once someone has answered.
 */
export function contactMessagesMigration(dialect: DatabaseDialect): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', id, pk)
        .addColumn('name', 'varchar(120)', (c) => c.notNull())
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('handled_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('contact_messages_created_idx')
        .on('contact_messages')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contact_messages').execute();
    },
  };
}

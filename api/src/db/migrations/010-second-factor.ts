import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * A second factor (TOTP, RFC 6238) per account (issue 28): its secret while it is being set up
 * (`pending_secret`) and once confirmed (`secret`, `enabled_at`), and the last time step a code
 * was accepted for, so each code works once. Recovery codes are kept as SHA-256 hashes, each
 * with the time it was used.
 */
export function secondFactorMigration(dialect: DatabaseDialect): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const pk = (c: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('second_factors')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('secret', 'varchar(64)')
        .addColumn('pending_secret', 'varchar(64)')
        .addColumn('last_step', 'integer')
        .addColumn('enabled_at', 'varchar(30)')
        .execute();
      await db.schema
        .createTable('recovery_codes')
        .addColumn('id', id, pk)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('recovery_codes_user_idx')
        .on('recovery_codes')
        .columns(['user_id', 'code_hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('recovery_codes').execute();
      await db.schema.dropTable('second_factors').execute();
    },
  };
}

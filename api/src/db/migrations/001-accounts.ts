import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

export function accountsMigration(dialect: DatabaseDialect): Migration {
  const idColumn = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', idColumn, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'varchar(254)', (c) => c.notNull())
        .addColumn('email_key', 'varchar(254)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('role', 'varchar(16)', (c) =>
          c.notNull().check(sql`role in ('owner', 'investor', 'user', 'admin')`),
        )
        .addColumn('state', 'varchar(16)', (c) =>
          c.notNull().check(sql`state in ('pending', 'active', 'disabled')`),
        )
        .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('en'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('owner_profiles')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('photo_key', 'varchar(200)')
        .addColumn('photo_url', 'varchar(300)')
        .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('birth_date', 'varchar(10)')
        .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('investor_profiles')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('birth_date', 'varchar(10)')
        .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('revoked_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('one_time_tokens')
        .addColumn('id', idColumn, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(20)', (c) =>
          c.notNull().check(sql`purpose in ('activation', 'email-change', 'password-reset')`),
        )
        .addColumn('token_hash', 'varchar(128)', (c) => c.notNull())
        .addColumn('new_email', 'varchar(254)')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('one_time_tokens_hash_idx')
        .on('one_time_tokens')
        .column('token_hash')
        .execute();
      await db.schema
        .createIndex('one_time_tokens_user_purpose_idx')
        .on('one_time_tokens')
        .columns(['user_id', 'purpose'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['one_time_tokens', 'sessions', 'investor_profiles', 'owner_profiles', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}

import type { Kysely, Migration } from 'kysely';
import type { DatabaseDialect } from '../database.js';

/**
 * Owner insights (issue 30; docs/decisions.md, "Owner insights (issue 30)"): what the public pages
 * count, and nothing about who.
 *
 * - `insights_daily`: one row per item (a project or a bazaar), day (Hebron, `YYYY-MM-DD`) and
 *   metric (`view` or a tap channel), with its count. Only these totals are kept.
 * - `insights_salts`: the day's random salt; a day's row is deleted once the day is over.
 * - `insights_seen`: the keyed hashes (HMAC-SHA256 under the day's salt) of who was counted today,
 *   so a visitor counts once a page a day; deleted with the day. No address, no user agent.
 */
export function insightsMigration(_dialect: DatabaseDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('insights_daily')
        .addColumn('kind', 'varchar(10)', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('metric', 'varchar(10)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('insights_daily_pk', ['kind', 'item_id', 'day', 'metric'])
        .execute();
      // The admin's weeks read every item's days.
      await db.schema.createIndex('insights_daily_day_idx').on('insights_daily').columns(['day']).execute();
      await db.schema
        .createTable('insights_salts')
        .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
        .addColumn('salt', 'varchar(64)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('insights_seen')
        .addColumn('day', 'varchar(10)', (c) => c.notNull())
        .addColumn('hash', 'varchar(64)', (c) => c.notNull())
        .addPrimaryKeyConstraint('insights_seen_pk', ['day', 'hash'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('insights_seen').execute();
      await db.schema.dropTable('insights_salts').execute();
      await db.schema.dropTable('insights_daily').execute();
    },
  };
}

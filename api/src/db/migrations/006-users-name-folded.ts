import { sql, type Kysely, type Migration } from 'kysely';
import { foldPersonName } from '../../http/paging.js';

/**
 * The owners' search (GET /owners?q=) compares names as the projects' and events' searches do,
 * folded by `foldForSearch` (Arabic without diacritics, the usual spelling variants): each user
 * gets "first last" folded, filled in here for the users already there. The folding is
 * JavaScript, so the rows are read and written back one by one.
 */
export function usersNameFoldedMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('name_folded', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const { rows } = await sql<{ id: number; first_name: string; last_name: string }>`
        select id, first_name, last_name from users
      `.execute(db);
      for (const row of rows) {
        const folded = foldPersonName(row.first_name, row.last_name);
        if (folded === '') continue;
        await sql`update users set name_folded = ${folded} where id = ${row.id}`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('name_folded').execute();
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';
import { foldCategories } from '../../http/paging.js';

/**
 * The category filter of the projects and events lists (issue 12): each table gets its categories
 * folded as `q` folds names (`foldCategories`), filled in here for the rows already there. The
 * folding is JavaScript (Arabic spellings, NFKC), so the rows are read and written back one by one;
 * the tables hold hundreds of rows, not millions.
 */
export function categoriesFoldedMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['projects', 'events']) {
        await db.schema
          .alterTable(table)
          .addColumn('categories_folded', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
        const { rows } = await sql<{ id: number; categories: string | null }>`
          select id, categories from ${sql.table(table)} where categories is not null
        `.execute(db);
        for (const row of rows) {
          const folded = foldCategories(parseCategories(row.categories));
          if (folded === '') continue;
          await sql`update ${sql.table(table)} set categories_folded = ${folded} where id = ${row.id}`.execute(
            db,
          );
        }
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['projects', 'events']) {
        await db.schema.alterTable(table).dropColumn('categories_folded').execute();
      }
    },
  };
}

function parseCategories(text: string | null): string[] {
  if (text === null) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

import type { ReportKind } from '@rowad/shared/schemas';
import { paths } from '@rowad/shared/paths';
import type { Kysely } from 'kysely';
import type { Database, Language, Timestamp } from '../../db/schema.js';

/**
 * A reportable item as the queue shows it and the report call checks it: what the public sees
 * (title, text, the public page's path), who wrote it, and whether the public may see it now.
 */
export interface Target {
  kind: ReportKind;
  id: number;
  title: string;
  text: string;
  link: string;
  /** The account that wrote it (the comment's author, the project's or profile's owner); null for a bazaar. */
  author: { id: number; name: string; firstName: string; email: string; language: Language } | null;
  hiddenAt: Timestamp | null;
  /** Whether a guest sees it now: public (published, active owner) and not hidden, nor its project. */
  public: boolean;
}

/** The table each kind of item lives in and the column naming it: `hidden_at` is set on that row. */
export const ITEM_TABLES = {
  comment: { table: 'comments', id: 'id' },
  project: { table: 'projects', id: 'id' },
  event: { table: 'events', id: 'id' },
  owner: { table: 'owner_profiles', id: 'user_id' },
} as const satisfies Record<ReportKind, { table: keyof Database; id: string }>;

type Author = {
  author_id: number;
  first_name: string;
  last_name: string;
  email: string;
  language: Language;
};

const authorOf = (row: Author): Target['author'] => ({
  id: row.author_id,
  name: `${row.first_name} ${row.last_name}`.trim(),
  firstName: row.first_name,
  email: row.email,
  language: row.language,
});

/**
 * The items of one kind by id, whether public or not (missing ids are left out): one query per
 * call, so a page of the queue reads at most one query per kind.
 */
export async function loadTargets(
  db: Kysely<Database>,
  kind: ReportKind,
  ids: readonly number[],
): Promise<Map<number, Target>> {
  const found = new Map<number, Target>();
  if (ids.length === 0) return found;
  const unique = [...new Set(ids)];
  const userColumns = ['u.id as author_id', 'u.first_name', 'u.last_name', 'u.email', 'u.language'] as const;
  if (kind === 'comment') {
    const rows = await db
      .selectFrom('comments as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.comment', 'c.hidden_at', 'p.id as project_id', 'p.name', 'p.published_at'])
      .select('p.hidden_at as project_hidden_at')
      .select(userColumns)
      .where('c.id', 'in', unique)
      .execute();
    for (const row of rows) {
      found.set(row.id, {
        kind,
        id: row.id,
        title: row.name ?? '',
        text: row.comment,
        link: paths.project(row.project_id),
        author: authorOf(row),
        hiddenAt: row.hidden_at,
        public: row.published_at !== null && row.project_hidden_at === null && row.hidden_at === null,
      });
    }
  } else if (kind === 'project') {
    const rows = await db
      .selectFrom('projects as p')
      .innerJoin('users as u', 'u.id', 'p.owner_id')
      .select(['p.id', 'p.name', 'p.description', 'p.hidden_at', 'p.published_at'])
      .select(userColumns)
      .where('p.id', 'in', unique)
      .execute();
    for (const row of rows) {
      found.set(row.id, {
        kind,
        id: row.id,
        title: row.name ?? '',
        text: row.description ?? '',
        link: paths.project(row.id),
        author: authorOf(row),
        hiddenAt: row.hidden_at,
        public: row.published_at !== null && row.hidden_at === null,
      });
    }
  } else if (kind === 'event') {
    const rows = await db
      .selectFrom('events')
      .select(['id', 'name', 'description', 'hidden_at'])
      .where('id', 'in', unique)
      .execute();
    for (const row of rows) {
      found.set(row.id, {
        kind,
        id: row.id,
        title: row.name,
        text: row.description,
        link: paths.event(row.id),
        author: null,
        hiddenAt: row.hidden_at,
        public: row.hidden_at === null,
      });
    }
  } else {
    const rows = await db
      .selectFrom('owner_profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.user_id as id', 'p.bio', 'p.hidden_at', 'u.role', 'u.state'])
      .select(userColumns)
      .where('p.user_id', 'in', unique)
      .execute();
    for (const row of rows) {
      const author = authorOf(row);
      found.set(row.id, {
        kind,
        id: row.id,
        title: author?.name ?? '',
        text: row.bio,
        link: paths.owner(row.id),
        author,
        hiddenAt: row.hidden_at,
        public: row.role === 'owner' && row.state === 'active' && row.hidden_at === null,
      });
    }
  }
  return found;
}

/**
 * Sets `hidden_at` on the item's row while it is visible, or clears it; answers whether the row
 * changed (a second hide of a hidden item changes nothing).
 */
export async function setHidden(
  db: Kysely<Database>,
  kind: ReportKind,
  id: number,
  hiddenAt: Timestamp | null,
): Promise<boolean> {
  const { table, id: column } = ITEM_TABLES[kind];
  // The four tables share the column; Kysely cannot type a table chosen at run time.
  const result = await (
    db as unknown as Kysely<Record<string, { hidden_at: Timestamp | null; id: number; user_id: number }>>
  )
    .updateTable(table)
    .set({ hidden_at: hiddenAt })
    .where(column, '=', id)
    .where('hidden_at', hiddenAt === null ? 'is not' : 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

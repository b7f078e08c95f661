import type { Kysely } from 'kysely';
import { openDatabaseMigratedTo } from '../../test-support/migrated-database.js';
import { migrateToLatest, type DatabaseConnection } from '../database.js';
import type { Database } from '../schema.js';

// By code, not by class: a SqliteError may come from another test file's realm (better-sqlite3's
// native part keeps the first error constructor it was given), where instanceof Error fails.
const UNIQUE_VIOLATION = expect.stringMatching(/^(SQLITE_CONSTRAINT_UNIQUE|23505)$/);

let connection: DatabaseConnection;
let db: Kysely<Database>;
let close: () => Promise<void>;

// The schema as it was before one rating per user and project.
beforeEach(async () => {
  ({ connection, db, close } = await openDatabaseMigratedTo('002-projects-events'));
});
afterEach(() => close());

async function aUser(email: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      email,
      email_key: email,
      password_hash: 'x',
      first_name: 'A',
      last_name: 'B',
      role: 'user',
      state: 'active',
      language: 'en',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function aProject(ownerId: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('projects')
    .values({ owner_id: ownerId, published_at: now, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const aComment = (projectId: number, userId: number, comment: string, updatedAt: string) => ({
  project_id: projectId,
  user_id: userId,
  comment,
  rate: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: updatedAt,
});

describe('migration 003-one-rating-per-user', () => {
  it('keeps the newest of duplicate ratings, then refuses a second one per user and project', async () => {
    const owner = await aUser('owner@example.ps');
    const rater = await aUser('rater@example.ps');
    const other = await aUser('other@example.ps');
    const project = await aProject(owner);
    const second = await aProject(owner);
    await db
      .insertInto('comments')
      .values([
        aComment(project, rater, 'old', '2026-01-01T00:00:00.000Z'),
        aComment(project, rater, 'newest', '2026-03-01T00:00:00.000Z'),
        aComment(project, rater, 'middle', '2026-02-01T00:00:00.000Z'),
        aComment(project, other, 'alone', '2026-01-01T00:00:00.000Z'),
        aComment(second, rater, 'elsewhere', '2026-01-01T00:00:00.000Z'),
      ])
      .execute();

    expect(await migrateToLatest(connection)).toContain('003-one-rating-per-user');

    const left = await db.selectFrom('comments').select('comment').orderBy('comment').execute();
    expect(left.map((row) => row.comment)).toEqual(['alone', 'elsewhere', 'newest']);
    await expect(
      db
        .insertInto('comments')
        .values(aComment(project, other, 'again', '2026-04-01T00:00:00.000Z'))
        .execute(),
    ).rejects.toMatchObject({ code: UNIQUE_VIOLATION });
  });
});

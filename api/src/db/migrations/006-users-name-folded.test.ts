import type { Kysely } from 'kysely';
import { openDatabaseMigratedTo } from '../../test-support/migrated-database.js';
import { migrateToLatest, type DatabaseConnection } from '../database.js';
import type { Database } from '../schema.js';

let connection: DatabaseConnection;
let db: Kysely<Database>;
let close: () => Promise<void>;

// The schema as it was before the owners' search folded names.
beforeEach(async () => {
  ({ connection, db, close } = await openDatabaseMigratedTo('005-categories-folded'));
});
afterEach(() => close());

const now = '2026-01-01T00:00:00.000Z';

describe('migration 006-users-name-folded', () => {
  it('folds the names of the users already there', async () => {
    const user = (email: string, first: string, last: string) => ({
      email,
      email_key: email,
      password_hash: 'x',
      first_name: first,
      last_name: last,
      role: 'owner' as const,
      state: 'active' as const,
      language: 'en' as const,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('users')
      .values([
        user('a@example.ps', 'أَحمد', 'الجعبرى'),
        user('b@example.ps', 'Ahmad', ' QAWASMI '),
        user('c@example.ps', '', ''),
      ])
      .execute();

    expect(await migrateToLatest(connection)).toContain('006-users-name-folded');

    const rows = await db.selectFrom('users').select('name_folded').orderBy('id').execute();
    expect(rows.map((row) => row.name_folded)).toEqual(['احمد الجعبري', 'ahmad qawasmi', '']);
  });
});

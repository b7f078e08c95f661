import type { Kysely } from 'kysely';
import { openDatabaseMigratedTo } from '../../test-support/migrated-database.js';
import { migrateToLatest, type DatabaseConnection } from '../database.js';
import type { Database } from '../schema.js';

let connection: DatabaseConnection;
let db: Kysely<Database>;
let close: () => Promise<void>;

// The schema as it was before the category filter.
beforeEach(async () => {
  ({ connection, db, close } = await openDatabaseMigratedTo('004-contact-messages'));
});
afterEach(() => close());

const now = '2026-01-01T00:00:00.000Z';

describe('migration 005-categories-folded', () => {
  it('folds the categories of the projects and events already there', async () => {
    const { id: owner } = await db
      .insertInto('users')
      .values({
        email: 'owner@example.ps',
        email_key: 'owner@example.ps',
        password_hash: 'x',
        first_name: 'A',
        last_name: 'B',
        role: 'owner',
        state: 'active',
        language: 'en',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Written as the tables were before 005: without categories_folded (hence the casts).
    await db
      .insertInto('projects')
      .values([
        {
          owner_id: owner,
          categories: JSON.stringify(['Food', ' مَأكولات ']),
          created_at: now,
          updated_at: now,
        },
        { owner_id: owner, categories: null, created_at: now, updated_at: now },
      ] as never)
      .execute();
    await db
      .insertInto('events')
      .values({
        name: 'Bazaar',
        name_folded: 'bazaar',
        description: '',
        city: 'Hebron',
        street: '',
        start_date: '2026-04-10',
        end_date: '2026-04-11',
        categories: JSON.stringify(['CRAFTS']),
        kind: 'physical',
        capacity: null,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();

    expect(await migrateToLatest(connection)).toContain('005-categories-folded');

    const folded = await db.selectFrom('projects').select('categories_folded').orderBy('id').execute();
    expect(folded.map((row) => row.categories_folded)).toEqual(['\nfood\nماكولات\n', '']);
    const events = await db.selectFrom('events').select('categories_folded').execute();
    expect(events.map((row) => row.categories_folded)).toEqual(['\ncrafts\n']);
  });
});

import type { Kysely } from 'kysely';
import { openDatabaseMigratedTo } from '../../test-support/migrated-database.js';
import { migrateToLatest, type DatabaseConnection } from '../database.js';
import type { AccountState, Database } from '../schema.js';

let connection: DatabaseConnection;
let db: Kysely<Database>;
let close: () => Promise<void>;

// The schema as it was before the admin could disable and enable accounts.
beforeEach(async () => {
  ({ connection, db, close } = await openDatabaseMigratedTo('006-users-name-folded'));
});
afterEach(() => close());

const now = '2026-01-01T00:00:00.000Z';
const user = (email: string, state: AccountState) => ({
  email,
  email_key: email,
  password_hash: 'x',
  first_name: 'Amal',
  last_name: 'Tamimi',
  role: 'owner' as const,
  state,
  language: 'en' as const,
  created_at: now,
  updated_at: now,
});

describe('migration 007-account-disabling', () => {
  it('remembers active as the state to go back to for accounts disabled already, nothing for the others', async () => {
    await db
      .insertInto('users')
      .values([
        user('a@example.ps', 'active'),
        user('b@example.ps', 'pending'),
        user('c@example.ps', 'disabled'),
      ])
      .execute();

    expect(await migrateToLatest(connection)).toContain('007-account-disabling');

    const rows = await db
      .selectFrom('users')
      .select(['state', 'state_before_disabled'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { state: 'active', state_before_disabled: null },
      { state: 'pending', state_before_disabled: null },
      { state: 'disabled', state_before_disabled: 'active' },
    ]);
  });

  it('refuses a state to go back to that is not pending or active', async () => {
    await migrateToLatest(connection);
    await db.insertInto('users').values(user('d@example.ps', 'active')).execute();
    await expect(
      db
        .updateTable('users')
        .set({ state_before_disabled: 'disabled' as 'active' })
        .execute(),
      // Matched by its message: the driver's error may come from another realm than this test's Error.
    ).rejects.toMatchObject({ message: expect.stringMatching(/check constraint/i) });
  });
});

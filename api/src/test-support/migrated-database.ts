import { Migrator, type Kysely } from 'kysely';
import { connectDatabase, type DatabaseConnection } from '../db/database.js';
import { migrationProvider } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import { createTestDatabase } from './test-database.js';

export interface MigratedDatabase {
  connection: DatabaseConnection;
  db: Kysely<Database>;
  /** Closes the connection and drops the database. */
  close: () => Promise<void>;
}

/**
 * A new test database (SQLite or PostgreSQL, as the Jest project says) with the migrations up to
 * and including `migration` applied: the schema as it was before a later migration, for that
 * migration's test to fill with old rows and then migrate to the latest.
 */
export async function openDatabaseMigratedTo(migration: string): Promise<MigratedDatabase> {
  const database = await createTestDatabase();
  const connection = connectDatabase({
    databaseUrl: database.env['DATABASE_URL'],
    dataDir: database.env['DATA_DIR']!,
  });
  const close = async () => {
    await connection.db.destroy();
    await database.drop();
  };
  const { error } = await new Migrator({
    db: connection.db,
    provider: migrationProvider(connection.dialect),
  }).migrateTo(migration);
  if (error) {
    await close();
    throw error;
  }
  return { connection, db: connection.db, close };
}

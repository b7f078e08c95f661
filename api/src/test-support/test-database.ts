import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

// The API suites run twice: on SQLite, and with TEST_DATABASE=postgres on the local server
// (FIELD-NOTES: 127.0.0.1:5432, trust auth). Each test app gets a database of its own, created
// here and dropped when the app closes, so no run depends on what another left behind.
const usePostgres = process.env.TEST_DATABASE === 'postgres';
const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** Variables for loadConfig: DATA_DIR always, DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  drop: () => Promise<void>;
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rowad-api-test-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!usePostgres) return { env: { DATA_DIR: dataDir }, drop: async () => removeDataDir() };

  const name = `rowad_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      removeDataDir();
    },
  };
}

export const testDialect = usePostgres ? 'postgres' : 'sqlite';

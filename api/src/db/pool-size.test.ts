import { sql } from 'kysely';
import { createTestDatabase, testDialect, type TestDatabase } from '../test-support/test-database.js';
import { connectDatabase } from './database.js';

// DATABASE_POOL_SIZE is how many PostgreSQL connections one process holds at most: with several
// processes behind the proxy, their sum must stay under the server's max_connections
// (docs/operations.md). SQLite has one connection and no pool.
const onPostgres = testDialect === 'postgres' ? describe : describe.skip;

onPostgres('the PostgreSQL pool', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  it('holds at most DATABASE_POOL_SIZE connections, however many queries wait', async () => {
    const { db } = connectDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR!,
      poolSize: 2,
    });
    try {
      const backends = await Promise.all(
        Array.from({ length: 6 }, () =>
          sql<{ pid: number }>`select pg_backend_pid() as pid from pg_sleep(0.05)`.execute(db),
        ),
      );
      const pids = new Set(backends.map((result) => result.rows[0]?.pid));
      expect(pids.size).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});

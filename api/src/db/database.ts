import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { createRequire } from 'node:module';
import type PgModule from 'pg';
import { migrationProvider } from './migrations/index.js';
import { withStatementCache } from './statement-cache.js';
import type { Database } from './schema.js';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** How long a request waits for a new PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 5_000;

// The PostgreSQL driver is loaded only when DATABASE_URL names one: an instance on the embedded
// SQLite file does not carry its ~15 MB (issue 16). Synchronous, as opening the database is.
const requireModule = createRequire(import.meta.url);

export interface DatabaseConnection {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

/** PostgreSQL when a URL is given, else the embedded SQLite file under dataDir. */
export function connectDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL connections at most (DATABASE_POOL_SIZE); 10, pg's own default, when not given. */
  poolSize?: number;
  /** Told when an idle PostgreSQL connection dies (a server restart): the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}): DatabaseConnection {
  if (options.databaseUrl) {
    const pg = requireModule('pg') as typeof PgModule;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that does not answer (a network cut) fails the request in seconds, answered 503,
      // instead of holding it until the client gives up. A refused connection fails at once.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Dead peers behind a NAT or a load balancer are noticed on idle connections too.
      keepAlive: true,
    });
    // Without a listener, an idle client's error would be an uncaught exception and end the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    // The pool listens to a client only while it is idle. One checked out (between the queries of a
    // transaction) whose server goes away emits 'error' too: its query fails with the same error
    // (answered 503), and the pool drops it when it comes back unqueryable; the event itself must
    // not end the process.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(options.dataDir, 'rowad.sqlite'));
  // WAL lets readers work while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
  };
}

/** Applies every pending migration; a failure stops the start with the migration's name. */
export async function migrateToLatest({ db, dialect }: DatabaseConnection): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

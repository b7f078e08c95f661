import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

const MAX_STATEMENTS = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a small indexed query.
 * The same SQL text always prepares to the same statement, so statements are kept (the most
 * recently used 500) and reused. Statements carry no bound values between runs.
 */
export function withStatementCache(database: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        // Re-inserting keeps the Map in least-recently-used order.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement as unknown as ReturnType<KyselySqliteDatabase['prepare']>;
    },
  };
}

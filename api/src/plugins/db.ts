import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { connectDatabase, migrateToLatest, type DatabaseDialect } from '../db/database.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DatabaseDialect;
  }
}

const IDLE_FAILURE_WARNING_INTERVAL_MS = 10_000;

/** Connects the database, brings its schema up to date before any request, closes it on shutdown. */
async function db(
  app: FastifyInstance,
  options: { databaseUrl: string | undefined; dataDir: string; poolSize: number },
) {
  // A server restart kills every idle connection at once: one warning per interval says so.
  let lastWarning = Number.NEGATIVE_INFINITY;
  let failedSinceWarning = 0;
  const connection = connectDatabase({
    ...options,
    onConnectionError: (error) => {
      failedSinceWarning += 1;
      if (Date.now() - lastWarning < IDLE_FAILURE_WARNING_INTERVAL_MS) return;
      app.log.warn(
        { err: error, failedConnections: failedSinceWarning },
        'idle database connections failed; the pool replaces them',
      );
      lastWarning = Date.now();
      failedSinceWarning = 0;
    },
  });
  try {
    const applied = await migrateToLatest(connection);
    if (applied.length > 0) app.log.info({ applied, dialect: connection.dialect }, 'database migrated');
  } catch (error) {
    await connection.db.destroy();
    throw error;
  }
  app.decorate('db', connection.db);
  app.decorate('dbDialect', connection.dialect);
  app.addHook('onClose', async () => connection.db.destroy());
}

export default fp(db, { name: 'db', fastify: '5.x' });

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

/** Connects the database, brings its schema up to date before any request, closes it on shutdown. */
async function db(app: FastifyInstance, options: { databaseUrl: string | undefined; dataDir: string }) {
  const connection = connectDatabase({
    ...options,
    onConnectionError: (error) => app.log.warn({ err: error }, 'an idle database connection failed'),
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

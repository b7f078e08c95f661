import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

// A folder that holds no build, so API tests never depend on whether `npm run build` has run.
const NO_WEB_BUILD = path.join(tmpdir(), `rowad-no-web-build-${process.pid}`);

/**
 * The real app on a test configuration, with a database of its own (SQLite, or a fresh
 * PostgreSQL database under TEST_DATABASE=postgres) that is dropped when the app closes.
 * Each test passes only the variables it is about; the developer's environment is not read.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  return buildTestAppOn(await createTestDatabase(), env, options);
}

/** The same, on a database the test made (and filled, e.g. by a restore); dropped at close too. */
export async function buildTestAppOn(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  try {
    // No demo data unless a test asks for it: tests start from an empty platform.
    const app = await buildApp(
      // No account is new (issue 31) unless a test says so: accounts are minutes old in tests.
      loadConfig({ WEB_ROOT: NO_WEB_BUILD, DEMO_DATA: '0', NEW_ACCOUNT_HOURS: '0', ...database.env, ...env }),
      options,
    );
    // Dropped once the app has closed its own connections, never under them.
    const close = app.close.bind(app);
    let closing: Promise<void> | undefined;
    Object.assign(app, {
      close: () => (closing ??= close().then(() => database.drop())),
    });
    return app;
  } catch (error) {
    await database.drop();
    throw error;
  }
}

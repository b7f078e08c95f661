import { fork } from 'node:child_process';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { mailDestination, readDemoSignIns, startBanner } from './logging/banner.js';
import { terminalLogStream } from './logging/terminal-log.js';
import { shouldSeed } from './modules/demo/seed.js';

// Stack traces in the log then point at the TypeScript sources instead of the bundle.
process.setSourceMapsEnabled(true);

const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * Before closing, new requests are answered 503 until none has come for DRAIN_QUIET_MS (a proxy
 * has then stopped sending here), for at most DRAIN_TIMEOUT_MS of SHUTDOWN_TIMEOUT_MS.
 */
const DRAIN_QUIET_MS = 500;
const DRAIN_TIMEOUT_MS = 5_000;

/** The argument of this same program run as the demo data seeder (see seedInChildProcess). */
const SEED_ONLY = '--seed-demo-data';
const seedOnly = process.argv.includes(SEED_ONLY);

/**
 * Seeds the demo data in a child process running this program with SEED_ONLY: drawing and
 * encoding the demo pictures loads the image library and leaves its threads' memory (about 80 MB)
 * in the process that did it. That process then ends, and the server starts small (issue 16).
 */
function seedInChildProcess(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, [SEED_ONLY], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`the demo data seeder stopped (${signal ?? `exit code ${code}`})`)),
    );
  });
}

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
// A person at a terminal reads lines; anything else (a file, a log shipper) gets pino's JSON.
const forPeople =
  config.logFormat === 'pretty' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
const logger = forPeople
  ? { level: 'info', stream: terminalLogStream(process.stdout, process.stdout.hasColors?.() === true) }
  : { level: 'info' };
const app = await buildApp(config, { logger, seedDemoData: seedOnly }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

if (seedOnly) {
  await app.close();
  process.exit(0);
}
if (await shouldSeed(app)) {
  // Without demo data the platform still works: say so and go on.
  await seedInChildProcess().catch((error: unknown) => app.log.error({ err: error }, 'demo data not seeded'));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    // Open keep-alive connections or a stuck request must not keep a stopped container alive.
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .drain({ quietMs: DRAIN_QUIET_MS, timeoutMs: DRAIN_TIMEOUT_MS })
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  if (forPeople) process.stdout.write(startBanner(config, readDemoSignIns(config.dataDir)));
  else
    app.log.info(
      { url: config.publicUrl, admin: config.admin?.email ?? null, mail: mailDestination(config) },
      'Rowad is running',
    );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}

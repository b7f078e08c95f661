import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';

// Stack traces in the log then point at the TypeScript sources instead of the bundle.
process.setSourceMapsEnabled(true);

const SHUTDOWN_TIMEOUT_MS = 10_000;

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
const app = await buildApp(config, { logger: { level: 'info' } }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    // Open keep-alive connections or a stuck request must not keep a stopped container alive.
    setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
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
  app.log.info(`Rowad is running at ${config.publicUrl}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}

// The API from its sources with the built web apps, for bench/pages: drawn pages kept as the
// platform keeps them (PAGE_CACHE=on) or drawn on every request (off: a page is kept 0 ms).
// Prints `listening <port>` once it answers; stops on SIGTERM.
import { buildApp } from '../../api/src/app.ts';
import { loadConfig } from '../../api/src/config.ts';

const dataDir = process.argv[2];
const cached = process.env.PAGE_CACHE !== 'off';
const app = await buildApp(
  loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    RATE_LIMITS: 'off',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  }),
  cached ? {} : { pageCache: { ttlMs: 0 } },
);
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

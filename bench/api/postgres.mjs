// A throwaway PostgreSQL database for one run, on the local server (trust authentication), so a
// developer's databases stay untouched and every run starts empty.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const SERVER_URL = 'postgres://postgres@127.0.0.1:5432';

async function onMaintenanceDatabase(sql) {
  const client = new pg.Client({
    connectionString: `${SERVER_URL}/postgres`,
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
  });
  // A dropped connection also rejects the pending query; without a listener it would crash us.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates rowad_bench_<random>. The caller must call drop(), also on error; it is safe to call
 * even if the creation failed halfway.
 * @returns {{ name: string, url: string, create: () => Promise<void>, drop: () => Promise<void> }}
 */
export function tempDatabase() {
  // Lower-case hex only, so the name needs no quoting rules beyond the double quotes.
  const name = `rowad_bench_${randomBytes(6).toString('hex')}`;
  return {
    name,
    url: `${SERVER_URL}/${name}`,
    create: () => onMaintenanceDatabase(`CREATE DATABASE "${name}"`),
    // FORCE: a connection the server left behind (killed mid-query) must not keep the database.
    drop: () => onMaintenanceDatabase(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

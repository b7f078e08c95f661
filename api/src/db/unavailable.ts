/**
 * Failures that say the database cannot be reached right now (a PostgreSQL restart, a network cut,
 * a SQLite file locked past its busy timeout), not that a query is wrong. The API answers them
 * 503 with Retry-After: the client tries again, and the connection pool replaces dead clients.
 */

/** Seconds a client is told to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

// Node's socket errors on the way to the server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL SQLSTATEs: admin_shutdown, crash_shutdown, cannot_connect_now (starting up or
// shutting down). Class 08 (connection exception) is matched by its prefix.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

// node-postgres reports a lost connection by message only.
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

function isUnavailableItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // better-sqlite3, once busy_timeout has passed: SQLITE_BUSY and its extended codes.
    if (/^SQLITE_BUSY(_|$)/.test(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) {
      return true;
    }
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/** True when the error, or one it wraps (`cause`, an AggregateError's errors), is the database away. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableItself(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

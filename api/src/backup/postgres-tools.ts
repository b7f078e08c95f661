import { spawn } from 'node:child_process';

/**
 * Runs pg_dump or pg_restore against DATABASE_URL. The password goes in PGPASSWORD, not on the
 * command line, where any user of the machine could read it in the process list.
 */
export function runPostgresTool(
  tool: 'pg_dump' | 'pg_restore',
  databaseUrl: string,
  args: string[],
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, '--dbname', url.toString()], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk;
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found: install PostgreSQL's client tools of the server's major version`,
            )
          : error,
      ),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (${signal ?? `exit code ${code}`}): ${errors.trim()}`));
    });
  });
}

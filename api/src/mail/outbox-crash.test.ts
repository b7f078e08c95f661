import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '../db/database.js';
import { startSmtpListener } from '../test-support/smtp-listener.js';
import { createTestDatabase, testDialect } from '../test-support/test-database.js';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const API_DIR = path.dirname(path.dirname(MAIN));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The API as production runs it, in a process of its own. */
function startApi(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: 'ignore',
  });
}

async function untilHealthy(port: number, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the API did not start within ${timeout} ms`);
    await sleep(50);
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

// Two API starts take several seconds: run once, on PostgreSQL, the database of several API
// processes (the claim and its lease are tested on both databases in outbox.test.ts).
const onPostgres = testDialect === 'postgres' ? describe : describe.skip;

onPostgres('a process killed while it sends a mail', () => {
  it('leaves the mail to the next process, which sends it with the same Message-ID once the claim passes', async () => {
    const database = await createTestDatabase();
    const slow = await startSmtpListener();
    const fast = await startSmtpListener();
    // The first server takes a mail, then never answers: the process is caught mid-send.
    slow.acceptDelayMs = 60_000;
    const port = await freePort();
    const env = {
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: '0',
      WEB_ROOT: path.join(tmpdir(), `rowad-no-web-build-${process.pid}`),
      SUPPORT_EMAIL: 'support@rowad.ps',
      MAIL_LEASE_MS: '3000',
    };
    let api: ChildProcess | undefined;
    const connection = connectDatabase({
      databaseUrl: database.env['DATABASE_URL'],
      dataDir: database.env['DATA_DIR']!,
    });
    try {
      api = startApi({ ...env, SMTP_URL: slow.url });
      await untilHealthy(port);
      const sent = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Huda',
          email: 'huda@example.ps',
          message: 'Still there after a crash?',
        }),
      });
      expect(sent.status).toBe(204);

      // Claimed, not yet sent: the worker is waiting for the slow server.
      const deadline = Date.now() + 5_000;
      let claimed: { message_id: string } | undefined;
      while (!claimed) {
        claimed = await connection.db
          .selectFrom('mail_outbox')
          .select('message_id')
          .where('state', '=', 'pending')
          .where('locked_until', 'is not', null)
          .executeTakeFirst();
        if (Date.now() > deadline) throw new Error('the mail was never claimed');
        if (!claimed) await sleep(20);
      }
      api.kill('SIGKILL');
      await exited(api);

      api = startApi({ ...env, SMTP_URL: fast.url });
      const received = await fast.waitFor((mail) => mail.to.includes('support@rowad.ps'), 15_000);
      expect(received.messageId).toBe(claimed.message_id);
      expect(received.subject).toBe('Contact form: Huda');
      // Marked sent once the server has taken it.
      const rows = () => connection.db.selectFrom('mail_outbox').select(['state', 'attempts']).execute();
      for (let tries = 0; tries < 100 && (await rows())[0]?.state !== 'sent'; tries += 1) await sleep(20);
      expect(await rows()).toEqual([{ state: 'sent', attempts: 0 }]);
    } finally {
      if (api) {
        api.kill('SIGKILL');
        await exited(api);
      }
      await connection.db.destroy();
      await Promise.all([slow.close(), fast.close()]);
      await database.drop();
    }
  }, 45_000);
});

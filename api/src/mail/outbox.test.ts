import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { ContactRepository } from '../modules/contact/repository.js';
import { bearer, clientAddress, logIn, registration, signUp } from '../test-support/accounts.js';
import {
  extractCode,
  extractLink,
  startSmtpListener,
  type SmtpListener,
} from '../test-support/smtp-listener.js';
import { buildTestApp } from '../test-support/test-app.js';
import { OutboxWorker, retryDelayMs } from './outbox-worker.js';
import { messageIdDomain } from './outbox.js';

const ADMIN = { ADMIN_EMAIL: 'admin@rowad.test', ADMIN_PASSWORD: 'admin-pass-1' };

type LogLine = Record<string, unknown> & { level: number; msg: string };

function capturedLogger() {
  const lines: LogLine[] = [];
  return {
    lines,
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
  };
}

/** A second app on the first one's database (and data folder): another API process. */
function sibling(app: FastifyInstance, env: Record<string, string>): Promise<FastifyInstance> {
  return buildApp(
    loadConfig({
      WEB_ROOT: app.config.webRoot,
      DEMO_DATA: '0',
      DATA_DIR: app.config.dataDir,
      ...(app.config.databaseUrl ? { DATABASE_URL: app.config.databaseUrl } : {}),
      ...env,
    }),
  );
}

/** Polls `check` until it holds, for at most `timeout` ms. */
async function until(check: () => Promise<boolean>, timeout = 3_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeout} ms`);
    await sleep(20);
  }
}

const mails = (app: FastifyInstance) => app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

function mailTo(to: string, subject = `About ${to}`) {
  return { to, subject, text: `Hello ${to}\n` };
}

let smtp: SmtpListener;
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.clear();
  smtp.refuseWith = undefined;
  smtp.acceptDelayMs = 0;
});

describe('the mail outbox', () => {
  it('queues a mail with the change that causes it and sends it with its Message-ID', async () => {
    const app = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_WORKER: 'off',
      SUPPORT_EMAIL: 'help@rowad.ps',
    });
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Huda', email: 'huda@example.ps', message: 'Hello there, a question.' },
      });
      expect(response.statusCode).toBe(204);
      // Answered without the mail server: the mail waits in the outbox, beside the stored message.
      const [queued] = await mails(app);
      expect(queued).toMatchObject({
        to: 'help@rowad.ps',
        state: 'pending',
        attempts: 0,
        reply_to: 'huda@example.ps',
      });
      expect(queued?.message_id).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
      expect(smtp.messages).toEqual([]);

      expect(await app.mailWorker.runOnce()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
      const received = await smtp.waitFor((mail) => mail.to.includes('help@rowad.ps'));
      expect(received.messageId).toBe(queued?.message_id);
      expect(received.replyTo).toBe('huda@example.ps');
      const [sent] = await mails(app);
      expect(sent).toMatchObject({ state: 'sent', attempts: 0, locked_until: null });
      expect(sent?.sent_at).not.toBeNull();
      expect((await app.mailWorker.runOnce()).claimed).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('keeps no code and no link of a delivered mail, only what the admin lists', async () => {
    const app = await buildTestApp({ SMTP_URL: smtp.url });
    try {
      const { email, password, token } = await signUp(app, smtp, { role: 'investor' });
      const activation = await smtp.waitFor((m) => m.to.includes(email) && /activate/i.test(m.subject));
      const secrets = [new URL(extractLink(activation, '/api/auth/activate')).searchParams.get('token')];

      const forgot = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress: clientAddress(),
      });
      expect(forgot.statusCode).toBe(200);
      secrets.push(
        extractCode(await smtp.waitFor((m) => m.to.includes(email) && /reset code/i.test(m.subject))),
      );

      const newEmail = `moved.${Date.now()}@example.ps`;
      const changed = await app.inject({
        method: 'PATCH',
        url: '/api/investor',
        headers: bearer(token),
        payload: { firstName: 'Amal', lastName: 'Tamimi', email: newEmail, currentPassword: password },
      });
      expect(changed.statusCode).toBe(200);
      const confirmation = await smtp.waitFor((m) => m.to.includes(newEmail));
      secrets.push(new URL(extractLink(confirmation, '/api/auth/confirm-email')).searchParams.get('token'));
      for (const secret of secrets) expect(secret?.length).toBeGreaterThanOrEqual(6);

      await until(async () => (await mails(app)).every((row) => row.state === 'sent'));
      const rows = await mails(app);
      expect(rows.map((row) => row.to).sort()).toEqual([email, email, email, newEmail].sort());
      for (const row of rows) {
        const stored = [row.subject, row.text, row.html, row.reply_to, row.last_error].join('\n');
        for (const secret of secrets) expect(stored, `sent mail ${row.subject}`).not.toContain(secret);
        expect(row).toMatchObject({ text: '', html: null, reply_to: null });
        expect(row.subject).not.toBe('');
      }
    } finally {
      await app.close();
    }
  });

  it('writes the mail to the outbox folder, with its Message-ID, when there is no SMTP server', async () => {
    const app = await buildTestApp({ MAIL_WORKER: 'off' });
    try {
      await app.mailOutbox.enqueue(mailTo('developer@example.ps', 'Read me from the folder'));
      expect(await app.mailWorker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      const folder = path.join(app.config.dataDir, 'outbox');
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(await readFile(path.join(folder, files[0]!)));
      expect(parsed.subject).toBe('Read me from the folder');
      expect(parsed.messageId).toBe((await mails(app))[0]?.message_id);
    } finally {
      await app.close();
    }
  });

  it('leaves no mail behind when the change fails: both are rolled back', async () => {
    const app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_WORKER: 'off' });
    try {
      const contact = new ContactRepository(app.db);
      await expect(
        app.mailOutbox.transaction(async (trx, queue) => {
          await contact
            .in(trx)
            .insert({ name: 'Huda', email: 'huda@example.ps', message: 'Hi', now: new Date().toISOString() });
          await queue(mailTo('support@rowad.ps'));
          throw new Error('the change failed after its mail was queued');
        }),
      ).rejects.toThrow('the change failed');

      expect(await app.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
      expect(await mails(app)).toEqual([]);
      expect((await app.mailWorker.runOnce()).claimed).toBe(0);
      expect(smtp.messages).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('rolls back a registration whose mail cannot be queued: no account without its activation mail', async () => {
    const app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_WORKER: 'off' });
    try {
      // The outbox refuses every row, as a full disk or a broken table would.
      await app.db.schema.dropTable('mail_outbox').execute();
      const account = registration();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: account,
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(500);
      expect(
        await app.db.selectFrom('users').select('email').where('email', '=', account.email).execute(),
      ).toEqual([]);
      expect(await app.db.selectFrom('one_time_tokens').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('keeps mails while the server refuses them, then delivers each exactly once when it is back', async () => {
    smtp.refuseWith = 421;
    const app = await buildTestApp({
      SMTP_URL: smtp.url,
      MAIL_RETRY_BASE_MS: '50',
      MAIL_RETRY_MAX_MS: '100',
      MAIL_POLL_MS: '20',
    });
    try {
      // The worker starts with the app (here ready without a request).
      await app.ready();
      for (let i = 1; i <= 5; i += 1) await app.mailOutbox.enqueue(mailTo(`reader${i}@example.ps`));
      // The worker keeps trying: every mail has failed at least once, none is lost.
      await until(async () => (await mails(app)).every((row) => row.attempts >= 2));
      expect(
        (await mails(app)).every((row) => row.state === 'pending' && row.last_error?.includes('421')),
      ).toBe(true);
      expect(smtp.messages).toEqual([]);

      smtp.refuseWith = undefined;
      for (let i = 1; i <= 5; i += 1) await smtp.waitFor((mail) => mail.to.includes(`reader${i}@example.ps`));
      // Every mail is marked sent, and the stopped worker has finished what it was doing: a second
      // copy would have come by now.
      await until(async () => (await mails(app)).every((row) => row.state === 'sent'));
      await app.mailWorker.stop();
      expect(smtp.messages.map((mail) => mail.to[0]).sort()).toEqual(
        [1, 2, 3, 4, 5].map((i) => `reader${i}@example.ps`),
      );
      expect((await mails(app)).map((row) => row.state)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    } finally {
      await app.close();
    }
  });

  it('sends after a restart what a process could not send while nothing listened for SMTP', async () => {
    const down = await startSmtpListener();
    const downUrl = down.url;
    await down.close();
    const first = await buildTestApp({ SMTP_URL: downUrl, MAIL_WORKER: 'off', MAIL_RETRY_BASE_MS: '1' });
    try {
      await first.mailOutbox.enqueue(mailTo('patient@example.ps'));
      expect(await first.mailWorker.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
      const [row] = await mails(first);
      expect(row?.last_error).toMatch(/ECONNREFUSED/);

      const second = await sibling(first, { SMTP_URL: smtp.url, MAIL_WORKER: 'off' });
      try {
        await sleep(5);
        expect(await second.mailWorker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
        const received = await smtp.waitFor((mail) => mail.to.includes('patient@example.ps'));
        expect(received.messageId).toBe(row?.message_id);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('waits longer after each failure, gives up after the last attempt, and lists the mail for the admin', async () => {
    smtp.refuseWith = 450;
    const { lines, logger } = capturedLogger();
    const app = await buildTestApp(
      {
        ...ADMIN,
        SMTP_URL: smtp.url,
        MAIL_WORKER: 'off',
        MAIL_MAX_ATTEMPTS: '3',
        MAIL_RETRY_BASE_MS: '60000',
        MAIL_RETRY_MAX_MS: '600000',
      },
      { logger },
    );
    try {
      await app.mailOutbox.enqueue(mailTo('unlucky@example.ps', 'Your project was approved'));
      const delays: number[] = [];
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const before = Date.now();
        expect(await app.mailWorker.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
        const [row] = await mails(app);
        expect(row).toMatchObject({ state: 'pending', attempts: attempt, locked_until: null });
        delays.push(Date.parse(row!.next_attempt_at) - before);
        // Not due yet: a pass leaves it alone.
        expect((await app.mailWorker.runOnce()).claimed).toBe(0);
        // Time passes: the mail is due.
        await app.db
          .updateTable('mail_outbox')
          .set({ next_attempt_at: new Date(0).toISOString() })
          .execute();
      }
      expect(delays[0]).toBeGreaterThanOrEqual(60_000);
      expect(delays[0]).toBeLessThan(61_000);
      expect(delays[1]).toBeGreaterThanOrEqual(120_000);
      expect(delays[1]).toBeLessThan(121_000);

      expect(await app.mailWorker.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
      const [failed] = await mails(app);
      expect(failed).toMatchObject({ state: 'failed', attempts: 3 });
      expect(failed?.last_error).toContain('450');
      expect((await app.mailWorker.runOnce()).claimed).toBe(0);
      const givenUp = lines.filter((line) => line.level === 50 && line['mailId'] === failed?.id);
      expect(givenUp).toHaveLength(1);
      expect(givenUp[0]?.msg).toMatch(/given up/);

      const admin = await logIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const listed = await app.inject({
        method: 'GET',
        url: '/api/admin/mail/failed',
        headers: bearer(admin),
      });
      expect(listed.statusCode).toBe(200);
      expect(listed.headers['x-total-count']).toBe('1');
      expect(listed.json()).toEqual([
        {
          id: failed?.id,
          to: 'unlucky@example.ps',
          subject: 'Your project was approved',
          attempts: 3,
          lastError: failed?.last_error,
          createdAt: failed?.created_at,
        },
      ]);

      smtp.refuseWith = undefined;
      // A retry whose audit entry cannot be written is not made (issue 28 Low 7).
      await app.db.schema.alterTable('audit_log').renameTo('audit_log_away').execute();
      const unaudited = await app.inject({
        method: 'POST',
        url: `/api/admin/mail/${failed?.id}/retry`,
        headers: bearer(admin),
      });
      await app.db.schema.alterTable('audit_log_away').renameTo('audit_log').execute();
      expect(unaudited.statusCode).toBe(500);
      expect((await mails(app))[0]).toMatchObject({ state: 'failed', attempts: 3 });

      const retried = await app.inject({
        method: 'POST',
        url: `/api/admin/mail/${failed?.id}/retry`,
        headers: bearer(admin),
      });
      expect(retried.statusCode).toBe(204);
      expect((await mails(app))[0]).toMatchObject({ state: 'pending', attempts: 0 });
      const log = await app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?kind=mail',
        headers: bearer(admin),
      });
      expect(log.statusCode).toBe(200);
      expect(log.json()).toMatchObject([
        {
          action: 'mail.retried',
          subjectType: 'mail',
          subjectId: failed?.id,
          subjectName: 'unlucky@example.ps',
          details: { subject: 'Your project was approved', attempts: 3, lastError: failed?.last_error },
        },
      ]);
      const again = await app.inject({
        method: 'POST',
        url: `/api/admin/mail/${failed?.id}/retry`,
        headers: bearer(admin),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'MAIL_NOT_FAILED' });
      const missing = await app.inject({
        method: 'POST',
        url: '/api/admin/mail/9999/retry',
        headers: bearer(admin),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'MAIL_NOT_FOUND' });

      expect(await app.mailWorker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      const received = await smtp.waitFor((mail) => mail.to.includes('unlucky@example.ps'));
      expect(received.messageId).toBe(failed?.message_id);
      const empty = await app.inject({
        method: 'GET',
        url: '/api/admin/mail/failed',
        headers: bearer(admin),
      });
      expect(empty.json()).toEqual([]);
      expect(empty.headers['x-total-count']).toBe('0');
    } finally {
      await app.close();
    }
  });

  it('pages the failed mails for admins only', async () => {
    const app = await buildTestApp({ ...ADMIN, SMTP_URL: smtp.url, MAIL_WORKER: 'off' });
    try {
      const now = new Date().toISOString();
      for (let i = 1; i <= 3; i += 1) {
        await app.db
          .insertInto('mail_outbox')
          .values({
            message_id: `<m${i}@rowad.test>`,
            to: `r${i}@example.ps`,
            subject: `Mail ${i}`,
            text: 'x',
            html: null,
            reply_to: null,
            state: 'failed',
            attempts: 10,
            next_attempt_at: now,
            locked_until: null,
            last_error: '550 No such user',
            created_at: now,
            sent_at: null,
          })
          .execute();
      }
      expect((await app.inject({ method: 'GET', url: '/api/admin/mail/failed' })).statusCode).toBe(401);
      const admin = await logIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const first = await app.inject({
        method: 'GET',
        url: '/api/admin/mail/failed?limit=2',
        headers: bearer(admin),
      });
      expect(first.headers['x-total-count']).toBe('3');
      expect((first.json() as { subject: string }[]).map((mail) => mail.subject)).toEqual([
        'Mail 3',
        'Mail 2',
      ]);
      const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
      expect(next).toBeDefined();
      const second = await app.inject({
        method: 'GET',
        url: next!,
        headers: bearer(admin),
      });
      expect((second.json() as { subject: string }[]).map((mail) => mail.subject)).toEqual(['Mail 1']);
    } finally {
      await app.close();
    }
  });

  it('never sends a mail twice when two API processes share the database', async () => {
    const first = await buildTestApp({ SMTP_URL: smtp.url, MAIL_WORKER: 'off' });
    try {
      const second = await sibling(first, { SMTP_URL: smtp.url, MAIL_WORKER: 'off' });
      try {
        const count = 40;
        for (let i = 0; i < count; i += 1) await first.mailOutbox.enqueue(mailTo(`many${i}@example.ps`));
        const drain = async (app: FastifyInstance) => {
          let sent = 0;
          for (;;) {
            const pass = await app.mailWorker.runOnce();
            if (pass.claimed === 0) return sent;
            sent += pass.sent;
          }
        };
        const [byFirst, bySecond] = await Promise.all([drain(first), drain(second)]);
        expect(byFirst + bySecond).toBe(count);
        await until(async () => smtp.messages.length >= count, 2_000);
        const ids = smtp.messages.map((mail) => mail.messageId);
        expect(new Set(ids).size).toBe(count);
        expect(new Set(smtp.messages.map((mail) => mail.to[0])).size).toBe(count);
        expect((await mails(first)).every((row) => row.state === 'sent')).toBe(true);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });

  it('sends a mail claimed by a worker that died once the claim has passed, with the same Message-ID', async () => {
    const app = await buildTestApp({ SMTP_URL: smtp.url, MAIL_WORKER: 'off' });
    try {
      await app.mailOutbox.enqueue(mailTo('orphan@example.ps'));
      // A worker claims the mail, then its process dies before sending it: it never comes back.
      const dying = new OutboxWorker({
        db: app.db,
        dialect: app.dbDialect,
        transport: { send: () => new Promise<void>(() => {}) },
        log: app.log,
        maxAttempts: 10,
        retryBaseMs: 1000,
        retryMaxMs: 1000,
        leaseMs: 300,
        pollMs: 1000,
      });
      const { rows } = await dying.claim();
      expect(rows).toHaveLength(1);

      // While the claim holds, no other worker takes the mail.
      expect((await app.mailWorker.runOnce()).claimed).toBe(0);
      await sleep(350);
      expect(await app.mailWorker.runOnce()).toMatchObject({ claimed: 1, sent: 1 });
      const received = await smtp.waitFor((mail) => mail.to.includes('orphan@example.ps'));
      expect(received.messageId).toBe(rows[0]?.message_id);
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base after each failure, up to the cap', () => {
    const settings = { retryBaseMs: 2_000, retryMaxMs: 600_000 };
    expect([1, 2, 3, 4, 8, 9, 10, 40].map((attempts) => retryDelayMs(attempts, settings))).toEqual([
      2_000, 4_000, 8_000, 16_000, 256_000, 512_000, 600_000, 600_000,
    ]);
  });
});

describe('messageIdDomain', () => {
  it('takes the domain of the From address', () => {
    expect(messageIdDomain('Rowad <no-reply@rowad.ps>')).toBe('rowad.ps');
    expect(messageIdDomain('no-reply@mail.example.com')).toBe('mail.example.com');
    expect(messageIdDomain('Rowad')).toBe('localhost');
  });
});

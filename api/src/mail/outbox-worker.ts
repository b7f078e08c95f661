import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseDialect } from '../db/database.js';
import type { Database, MailOutboxTable } from '../db/schema.js';
import type { Mailer } from '../plugins/mail.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface OutboxWorkerSettings {
  /** Attempts before a mail is given up as 'failed'. */
  maxAttempts: number;
  /** The wait after the first failed attempt; each further failure doubles it... */
  retryBaseMs: number;
  /** ...up to this. */
  retryMaxMs: number;
  /**
   * How long a claim keeps other workers off a mail. An attempt is cut off at half of it, so a
   * live worker always finishes (or gives up) before another may take the mail.
   */
  leaseMs: number;
  /** How often an idle worker looks for due mail (queued mail wakes it at once). */
  pollMs: number;
}

export interface OutboxWorkerOptions extends OutboxWorkerSettings {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  /** Where mails go: the SMTP server or the outbox folder (plugins/mail.ts). */
  transport: Mailer;
  log: FastifyBaseLogger;
  /** Mails claimed, and sent side by side, in one pass. */
  batchSize?: number;
  now?: () => Date;
}

export interface PassResult {
  claimed: number;
  sent: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Mails given up in this pass. */
  failed: number;
}

const LAST_ERROR_MAX = 1000;

/**
 * What a delivered mail keeps of its body: nothing. Its text carried a live reset code or an
 * activation or e-mail-change link, which must not stay readable in the database (issue 28, M4);
 * the admin lists only undelivered mails, by address and subject, and those keep their body until
 * they are sent. The row stays (address, subject, Message-ID, times) as a record of the sending.
 */
const SENT_BODY = { text: '', html: null, reply_to: null } as const;

/** The wait before the next attempt after `attempts` failed ones: base × 2^(attempts − 1), capped. */
export function retryDelayMs(
  attempts: number,
  settings: Pick<OutboxWorkerSettings, 'retryBaseMs' | 'retryMaxMs'>,
) {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** Math.min(exponent, 30));
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > LAST_ERROR_MAX ? `${text.slice(0, LAST_ERROR_MAX - 1)}…` : text;
}

/**
 * Sends the mails of `mail_outbox` (see mail/outbox.ts): claims the due ones, sends each through
 * the transport with its own Message-ID, marks it sent, or plans the next attempt.
 *
 * At least once: a mail is marked sent after the server accepted it, so a process that dies in
 * between leaves it claimed; once the claim (the lease) passes, another pass sends it again with
 * the same Message-ID, which lets a mail client recognise the copy. Several processes on one
 * PostgreSQL database never claim the same mail at once (FOR UPDATE SKIP LOCKED); on SQLite, the
 * claim is one conditional UPDATE, which the database's write lock makes atomic.
 */
export class OutboxWorker {
  private readonly batchSize: number;
  private readonly now: () => Date;
  private running = false;
  private loop: Promise<void> | undefined;
  private woken = false;
  private wake: (() => void) | undefined;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.batchSize = options.batchSize ?? 5;
    this.now = options.now ?? (() => new Date());
  }

  /** Starts polling in the background; `stop` ends it. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops polling and waits for the pass under way (its attempts are bounded by half the lease). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    this.loop = undefined;
  }

  /** Mail was queued: look now rather than at the next poll. */
  nudge(): void {
    this.woken = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    let failedPasses = 0;
    while (this.running) {
      let claimed = 0;
      try {
        ({ claimed } = await this.runOnce());
        failedPasses = 0;
      } catch (error) {
        // The database may be restarting: try again later, less often while it keeps failing.
        failedPasses += 1;
        if (isDatabaseUnavailable(error)) {
          this.options.log.warn(
            { err: error, failedPasses },
            'the mail outbox pass failed: the database is away',
          );
        } else {
          this.options.log.error({ err: error, failedPasses }, 'the mail outbox pass failed');
        }
      }
      if (!this.running) break;
      if (failedPasses > 0) await this.idle(Math.min(this.options.pollMs * 2 ** failedPasses, 30_000));
      else if (claimed === 0) await this.idle(this.options.pollMs);
    }
  }

  private idle(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = undefined;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /** One pass: claims up to a batch of due mails and tries each once. Tests call it directly. */
  async runOnce(): Promise<PassResult> {
    const { rows, lease } = await this.claim();
    const outcomes = await Promise.all(rows.map((row) => this.attempt(row, lease)));
    return {
      claimed: rows.length,
      sent: outcomes.filter((outcome) => outcome === 'sent').length,
      retrying: outcomes.filter((outcome) => outcome === 'retrying').length,
      failed: outcomes.filter((outcome) => outcome === 'failed').length,
    };
  }

  /**
   * Claims up to a batch of pending mails that are due and not claimed by a live worker: sets
   * their `locked_until` to now + lease. Returns the rows and that lease (the claim's token).
   */
  async claim(): Promise<{ rows: OutboxRow[]; lease: string }> {
    const nowDate = this.now();
    const now = nowDate.toISOString();
    const lease = new Date(nowDate.getTime() + this.options.leaseMs).toISOString();
    const { db } = this.options;

    if (this.options.dialect === 'postgres') {
      const rows = await db.transaction().execute(async (trx) => {
        const due = await trx
          .selectFrom('mail_outbox')
          .selectAll()
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(this.batchSize)
          // Rows another worker is claiming right now are passed over, not waited for.
          .forUpdate()
          .skipLocked()
          .execute();
        if (due.length === 0) return [];
        await trx
          .updateTable('mail_outbox')
          .set({ locked_until: lease })
          .where(
            'id',
            'in',
            due.map((row) => row.id),
          )
          .execute();
        return due.map((row) => ({ ...row, locked_until: lease }));
      });
      return { rows, lease };
    }

    // SQLite: one statement, atomic under the database's single write lock (even across processes).
    const rows = await db
      .updateTable('mail_outbox')
      .set({ locked_until: lease })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', now)
          .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<=', now)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(this.batchSize),
      )
      .returningAll()
      .execute();
    return { rows, lease };
  }

  private async attempt(row: OutboxRow, lease: string): Promise<'sent' | 'retrying' | 'failed' | 'lost'> {
    const { db, log } = this.options;
    try {
      await this.sendWithin(row, Math.max(1, Math.floor(this.options.leaseMs / 2)));
    } catch (error) {
      return this.recordFailure(row, lease, error);
    }
    const result = await db
      .updateTable('mail_outbox')
      .set({
        state: 'sent',
        sent_at: this.now().toISOString(),
        locked_until: null,
        last_error: null,
        ...SENT_BODY,
      })
      .where('id', '=', row.id)
      .where('locked_until', '=', lease)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return 'sent';
    // Only when this attempt outlived its lease: another worker may have sent the mail as well.
    log.warn({ mailId: row.id, messageId: row.message_id }, 'a mail was sent after its claim had passed');
    return 'lost';
  }

  private sendWithin(row: OutboxRow, timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    const sending = this.options.transport.send({
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html === null ? {} : { html: row.html }),
      ...(row.reply_to === null ? {} : { replyTo: row.reply_to }),
      messageId: row.message_id,
    });
    // A send cut off by the timeout may still settle later: its outcome no longer matters.
    sending.catch(() => {});
    return Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
  }

  private async recordFailure(row: OutboxRow, lease: string, error: unknown) {
    const { db, log, maxAttempts } = this.options;
    const attempts = row.attempts + 1;
    const lastError = describe(error);
    const giveUp = attempts >= maxAttempts;
    const nowMs = this.now().getTime();
    await db
      .updateTable('mail_outbox')
      .set({
        attempts,
        last_error: lastError,
        locked_until: null,
        ...(giveUp
          ? { state: 'failed' as const }
          : { next_attempt_at: new Date(nowMs + retryDelayMs(attempts, this.options)).toISOString() }),
      })
      .where('id', '=', row.id)
      .where('locked_until', '=', lease)
      .execute();
    if (giveUp) {
      log.error(
        { mailId: row.id, messageId: row.message_id, to: row.to, subject: row.subject, attempts, lastError },
        'a mail could not be sent and was given up: an admin can retry it',
      );
      return 'failed' as const;
    }
    log.warn({ mailId: row.id, attempts, lastError }, 'a mail attempt failed; it will be tried again');
    return 'retrying' as const;
  }
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { MailMessage } from '../plugins/mail.js';

/** A mail given up, as an admin's retry records it. */
export interface FailedMail {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
}

/** Queues a mail inside the transaction it was handed with. */
export type QueueMail = (message: MailMessage) => Promise<void>;

/** The domain of the From address (`Rowad <no-reply@rowad.ps>` gives rowad.ps), for Message-IDs. */
export function messageIdDomain(from: string): string {
  const match = /@([^\s<>@]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/**
 * The durable side of sending mail (issue 16): a mail is a row of `mail_outbox`, written in the
 * transaction of the change that causes it, so both happen or neither does. The outbox worker
 * (outbox-worker.ts) sends it afterwards; a request never waits for the mail server.
 */
export class MailOutbox {
  private readonly domain: string;

  constructor(
    private readonly deps: {
      db: Kysely<Database>;
      /** The From header; its domain ends every Message-ID. */
      from: string;
      /** Told after a commit that queued mail, so the worker sends it now rather than at its next poll. */
      onQueued?: () => void;
      now?: () => Date;
    },
  ) {
    this.domain = messageIdDomain(deps.from);
  }

  /**
   * Runs `work` in one transaction of `db` (the caller's when it already is one); the mails it
   * queues are written in that transaction, and the worker is told once it has committed.
   */
  async transaction<T>(work: (trx: Kysely<Database>, queue: QueueMail) => Promise<T>): Promise<T> {
    let queued = 0;
    const result = await inTransaction(this.deps.db, (trx) =>
      work(trx, async (message) => {
        await this.insert(trx, message);
        queued += 1;
      }),
    );
    if (queued > 0) this.deps.onQueued?.();
    return result;
  }

  /** Queues one mail on its own, for a flow that changes nothing else. */
  async enqueue(message: MailMessage): Promise<void> {
    await this.transaction((_trx, queue) => queue(message));
  }

  /** Mails given up after their last attempt, newest first (the admin's list). */
  async listFailed(limit: number, afterId?: number) {
    let query = this.deps.db
      .selectFrom('mail_outbox')
      .select(['id', 'to', 'subject', 'attempts', 'last_error', 'created_at'])
      .where('state', '=', 'failed')
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (afterId !== undefined) query = query.where('id', '<', afterId);
    const rows = await query.execute();
    return {
      items: rows.slice(0, limit).map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: row.created_at,
      })),
      nextAfterId: rows.length > limit ? rows[limit - 1]?.id : undefined,
    };
  }

  async countFailed(): Promise<number> {
    const row = await this.deps.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('state', '=', 'failed')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Queues a failed mail again, due now, with its attempts counted from zero (its Message-ID
   * kept). 'not-failed': it is pending or sent (someone retried it meanwhile).
   */
  async retry(
    id: number,
    /** Written in the retry's transaction, with the mail as it was: the retry is kept only with it. */
    record?: (trx: Kysely<Database>, failed: FailedMail) => Promise<void>,
  ): Promise<'retried' | 'not-found' | 'not-failed'> {
    const now = (this.deps.now?.() ?? new Date()).toISOString();
    const retried = await inTransaction(this.deps.db, async (trx) => {
      const failed = await trx
        .selectFrom('mail_outbox')
        .select(['id', 'to', 'subject', 'attempts', 'last_error'])
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      if (!failed) return false;
      const result = await trx
        .updateTable('mail_outbox')
        .set({ state: 'pending', attempts: 0, next_attempt_at: now, locked_until: null })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      // Another admin's retry between the read and the write: theirs is the one recorded.
      if (Number(result.numUpdatedRows) !== 1) return false;
      await record?.(trx, {
        id: failed.id,
        to: failed.to,
        subject: failed.subject,
        attempts: failed.attempts,
        lastError: failed.last_error,
      });
      return true;
    });
    if (retried) {
      this.deps.onQueued?.();
      return 'retried';
    }
    const found = await this.deps.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return found ? 'not-failed' : 'not-found';
  }

  private async insert(trx: Kysely<Database>, message: MailMessage): Promise<void> {
    const now = (this.deps.now?.() ?? new Date()).toISOString();
    await trx
      .insertInto('mail_outbox')
      .values({
        message_id: message.messageId ?? `<${randomUUID()}@${this.domain}>`,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        reply_to: message.replyTo ?? null,
        state: 'pending',
        attempts: 0,
        next_attempt_at: now,
        locked_until: null,
        last_error: null,
        created_at: now,
        sent_at: null,
      })
      .execute();
  }
}

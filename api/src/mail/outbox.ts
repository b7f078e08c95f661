import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import type { MailMessage } from '../plugins/mail.js';

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

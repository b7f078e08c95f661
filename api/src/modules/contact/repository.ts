import type { Kysely, Selectable } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema.js';
import { pageOf, type Page } from '../../http/paging.js';
import { AuditRepository } from '../admin/audit-repository.js';

/** A message sent with the contact form, as stored. */
export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
}

/** Which messages a list shows: not handled yet, handled, or both. */
export type MessageState = 'open' | 'handled' | 'all';

function toMessage(row: Selectable<ContactMessagesTable>): StoredContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.created_at,
    handledAt: row.handled_at,
  };
}

/** Contact form messages. The only place that changes that table (the admin summary counts it too). */
export class ContactRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** This repository on a transaction (`MailOutbox.transaction`): its calls join it. */
  in(trx: Kysely<Database>): ContactRepository {
    return new ContactRepository(trx);
  }

  async insert(message: { name: string; email: string; message: string; now: string }): Promise<number> {
    const row = await this.db
      .insertInto('contact_messages')
      .values({
        name: message.name,
        email: message.email,
        message: message.message,
        created_at: message.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A page of the messages in `state`, newest first. */
  async page(options: {
    state: MessageState;
    limit: number;
    afterId: number | undefined;
  }): Promise<Page<StoredContactMessage>> {
    let base = this.db.selectFrom('contact_messages');
    if (options.state === 'open') base = base.where('handled_at', 'is', null);
    if (options.state === 'handled') base = base.where('handled_at', 'is not', null);
    const { count } = await base
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    let page = base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.limit + 1);
    if (options.afterId !== undefined) page = page.where('id', '<', options.afterId);
    const rows = await page.execute();
    return pageOf(rows, options.limit, Number(count), toMessage);
  }

  async find(id: number): Promise<StoredContactMessage | undefined> {
    const row = await this.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toMessage(row);
  }

  /**
   * Marks a message handled and records who did, all or nothing. False when it was handled
   * already: of two admins marking it at once, one only succeeds.
   */
  async markHandled(id: number, adminId: number, now: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('contact_messages')
        .set({ handled_at: now })
        .where('id', '=', id)
        .where('handled_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await new AuditRepository(trx).record(
        { adminId, action: 'contact.handled', subjectType: 'contact', subjectId: id },
        now,
      );
      return true;
    });
  }
}

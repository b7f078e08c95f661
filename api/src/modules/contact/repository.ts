import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A message sent with the contact form, as stored. */
export interface StoredContactMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  handledAt: string | null;
}

/** Contact form messages. The only place that touches that table. */
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

  /** Every stored message, newest first. */
  async list(): Promise<StoredContactMessage[]> {
    const rows = await this.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: row.created_at,
      handledAt: row.handled_at,
    }));
  }
}

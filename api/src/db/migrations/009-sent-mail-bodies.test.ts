import type { Kysely } from 'kysely';
import { openDatabaseMigratedTo } from '../../test-support/migrated-database.js';
import { migrateToLatest, type DatabaseConnection } from '../database.js';
import type { Database } from '../schema.js';

let connection: DatabaseConnection;
let db: Kysely<Database>;
let close: () => Promise<void>;

// The schema as it was while delivered mails kept their bodies.
beforeEach(async () => {
  ({ connection, db, close } = await openDatabaseMigratedTo('008-mail-outbox'));
});
afterEach(() => close());

const now = '2026-01-01T00:00:00.000Z';
const mail = (to: string, state: 'pending' | 'sent' | 'failed') => ({
  message_id: `<${to}>`,
  to,
  subject: 'Your Rowad password reset code',
  text: 'Your code is 123456.',
  html: '<p>Your code is 123456.</p>',
  reply_to: 'huda@example.ps',
  state,
  attempts: 0,
  next_attempt_at: now,
  locked_until: null,
  last_error: null,
  created_at: now,
  sent_at: state === 'sent' ? now : null,
});

describe('migration 009-sent-mail-bodies', () => {
  it('empties the bodies of delivered mails and keeps those still to be sent', async () => {
    await db
      .insertInto('mail_outbox')
      .values([mail('a@example.ps', 'sent'), mail('b@example.ps', 'pending'), mail('c@example.ps', 'failed')])
      .execute();

    expect(await migrateToLatest(connection)).toContain('009-sent-mail-bodies');

    const rows = await db
      .selectFrom('mail_outbox')
      .select(['to', 'subject', 'text', 'html', 'reply_to'])
      .orderBy('id')
      .execute();
    const kept = {
      subject: 'Your Rowad password reset code',
      text: 'Your code is 123456.',
      reply_to: 'huda@example.ps',
    };
    expect(rows).toEqual([
      { to: 'a@example.ps', subject: 'Your Rowad password reset code', text: '', html: null, reply_to: null },
      { to: 'b@example.ps', ...kept, html: '<p>Your code is 123456.</p>' },
      { to: 'c@example.ps', ...kept, html: '<p>Your code is 123456.</p>' },
    ]);
  });
});

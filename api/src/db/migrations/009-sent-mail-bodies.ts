import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A delivered mail keeps no body (issue 28, M4; mail/outbox-worker.ts): the mails sent before that
 * rule still hold their reset codes and activation or e-mail-change links, so they are emptied
 * once. Undelivered mails keep theirs, to be sent again. Nothing to undo: the bodies are gone.
 */
export function sentMailBodiesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update mail_outbox set text = '', html = null, reply_to = null where state = 'sent'`.execute(
        db,
      );
    },
    async down() {},
  };
}

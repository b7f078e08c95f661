import type { AdminSummary } from '@rowad/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * What waits in each of the admin's queues, counted as the queues list it: a pending revision is
 * a new project while the project was never published (the review queue's `isNew`), an edit once
 * it was, so the two add up to the review queue's total.
 */
export class SummaryRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Reported items with open reports (the reports module counts them as its queue lists them). */
    private readonly openReports: () => Promise<number> = async () => 0,
  ) {}

  async summary(): Promise<AdminSummary> {
    const [revisions, participations, messages, mails, openReports] = await Promise.all([
      this.db
        .selectFrom('project_revisions as r')
        .innerJoin('projects as p', 'p.id', 'r.project_id')
        .where('r.state', '=', 'pending')
        .select((eb) => [
          eb.fn.countAll<string | number>().as('total'),
          eb.fn.count<string | number>('p.published_at').as('published'),
        ])
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('participations')
        .where('status', '=', 'pending')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('contact_messages')
        .where('handled_at', 'is', null)
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('mail_outbox')
        .where('state', '=', 'failed')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .executeTakeFirstOrThrow(),
      this.openReports(),
    ]);
    const published = Number(revisions.published);
    return {
      newProjects: Number(revisions.total) - published,
      projectEdits: published,
      participationRequests: Number(participations.total),
      contactMessages: Number(messages.total),
      failedMails: Number(mails.total),
      openReports,
    };
  }
}

import type { Kysely } from 'kysely';
import type { Database, Role } from '../../db/schema.js';

/** A comment as the insights read it: when, and its stars. */
export interface CommentMark {
  projectId: number;
  createdAt: string;
  rate: number;
}

/** What happened on the platform since a time, as timestamps the admin's weeks are made of. */
export interface PlatformMarks {
  signUps: { role: Role; createdAt: string }[];
  projectsPublished: string[];
  bazaarsCreated: string[];
  participationRequests: string[];
  comments: string[];
  mailsSent: string[];
  mailsUndelivered: string[];
}

/**
 * What the insights read from the other modules' tables (comments, requests for information,
 * accounts, projects, bazaars, mail): timestamps only, placed on their Hebron days by the service.
 */
export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every comment of these projects (the rating is of them all), oldest first. */
  async comments(projectIds: readonly number[]): Promise<CommentMark[]> {
    if (projectIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('comments')
      .select(['project_id', 'created_at', 'rate'])
      .where('project_id', 'in', [...projectIds])
      .orderBy('created_at')
      .execute();
    return rows.map((row) => ({ projectId: row.project_id, createdAt: row.created_at, rate: row.rate }));
  }

  /** When the owner received each request for information since `since`. */
  async infoRequests(ownerId: number, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('info_requests')
      .select('created_at')
      .where('owner_id', '=', ownerId)
      .where('created_at', '>=', since)
      .execute();
    return rows.map((row) => row.created_at);
  }

  /** The platform's events since `since`: sign-ups, first publications, bazaars, requests, comments, mail. */
  async platform(since: string): Promise<PlatformMarks> {
    const [users, projects, events, participations, comments, sent, failed] = await Promise.all([
      this.db.selectFrom('users').select(['role', 'created_at']).where('created_at', '>=', since).execute(),
      this.db.selectFrom('projects').select('published_at').where('published_at', '>=', since).execute(),
      this.db.selectFrom('events').select('created_at').where('created_at', '>=', since).execute(),
      this.db.selectFrom('participations').select('created_at').where('created_at', '>=', since).execute(),
      this.db.selectFrom('comments').select('created_at').where('created_at', '>=', since).execute(),
      this.db
        .selectFrom('mail_outbox')
        .select('sent_at')
        .where('state', '=', 'sent')
        .where('sent_at', '>=', since)
        .execute(),
      this.db
        .selectFrom('mail_outbox')
        .select('created_at')
        .where('state', '=', 'failed')
        .where('created_at', '>=', since)
        .execute(),
    ]);
    return {
      signUps: users.map((row) => ({ role: row.role, createdAt: row.created_at })),
      projectsPublished: projects.flatMap((row) => (row.published_at === null ? [] : [row.published_at])),
      bazaarsCreated: events.map((row) => row.created_at),
      participationRequests: participations.map((row) => row.created_at),
      comments: comments.map((row) => row.created_at),
      mailsSent: sent.flatMap((row) => (row.sent_at === null ? [] : [row.sent_at])),
      mailsUndelivered: failed.map((row) => row.created_at),
    };
  }
}

import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { leavesAnActiveAdmin, lockActiveAdmins } from '../admin/last-admin.js';

const parseJson = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/** What an audit entry about a closed account keeps instead of its details (docs/decisions.md, issue 28). */
export const DELETED_ACCOUNT_DETAILS = JSON.stringify({ subject: 'a deleted account' });

/** What closing an account removed, by table, and the audit entries it reduced. */
export interface ClosedAccount {
  /** Picture keys to remove from storage once the deletion has committed. */
  pictureKeys: string[];
  removed: Record<string, number>;
  auditEntriesReduced: number;
}

/**
 * Everything Rowad holds about one person (issue 28, "Take your data with you"), and closing the
 * account. The rows are read straight from each table: the export shows what is stored, not what
 * a screen shows.
 */
export class AccountDataRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DatabaseDialect,
  ) {}

  in(trx: Kysely<Database>): AccountDataRepository {
    return new AccountDataRepository(trx, this.dialect);
  }

  /**
   * Runs the reads of one export in one transaction, so its parts agree with each other: on
   * PostgreSQL REPEATABLE READ (one snapshot for every statement; READ COMMITTED would take one per
   * statement); SQLite's transaction already reads one state of the file.
   */
  snapshot<T>(work: (data: AccountDataRepository) => Promise<T>): Promise<T> {
    const transaction = this.db.transaction();
    const isolated =
      this.dialect === 'postgres' ? transaction.setIsolationLevel('repeatable read') : transaction;
    return isolated.execute((trx) => work(this.in(trx)));
  }

  /** The account's own row, without its password hash; undefined when it is gone. */
  account(userId: number) {
    return this.db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'first_name',
        'last_name',
        'role',
        'state',
        'language',
        'created_at',
        'updated_at',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  async profile(userId: number) {
    const owner = await this.db
      .selectFrom('owner_profiles')
      .select(['bio', 'birth_date', 'address', 'photo_url'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (owner) return owner;
    const investor = await this.db
      .selectFrom('investor_profiles')
      .select(['bio', 'birth_date', 'address'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return investor ? { ...investor, photo_url: null } : null;
  }

  async projects(userId: number) {
    const projects = await this.db
      .selectFrom('projects')
      .selectAll()
      .where('owner_id', '=', userId)
      .orderBy('id')
      .execute();
    const ids = projects.map((project) => project.id);
    if (ids.length === 0) return [];
    const [revisions, images] = await Promise.all([
      this.db
        .selectFrom('project_revisions')
        .select(['id', 'project_id', 'data', 'state', 'reason', 'created_at', 'decided_at'])
        .where('project_id', 'in', ids)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('project_images')
        .select(['id', 'project_id', 'url', 'variants', 'is_cover', 'live', 'created_at'])
        .where('project_id', 'in', ids)
        .orderBy('id')
        .execute(),
    ]);
    return projects.map((project) => ({
      id: project.id,
      name: project.name,
      description: project.description,
      city: project.city,
      street: project.street,
      categories: parseJson(project.categories),
      contact: parseJson(project.contact),
      publishedAt: project.published_at,
      createdAt: project.created_at,
      updatedAt: project.updated_at,
      revisions: revisions
        .filter((revision) => revision.project_id === project.id)
        .map((revision) => ({
          id: revision.id,
          state: revision.state,
          reason: revision.reason,
          data: parseJson(revision.data),
          createdAt: revision.created_at,
          decidedAt: revision.decided_at,
        })),
      pictures: images
        .filter((image) => image.project_id === project.id)
        .map((image) => ({
          id: image.id,
          url: image.url,
          variants: parseJson(image.variants) as { width: number; url: string }[],
          isCover: image.is_cover === 1,
          live: image.live === 1,
          createdAt: image.created_at,
        })),
    }));
  }

  /** Comments and ratings are one row each (a comment carries its rating). */
  comments(userId: number) {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select([
        'c.id',
        'c.project_id',
        'p.name as project_name',
        'c.comment',
        'c.rate',
        'c.created_at',
        'c.updated_at',
      ])
      .where('c.user_id', '=', userId)
      .orderBy('c.id')
      .execute();
  }

  /** The person's reports (issue 31): what they reported, why, and whether an admin decided. */
  reports(userId: number) {
    return this.db
      .selectFrom('reports')
      .select(['kind', 'item_id', 'reason', 'details', 'created_at', 'decided_at'])
      .where('reporter_id', '=', userId)
      .orderBy('id')
      .execute();
  }

  participations(userId: number) {
    return this.db
      .selectFrom('participations as r')
      .innerJoin('events as e', 'e.id', 'r.event_id')
      .select([
        'r.id',
        'r.event_id',
        'e.name as event_name',
        'r.status',
        'r.note',
        'r.reason',
        'r.created_at',
        'r.decided_at',
      ])
      .where('r.owner_id', '=', userId)
      .orderBy('r.id')
      .execute();
  }

  /** Requests the investor sent, with the owner's name as the investor saw it. */
  sentInformationRequests(userId: number) {
    return this.db
      .selectFrom('info_requests as i')
      .innerJoin('users as u', 'u.id', 'i.owner_id')
      .select(['i.id', 'i.owner_id', 'u.first_name', 'u.last_name', 'i.created_at'])
      .where('i.investor_id', '=', userId)
      .orderBy('i.id')
      .execute();
  }

  /** Requests the owner received, with the investor's name and e-mail as the owner's inbox shows them. */
  receivedInformationRequests(userId: number) {
    return this.db
      .selectFrom('info_requests as i')
      .innerJoin('users as u', 'u.id', 'i.investor_id')
      .select(['i.id', 'i.investor_id', 'u.first_name', 'u.last_name', 'u.email', 'i.created_at'])
      .where('i.owner_id', '=', userId)
      .orderBy('i.id')
      .execute();
  }

  /** Sessions' times only: the id is the bearer token's key and never leaves. */
  sessions(userId: number) {
    return this.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /**
   * Admins' decisions about the person: their account, projects and participation requests (a
   * comment's entry names its author only inside its details, read in `aboutComments`).
   */
  async auditEntriesAbout(userId: number) {
    const rows = await this.auditRowsAbout(userId);
    return rows.map((row) => ({
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      reason: row.reason,
      createdAt: row.created_at,
    }));
  }

  private async auditRowsAbout(userId: number) {
    const projectIds = this.db.selectFrom('projects').select('id').where('owner_id', '=', userId);
    const participationIds = this.db.selectFrom('participations').select('id').where('owner_id', '=', userId);
    const direct = await this.db
      .selectFrom('audit_log')
      .select(['id', 'action', 'subject_type', 'subject_id', 'reason', 'created_at'])
      .where((eb) =>
        eb.or([
          eb.and([eb('subject_type', '=', 'user'), eb('subject_id', '=', userId)]),
          eb.and([eb('subject_type', '=', 'project'), eb('subject_id', 'in', projectIds)]),
          eb.and([eb('subject_type', '=', 'participation'), eb('subject_id', 'in', participationIds)]),
        ]),
      )
      .execute();
    const comments = await this.aboutComments(userId);
    return [...direct, ...comments].sort((a, b) => a.id - b.id);
  }

  /**
   * Entries of comments an admin removed, and decisions on reported items (issue 31): the author's
   * id is in the entry's details (community/service.ts `userId`, reports/service.ts `author.id`).
   */
  private async aboutComments(userId: number) {
    const rows = await this.db
      .selectFrom('audit_log')
      .select(['id', 'action', 'subject_type', 'subject_id', 'reason', 'created_at', 'details'])
      .where('subject_type', 'in', ['comment', 'report'])
      .where('details', 'is not', null)
      .execute();
    const authorOf = (details: string | null) => {
      const parsed = parseJson(details) as { userId?: unknown; author?: { id?: unknown } | null } | null;
      return parsed?.userId ?? parsed?.author?.id;
    };
    return rows.filter((row) => authorOf(row.details) === userId).map(({ details: _details, ...row }) => row);
  }

  /**
   * Closes the account in the caller's transaction: false (nothing changed) when it is the last
   * active admin. Audit entries about the person are kept for the admins' history, their details
   * replaced by "a deleted account"; deleting the user row removes the rest through the foreign
   * keys' cascades (profile, sessions, one-time tokens, projects with their revisions, pictures
   * and comments, the person's comments and ratings, participation and information requests) and
   * turns the person's own decisions as an admin (audit_log.admin_id, project_revisions.decided_by)
   * into "a deleted account" (null). docs/decisions.md, "Security review 2 (issue 28)".
   */
  async close(userId: number, email: string): Promise<ClosedAccount | false> {
    await lockActiveAdmins(this.db, this.dialect);
    const counted = await this.countOwned(userId);
    const pictureKeys = await this.pictureKeysOf(userId);
    const about = await this.auditRowsAbout(userId);
    const projectIds = await this.db
      .selectFrom('projects')
      .select('id')
      .where('owner_id', '=', userId)
      .execute();
    const deleted = await this.db
      .deleteFrom('users')
      .where('id', '=', userId)
      .where((eb) => leavesAnActiveAdmin(eb, userId))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== 1) return false;
    // The daily counts of the person's project pages (issue 30): no foreign key cascades to them.
    if (projectIds.length > 0) {
      await this.db
        .deleteFrom('insights_daily')
        .where('kind', '=', 'project')
        .where(
          'item_id',
          'in',
          projectIds.map((row) => row.id),
        )
        .execute();
    }
    const ids = about.map((row) => row.id);
    if (ids.length > 0) {
      await this.db
        .updateTable('audit_log')
        .set({ details: DELETED_ACCOUNT_DETAILS })
        .where('id', 'in', ids)
        .execute();
    }
    // Mail still waiting for the address carries the person's name: only the goodbye goes out.
    const mails = await this.db
      .deleteFrom('mail_outbox')
      .where(sql<string>`lower(${sql.ref('to')})`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return {
      pictureKeys,
      removed: { users: 1, ...counted, mail_outbox: Number(mails.numDeletedRows) },
      auditEntriesReduced: ids.length,
    };
  }

  /** The rows that go with the account, counted before they go (the measure issue 28 asks). */
  private async countOwned(userId: number): Promise<Record<string, number>> {
    const projectIds = this.db.selectFrom('projects').select('id').where('owner_id', '=', userId);
    const count = async (
      table: 'sessions' | 'one_time_tokens' | 'participations' | 'owner_profiles' | 'investor_profiles',
    ) => {
      const row = await this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where(table === 'participations' ? 'owner_id' : 'user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const n = async (query: { executeTakeFirstOrThrow(): Promise<{ n: string | number }> }) =>
      Number((await query.executeTakeFirstOrThrow()).n);
    return {
      owner_profiles: await count('owner_profiles'),
      investor_profiles: await count('investor_profiles'),
      sessions: await count('sessions'),
      one_time_tokens: await count('one_time_tokens'),
      participations: await count('participations'),
      projects: await n(
        this.db
          .selectFrom('projects')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('owner_id', '=', userId),
      ),
      project_revisions: await n(
        this.db
          .selectFrom('project_revisions')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('project_id', 'in', projectIds),
      ),
      project_images: await n(
        this.db
          .selectFrom('project_images')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('project_id', 'in', projectIds),
      ),
      comments: await n(
        this.db
          .selectFrom('comments')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where((eb) => eb.or([eb('user_id', '=', userId), eb('project_id', 'in', projectIds)])),
      ),
      info_requests: await n(
        this.db
          .selectFrom('info_requests')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where((eb) => eb.or([eb('investor_id', '=', userId), eb('owner_id', '=', userId)])),
      ),
    };
  }

  private async pictureKeysOf(userId: number): Promise<string[]> {
    const images = await this.db
      .selectFrom('project_images as i')
      .innerJoin('projects as p', 'p.id', 'i.project_id')
      .select('i.storage_key')
      .where('p.owner_id', '=', userId)
      .execute();
    const photo = await this.db
      .selectFrom('owner_profiles')
      .select('photo_key')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return [...images.map((image) => image.storage_key), ...(photo?.photo_key ? [photo.photo_key] : [])];
  }
}

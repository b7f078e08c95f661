import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, Language } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { pageOf, type Page } from '../../http/paging.js';
import { AuditRepository } from '../admin/audit-repository.js';

/** docs/product.md §3 "Comment", as the service hands it to the routes. */
export interface ProjectComment {
  id: number;
  projectId: number;
  userId: number;
  user: { firstName: string; lastName: string };
  comment: string;
  rate: number;
  createdAt: string;
  /** Only on the author's own hidden comment (issue 31). */
  hidden?: true;
  hiddenReason?: string | null;
}

/** A comment with whether its project is public now (edits need a visible project). */
export interface StoredComment extends ProjectComment {
  projectPublic: boolean;
  /** The project's owner, who may not rate it. */
  projectOwnerId: number;
}

/** A query's comments, as `comments as c`. */
type WithComments = { c: Database['comments'] };

/**
 * What a reader sees of a project's comments (issue 31): those not hidden, and their own hidden
 * ones to their author (`viewerId`, undefined for a guest). One rule for the page, its total and
 * the count of an empty page.
 */
function visibleTo(viewerId: number | undefined) {
  return (eb: ExpressionBuilder<WithComments, 'c'>) =>
    viewerId === undefined
      ? eb('c.hidden_at', 'is', null)
      : eb.or([eb('c.hidden_at', 'is', null), eb('c.user_id', '=', viewerId)]);
}

/** Who receives an information request, and in which language. */
export interface RequestedOwner {
  id: number;
  firstName: string;
  email: string;
  language: Language;
}

/** Comments and information requests: the only part of the module that touches the database. */
export class CommunityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** This repository on a transaction (`MailOutbox.transaction`): its calls join it. */
  in(trx: Kysely<Database>): CommunityRepository {
    return new CommunityRepository(trx);
  }

  /** Runs `work` with this repository in one transaction (the caller's, when it already is one). */
  transaction<T>(work: (repository: CommunityRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, (trx) => work(this.in(trx)));
  }

  /** The owner's id when the project exists and has a public copy (published_at set). */
  async findPublicProjectOwner(projectId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('projects')
      .select('owner_id')
      .where('id', '=', projectId)
      .where('published_at', 'is not', null)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    return row?.owner_id;
  }

  private selectComments() {
    return this.db
      .selectFrom('comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select([
        'c.id',
        'c.project_id',
        'c.user_id',
        'c.comment',
        'c.rate',
        'c.created_at',
        'u.first_name',
        'u.last_name',
      ]);
  }

  /**
   * One page of a public project's comments, newest first (ids grow with time), and how many
   * there are; undefined when the project is not public (a draft, hidden, or none). Hidden comments
   * (issue 31) are left out, but for `viewerId`'s own, marked hidden.
   *
   * One query when the page has comments: the project's check is the join, the total a subquery
   * (issue 29, fewer round trips). An empty page asks again which of "not public" or "no comments".
   */
  async listComments(
    projectId: number,
    limit: number,
    afterId: number | undefined,
    viewerId?: number,
  ): Promise<Page<ProjectComment> | undefined> {
    let query = this.selectComments()
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select('c.hidden_at')
      .select((eb) =>
        eb
          .selectFrom('comments as c')
          .select(eb.fn.countAll<string | number>().as('n'))
          .where('c.project_id', '=', projectId)
          .where(visibleTo(viewerId))
          .as('total'),
      )
      .where('c.project_id', '=', projectId)
      .where('p.published_at', 'is not', null)
      .where('p.hidden_at', 'is', null)
      .where(visibleTo(viewerId))
      .orderBy('c.id', 'desc')
      .limit(limit + 1);
    if (afterId !== undefined) query = query.where('c.id', '<', afterId);
    const rows = await query.execute();
    let total: number;
    if (rows.length > 0) {
      // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
      total = Number(rows[0]!.total);
    } else {
      if ((await this.findPublicProjectOwner(projectId)) === undefined) return undefined;
      total = afterId === undefined ? 0 : await this.countVisibleComments(projectId, viewerId);
    }
    const hiddenIds = rows.filter((row) => row.hidden_at !== null).map((row) => row.id);
    const reasons =
      hiddenIds.length === 0
        ? new Map<number, string | null>()
        : new Map(
            (
              await this.db
                .selectFrom('moderations')
                .select(['item_id', 'hidden_reason'])
                .where('kind', '=', 'comment')
                .where('item_id', 'in', hiddenIds)
                .execute()
            ).map((row) => [row.item_id, row.hidden_reason]),
          );
    return pageOf(rows, limit, total, (row) => ({
      ...toComment(row),
      ...(row.hidden_at === null ? {} : { hidden: true as const, hiddenReason: reasons.get(row.id) ?? null }),
    }));
  }

  /** How many of the project's comments the viewer sees (a page past the last one still says). */
  private async countVisibleComments(projectId: number, viewerId: number | undefined): Promise<number> {
    const row = await this.db
      .selectFrom('comments as c')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('c.project_id', '=', projectId)
      .where(visibleTo(viewerId))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async findComment(commentId: number): Promise<StoredComment | undefined> {
    const row = await this.selectComments()
      .innerJoin('projects as p', 'p.id', 'c.project_id')
      .select(['p.published_at', 'p.owner_id', 'p.hidden_at'])
      .where('c.id', '=', commentId)
      .executeTakeFirst();
    return (
      row && {
        ...toComment(row),
        // A project hidden by reports or an admin (issue 31) is not public either.
        projectPublic: row.published_at !== null && row.hidden_at === null,
        projectOwnerId: row.owner_id,
      }
    );
  }

  /**
   * The new comment as the API answers it (the author's name as the session read it: no second
   * query), or 'duplicate' when this user already has one on the project.
   */
  async insertComment(values: {
    projectId: number;
    author: { id: number; firstName: string; lastName: string };
    comment: string;
    rate: number;
    now: string;
  }): Promise<ProjectComment | 'duplicate'> {
    const row = await this.db
      .insertInto('comments')
      .values({
        project_id: values.projectId,
        user_id: values.author.id,
        comment: values.comment,
        rate: values.rate,
        created_at: values.now,
        updated_at: values.now,
      })
      .returning(['id', 'project_id', 'user_id', 'comment', 'rate', 'created_at'])
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // The unique index (migration 003) settles two simultaneous first ratings.
        if (isUniqueViolation(error)) return 'duplicate' as const;
        throw error;
      });
    if (row === 'duplicate') return row;
    return toComment({ ...row, first_name: values.author.firstName, last_name: values.author.lastName });
  }

  /**
   * Edits the comment when it is the author's, on a public project that is not the author's own,
   * in one statement; the edited comment (the author's name as the session read it: SQLite's
   * RETURNING sees only the updated table), or undefined when any of that does not hold.
   */
  async updateOwnComment(
    commentId: number,
    author: { id: number; firstName: string; lastName: string },
    changes: { comment: string; rate: number; now: string },
  ): Promise<ProjectComment | undefined> {
    const row = await this.db
      .updateTable('comments')
      .from('projects as p')
      .set({ comment: changes.comment, rate: changes.rate, updated_at: changes.now })
      .whereRef('p.id', '=', 'comments.project_id')
      .where('comments.id', '=', commentId)
      .where('comments.user_id', '=', author.id)
      .where('p.owner_id', '!=', author.id)
      .where('p.published_at', 'is not', null)
      .where('p.hidden_at', 'is', null)
      // Named by the table, not an alias: SQLite's RETURNING knows no alias of the updated table.
      .returning([
        'comments.id',
        'comments.project_id',
        'comments.user_id',
        'comments.comment',
        'comments.rate',
        'comments.created_at',
      ])
      .executeTakeFirst();
    return row && toComment({ ...row, first_name: author.firstName, last_name: author.lastName });
  }

  /**
   * Deletes a comment; with `audit`, records the admin's removal in the same transaction, so a
   * moderation never happens without its trace.
   */
  async deleteComment(commentId: number, audit?: { adminId: number; details: unknown; now: string }) {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('comments').where('id', '=', commentId).execute();
      if (audit) {
        await new AuditRepository(trx).record(
          {
            adminId: audit.adminId,
            action: 'comment.deleted',
            subjectType: 'comment',
            subjectId: commentId,
            details: audit.details,
          },
          audit.now,
        );
      }
    });
  }

  /** The user's comments (on any project) since then: their texts and times, for the limits. */
  async commentsSince(userId: number, since: string): Promise<{ text: string; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom('comments')
      .select(['comment', 'created_at'])
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .execute();
    return rows.map((row) => ({ text: row.comment, createdAt: row.created_at }));
  }

  /** An active owner account with its profile; undefined for anyone else. */
  async findActiveOwner(ownerId: number): Promise<RequestedOwner | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .innerJoin('owner_profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.first_name', 'u.email', 'u.language'])
      .where('u.id', '=', ownerId)
      .where('u.role', '=', 'owner')
      .where('u.state', '=', 'active')
      .executeTakeFirst();
    return row && { id: row.id, firstName: row.first_name, email: row.email, language: row.language };
  }

  /**
   * Holds this account's other writes of the same kind (an investor's information requests, a
   * user's comments) until the caller's transaction ends, so the checks before an insert hold
   * under concurrency: an update that changes nothing takes PostgreSQL's lock on the account's
   * row and SQLite's write lock (even across processes).
   */
  async lockAccount(userId: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({ state: eb.ref('state') }))
      .where('id', '=', userId)
      .execute();
  }

  /** How many information requests the investor sent since then (one per owner in the window). */
  async countInfoRequestsSince(investorId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('info_requests')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('investor_id', '=', investorId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  async hasInfoRequestSince(investorId: number, ownerId: number, since: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('info_requests')
      .select('id')
      .where('investor_id', '=', investorId)
      .where('owner_id', '=', ownerId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertInfoRequest(investorId: number, ownerId: number, now: string): Promise<number> {
    const row = await this.db
      .insertInto('info_requests')
      .values({ investor_id: investorId, owner_id: ownerId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The requests an owner received, newest first, with each investor's name and e-mail. */
  async listReceivedInfoRequests(ownerId: number, limit: number, afterId: number | undefined) {
    let query = this.db
      .selectFrom('info_requests as r')
      .innerJoin('users as u', 'u.id', 'r.investor_id')
      .select(['r.id', 'r.created_at', 'u.first_name', 'u.last_name', 'u.email'])
      .where('r.owner_id', '=', ownerId)
      .orderBy('r.id', 'desc')
      .limit(limit + 1);
    if (afterId !== undefined) query = query.where('r.id', '<', afterId);
    const [rows, count] = await Promise.all([
      query.execute(),
      this.db
        .selectFrom('info_requests')
        .select((eb) => eb.fn.countAll<string | number>().as('total'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow(),
    ]);
    return pageOf(rows, limit, Number(count.total), (row) => ({
      id: row.id,
      investor: { firstName: row.first_name, lastName: row.last_name, email: row.email },
      createdAt: row.created_at,
    }));
  }
}

function toComment(row: {
  id: number;
  project_id: number;
  user_id: number;
  comment: string;
  rate: number;
  created_at: string;
  first_name: string;
  last_name: string;
}): ProjectComment {
  return {
    id: row.id,
    projectId: row.project_id,
    userId: row.user_id,
    user: { firstName: row.first_name, lastName: row.last_name },
    comment: row.comment,
    rate: row.rate,
    createdAt: row.created_at,
  };
}

/** A unique index refused the row: SQLite's and PostgreSQL's (23505) ways of saying so. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

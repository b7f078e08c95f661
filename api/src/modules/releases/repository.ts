import type { ReleaseCheck, ReleaseRemote } from '@rowad/shared/schemas';
import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import type { Database, ReleasesTable } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { AuditRepository } from '../admin/audit-repository.js';

/** A release still in force: live, a canary, or an earlier one a rollback would return to. */
export interface ActiveRelease {
  id: number;
  remote: string;
  entry: string;
  percent: number | null;
}

/** A release with who made it, for the registry's lists. */
export interface StoredRelease extends ActiveRelease {
  note: string | null;
  via: ReleasesTable['via'];
  releasedBy: { firstName: string; lastName: string } | null;
  checks: ReleaseCheck[];
  createdAt: string;
  promotedAt: string | null;
  rolledBackAt: string | null;
}

export interface NewRelease {
  remote: ReleaseRemote;
  entry: string;
  note: string | null;
  percent: number | null;
  releasedBy: number | null;
  via: ReleasesTable['via'];
  checks: ReleaseCheck[];
}

/** The release registry's table (issue 27): rows are added and marked, never deleted. */
export class ReleaseRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DatabaseDialect,
  ) {}

  in(trx: Kysely<Database>): ReleaseRepository {
    return new ReleaseRepository(trx, this.dialect);
  }

  /** `audit` writing in this repository's transaction, so a decision and its entry go together. */
  withAudit(audit: AuditRepository): AuditRepository {
    return audit.in(this.db);
  }

  /**
   * What each process builds its map from, oldest first: per remote, the live release (the latest
   * not rolled back and not a canary) and the latest not rolled back (a canary, or the same one).
   * Two rows a remote at most, however long the history grows.
   */
  async active(): Promise<ActiveRelease[]> {
    return this.db
      .selectFrom('releases')
      .select(['id', 'remote', 'entry', 'percent'])
      .where((eb) =>
        eb.or([
          eb(
            'id',
            'in',
            eb
              .selectFrom('releases')
              .select((inner) => inner.fn.max('id').as('id'))
              .where('rolled_back_at', 'is', null)
              .groupBy('remote'),
          ),
          eb(
            'id',
            'in',
            eb
              .selectFrom('releases')
              .select((inner) => inner.fn.max('id').as('id'))
              .where('rolled_back_at', 'is', null)
              .where('percent', 'is', null)
              .groupBy('remote'),
          ),
        ]),
      )
      .orderBy('id')
      .execute();
  }

  /** A remote's releases, newest first, at most `limit`. */
  async historyOf(remote: string, limit: number): Promise<StoredRelease[]> {
    return this.stored((query) => query.where('r.remote', '=', remote).orderBy('r.id', 'desc').limit(limit));
  }

  /** The remote's live release: the latest not rolled back and not a canary. */
  async liveOf(remote: string): Promise<StoredRelease | undefined> {
    const [live] = await this.stored((query) =>
      query
        .where('r.remote', '=', remote)
        .where('r.rolled_back_at', 'is', null)
        .where('r.percent', 'is', null)
        .orderBy('r.id', 'desc')
        .limit(1),
    );
    return live;
  }

  async byId(id: number): Promise<StoredRelease | undefined> {
    const [release] = await this.stored((query) => query.where('r.id', '=', id));
    return release;
  }

  private async stored(
    narrow: (
      query: ReturnType<ReleaseRepository['storedQuery']>,
    ) => ReturnType<ReleaseRepository['storedQuery']>,
  ): Promise<StoredRelease[]> {
    const rows = await narrow(this.storedQuery()).execute();
    return rows.map((row) => ({
      id: row.id,
      remote: row.remote,
      entry: row.entry,
      percent: row.percent,
      note: row.note,
      via: row.via,
      releasedBy:
        row.first_name === null ? null : { firstName: row.first_name, lastName: row.last_name ?? '' },
      checks: JSON.parse(row.checks) as ReleaseCheck[],
      createdAt: row.created_at,
      promotedAt: row.promoted_at,
      rolledBackAt: row.rolled_back_at,
    }));
  }

  private storedQuery() {
    return this.db
      .selectFrom('releases as r')
      .leftJoin('users as u', 'u.id', 'r.released_by')
      .select([
        'r.id',
        'r.remote',
        'r.entry',
        'r.percent',
        'r.note',
        'r.via',
        'r.checks',
        'r.created_at',
        'r.promoted_at',
        'r.rolled_back_at',
        'u.first_name',
        'u.last_name',
      ]);
  }

  /**
   * Runs `work` with the remote's releases to itself: two releases, promotions or rollbacks of one
   * remote at once would each read the same "latest" row. PostgreSQL: a transaction-scoped
   * advisory lock per remote. SQLite runs one write transaction at a time.
   */
  async exclusively<T>(remote: string, work: (releases: ReleaseRepository) => Promise<T>): Promise<T> {
    return inTransaction(this.db, async (trx) => {
      if (this.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`rowad-release:${remote}`}))`.execute(trx);
      }
      return work(this.in(trx));
    });
  }

  /** The remote's latest release not rolled back, if any. */
  async latestActive(remote: string): Promise<ActiveRelease | undefined> {
    return this.db
      .selectFrom('releases')
      .select(['id', 'remote', 'entry', 'percent'])
      .where('remote', '=', remote)
      .where('rolled_back_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async insert(release: NewRelease, now: string): Promise<number> {
    const { id } = await this.db
      .insertInto('releases')
      .values({
        remote: release.remote,
        entry: release.entry,
        note: release.note,
        percent: release.percent,
        released_by: release.releasedBy,
        via: release.via,
        checks: JSON.stringify(release.checks),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Makes a canary everyone's. */
  async promote(id: number, now: string): Promise<void> {
    await this.db
      .updateTable('releases')
      .set({ percent: null, promoted_at: now })
      .where('id', '=', id)
      .execute();
  }

  async rollBack(id: number, now: string): Promise<void> {
    await this.db.updateTable('releases').set({ rolled_back_at: now }).where('id', '=', id).execute();
  }
}

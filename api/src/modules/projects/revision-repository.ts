import { foldForSearch } from '@rowad/shared/search';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { foldCategories, pageOf } from '../../http/paging.js';
import type { TotalCountCache } from '../../http/total-count-cache.js';
import { projectTotals, toRevision, type ProjectData, type RevisionRow } from './records.js';

/** Rolls back an approval whose images differ from what the admin saw. */
class ImagesChanged extends Error {}

/** A project's revisions: what its owner submits, and the review that publishes or rejects them. */
export class RevisionRepository {
  /** `totals`: the public list totals an approval clears (see `ProjectRepository`). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly totals: TotalCountCache = projectTotals(db),
  ) {}

  /** The newest revision of each project (what its owner sees and edits). */
  async latestRevisions(projectIds: number[]): Promise<Map<number, RevisionRow>> {
    const map = new Map<number, RevisionRow>();
    if (projectIds.length === 0) return map;
    const rows = await this.db
      .selectFrom('project_revisions')
      .selectAll()
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('project_revisions')
          .select((inner) => inner.fn.max('id').as('id'))
          .where('project_id', 'in', projectIds)
          .groupBy('project_id'),
      )
      .execute();
    for (const row of rows) map.set(row.project_id, toRevision(row));
    return map;
  }

  async revision(id: number): Promise<RevisionRow | undefined> {
    const row = await this.db
      .selectFrom('project_revisions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRevision(row);
  }

  /** A new pending revision; a pending one it replaces is superseded. */
  async submit(projectId: number, data: ProjectData, now: string): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx
        .updateTable('project_revisions')
        .set({ state: 'superseded', decided_at: now })
        .where('project_id', '=', projectId)
        .where('state', '=', 'pending')
        .execute();
      await trx
        .insertInto('project_revisions')
        .values({ project_id: projectId, data: JSON.stringify(data), state: 'pending', created_at: now })
        .execute();
      await trx.updateTable('projects').set({ updated_at: now }).where('id', '=', projectId).execute();
    });
  }

  async hasPending(projectId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('project_revisions')
      .select('id')
      .where('project_id', '=', projectId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Pending revisions, oldest first. */
  async pendingRevisions(limit: number, afterId?: number) {
    const base = this.db.selectFrom('project_revisions').where('state', '=', 'pending');
    const { count } = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    let page = base
      .selectAll()
      .orderBy('id', 'asc')
      .limit(limit + 1);
    if (afterId !== undefined) page = page.where('id', '>', afterId);
    return pageOf(await page.execute(), limit, Number(count), toRevision);
  }

  /**
   * Publishes a pending revision: its data becomes the public copy and exactly the images named go
   * live. 'decided' when the revision was no longer pending (decided or superseded meanwhile);
   * 'images-changed' when the project's images waiting for review are not exactly imageIds (one
   * was added or deleted since the admin loaded the item). Either way nothing is written. No
   * adminId for what the platform publishes itself (the demo data).
   */
  async approve(
    revision: RevisionRow,
    imageIds: readonly number[],
    adminId: number | null,
    now: string,
  ): Promise<'approved' | 'decided' | 'images-changed'> {
    return inTransaction(this.db, async (trx) => {
      const decided = await trx
        .updateTable('project_revisions')
        .set({ state: 'approved', decided_at: now, decided_by: adminId })
        .where('id', '=', revision.id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      if (Number(decided.numUpdatedRows) !== 1) return 'decided';
      // Read after the revision row is claimed, in the same transaction: an image inserted later
      // is not among imageIds, so it stays unpublished even if this check missed it.
      const waiting = await trx
        .selectFrom('project_images')
        .select('id')
        .where('project_id', '=', revision.projectId)
        .where('live', '=', 0)
        .execute();
      const seen = new Set(imageIds);
      if (waiting.length !== seen.size || waiting.some((image) => !seen.has(image.id))) {
        throw new ImagesChanged();
      }
      this.totals.clear();
      const { data } = revision;
      await trx
        .updateTable('projects')
        .set((eb) => ({
          name: data.name,
          name_folded: foldForSearch(data.name),
          description: data.description,
          city: data.city,
          street: data.street,
          categories: JSON.stringify(data.categories),
          categories_folded: foldCategories(data.categories),
          contact: JSON.stringify(data.contact),
          published_at: eb.fn.coalesce('published_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', '=', revision.projectId)
        .execute();
      if (imageIds.length > 0) {
        await trx
          .updateTable('project_images')
          .set({ live: 1 })
          .where('project_id', '=', revision.projectId)
          .where('id', 'in', [...imageIds])
          .execute();
      }
      return 'approved' as const;
    }).catch((error: unknown) => {
      // Thrown to roll the claimed revision back.
      if (error instanceof ImagesChanged) return 'images-changed' as const;
      throw error;
    });
  }

  async reject(revisionId: number, adminId: number, reason: string, now: string): Promise<boolean> {
    const decided = await this.db
      .updateTable('project_revisions')
      .set({ state: 'rejected', reason, decided_at: now, decided_by: adminId })
      .where('id', '=', revisionId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    return Number(decided.numUpdatedRows) === 1;
  }
}

import type { ProjectRating } from '@rowad/shared/schemas';
import { foldForSearch } from '@rowad/shared/search';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonParts, parsed } from '../../db/json-parts.js';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { categoryPattern, likeContains, pageOf } from '../../http/paging.js';
import type { TotalCountCache } from '../../http/total-count-cache.js';
import {
  projectTotals,
  toImage,
  toProject,
  type ImageRow,
  type OwnerName,
  type ProjectData,
  type ProjectRow,
} from './records.js';

/** A public project's row with what its public view shows besides: live images, owner's name, rating. */
export interface PublicProjectParts {
  row: ProjectRow;
  images: ImageRow[];
  owner: { firstName: string; lastName: string } | undefined;
  rating: ProjectRating;
}

type StarCounts = {
  average: number | string | null;
  count: number | string;
  star1: number | string | null;
  star2: number | string | null;
  star3: number | string | null;
  star4: number | string | null;
  star5: number | string | null;
};

/** Average (one decimal), count and count per star; PostgreSQL answers bigint sums as strings. */
function ratingOf(row: StarCounts): ProjectRating {
  const count = Number(row.count);
  return {
    average: count === 0 ? null : Math.round(Number(row.average) * 10) / 10,
    count,
    stars: {
      1: Number(row.star1 ?? 0),
      2: Number(row.star2 ?? 0),
      3: Number(row.star3 ?? 0),
      4: Number(row.star4 ?? 0),
      5: Number(row.star5 ?? 0),
    },
  };
}

const starCount = (star: number) =>
  sql<number | string | null>`sum(case when rate = ${sql.lit(star)} then 1 else 0 end)`;

/**
 * Projects: the public lists, the owner's projects, their owners' names and their ratings.
 * Revisions (`RevisionRepository`) and images (`ProjectImageRepository`) have their own.
 */
export class ProjectRepository {
  /** `totals`: the public list totals its writes clear, the database's own unless given (`ProjectStores.in`). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly totals: TotalCountCache = projectTotals(db),
  ) {}

  async find(id: number): Promise<ProjectRow | undefined> {
    const row = await this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toProject(row);
  }

  /** Public projects (published), newest first, optionally filtered by folded name, category and owner. */
  async listPublic(options: {
    q?: string | undefined;
    category?: string | undefined;
    limit: number;
    afterId?: number | undefined;
    ownerId?: number;
  }) {
    // Hidden by reports or an admin (issue 31): out of every public list, search and count.
    let base = this.db
      .selectFrom('projects')
      .where('published_at', 'is not', null)
      .where('hidden_at', 'is', null);
    if (options.q) {
      const folded = foldForSearch(options.q);
      if (folded !== '')
        base = base.where(sql<boolean>`name_folded like ${likeContains(folded)} escape '\\'`);
    }
    const category = categoryPattern(options.category);
    if (category) base = base.where(sql<boolean>`categories_folded like ${category} escape '\\'`);
    if (options.ownerId !== undefined) base = base.where('owner_id', '=', options.ownerId);
    const count = await this.totals.get(
      JSON.stringify([options.q ?? '', category ?? '', options.ownerId ?? null]),
      async () => {
        const row = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
        return Number(row.count);
      },
    );
    let page = base
      .selectAll('projects')
      .select((eb) => this.viewParts(eb))
      .orderBy('id', 'desc')
      .limit(options.limit + 1);
    if (options.afterId !== undefined) page = page.where('id', '<', options.afterId);
    return pageOf(await page.execute(), options.limit, count, (row) => this.partsOf(row));
  }

  /** A published project with its view's parts, in one query; undefined when it is not public. */
  async findPublic(id: number): Promise<PublicProjectParts | undefined> {
    const row = await this.db
      .selectFrom('projects')
      .selectAll('projects')
      .select((eb) => this.viewParts(eb))
      .where('id', '=', id)
      .where('published_at', 'is not', null)
      .where('hidden_at', 'is', null)
      .executeTakeFirst();
    return row && this.partsOf(row);
  }

  /**
   * The live images, the owner's name and the rating of each project, as JSON built by the
   * database next to its row (json_agg on PostgreSQL, json_group_array on SQLite): a public page
   * of projects is one round trip, not four (docs/decisions.md, "Performance (issue 29)").
   */
  private viewParts(eb: ExpressionBuilder<Database, 'projects'>) {
    const { arrayFrom, objectFrom } = jsonParts(this.db);
    return [
      arrayFrom(
        eb
          .selectFrom('project_images')
          .select(['id', 'project_id', 'storage_key', 'url', 'variants', 'is_cover', 'live'])
          .whereRef('project_images.project_id', '=', 'projects.id')
          .where('project_images.live', '=', 1),
      ).as('view_images'),
      objectFrom(
        eb
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .whereRef('users.id', '=', 'projects.owner_id'),
      ).as('view_owner'),
      objectFrom(
        eb
          .selectFrom('comments')
          .select((c) => [
            c.fn.avg<number | string>('rate').as('average'),
            c.fn.count<number | string>('id').as('count'),
            starCount(1).as('star1'),
            starCount(2).as('star2'),
            starCount(3).as('star3'),
            starCount(4).as('star4'),
            starCount(5).as('star5'),
          ])
          .whereRef('comments.project_id', '=', 'projects.id')
          .where('comments.hidden_at', 'is', null),
      ).as('view_rating'),
    ] as const;
  }

  private partsOf(
    row: Parameters<typeof toProject>[0] & {
      view_images: unknown;
      view_owner: unknown;
      view_rating: unknown;
    },
  ): PublicProjectParts {
    const { view_images, view_owner, view_rating, ...project } = row;
    const owner = parsed<{ first_name: string; last_name: string } | null>(view_owner);
    const rating = parsed<StarCounts | null>(view_rating);
    return {
      row: toProject(project),
      images: parsed<Parameters<typeof toImage>[0][]>(view_images).map(toImage),
      owner: owner ? { firstName: owner.first_name, lastName: owner.last_name } : undefined,
      rating: rating
        ? ratingOf(rating)
        : { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
    };
  }

  /** Every published project's id and last change, newest first, for the sitemap. */
  async publicIndex(limit: number): Promise<{ id: number; updatedAt: string }[]> {
    const rows = await this.db
      .selectFrom('projects')
      .select(['id', 'updated_at'])
      .where('published_at', 'is not', null)
      .where('hidden_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, updatedAt: String(row.updated_at) }));
  }

  async projectIdsOfOwner(ownerId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('projects')
      .select('id')
      .where('owner_id', '=', ownerId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => row.id);
  }

  async owners(ownerIds: number[]): Promise<Map<number, OwnerName>> {
    const map = new Map<number, OwnerName>();
    if (ownerIds.length === 0) return map;
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email', 'language'])
      .where('id', 'in', [...new Set(ownerIds)])
      .execute();
    for (const row of rows) {
      map.set(row.id, {
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        language: row.language,
      });
    }
    return map;
  }

  /**
   * Average (one decimal), count and count per star of the comments' ratings per project, in one
   * grouped query. PostgreSQL answers sums and counts as strings (bigint), SQLite as numbers.
   */
  async ratings(projectIds: number[]): Promise<Map<number, ProjectRating>> {
    const map = new Map<number, ProjectRating>();
    if (projectIds.length === 0) return map;
    const rows = await this.db
      .selectFrom('comments')
      .select((eb) => [
        'project_id',
        eb.fn.avg<number | string>('rate').as('average'),
        eb.fn.count<number | string>('id').as('count'),
        starCount(1).as('star1'),
        starCount(2).as('star2'),
        starCount(3).as('star3'),
        starCount(4).as('star4'),
        starCount(5).as('star5'),
      ])
      .where('project_id', 'in', projectIds)
      .where('hidden_at', 'is', null)
      .groupBy('project_id')
      .execute();
    for (const row of rows) map.set(row.project_id, ratingOf(row));
    return map;
  }

  /** Why each of these hidden projects is hidden (issue 31), as its owner is told. */
  async hiddenReasons(projectIds: number[]): Promise<Map<number, string | null>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('moderations')
      .select(['item_id', 'hidden_reason'])
      .where('kind', '=', 'project')
      .where('item_id', 'in', projectIds)
      .execute();
    return new Map(rows.map((row) => [row.item_id, row.hidden_reason]));
  }

  /** A new project with its first revision, pending review. */
  async create(ownerId: number, data: ProjectData, now: string): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const { id } = await trx
        .insertInto('projects')
        .values({ owner_id: ownerId, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('project_revisions')
        .values({ project_id: id, data: JSON.stringify(data), state: 'pending', created_at: now })
        .execute();
      return id;
    });
  }

  /** Deletes the project with everything of it; answers the storage keys of its images. */
  async delete(projectId: number): Promise<string[]> {
    return inTransaction(this.db, async (trx) => {
      const images = await trx
        .selectFrom('project_images')
        .select('storage_key')
        .where('project_id', '=', projectId)
        .execute();
      await trx.deleteFrom('project_images').where('project_id', '=', projectId).execute();
      await trx.deleteFrom('project_revisions').where('project_id', '=', projectId).execute();
      await trx.deleteFrom('comments').where('project_id', '=', projectId).execute();
      // Its page's daily counts (issue 30) go with it: no foreign key holds them.
      await trx
        .deleteFrom('insights_daily')
        .where('kind', '=', 'project')
        .where('item_id', '=', projectId)
        .execute();
      await trx.deleteFrom('projects').where('id', '=', projectId).execute();
      this.totals.clear();
      return images.map((image) => image.storage_key);
    });
  }
}

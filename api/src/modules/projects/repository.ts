import type {
  OwnerProject,
  Project,
  ProjectContact,
  ProjectInput,
  ProjectRating,
} from '@rowad/shared/schemas';
import { foldForSearch } from '@rowad/shared/search';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, Language, RevisionState } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { categoryPattern, foldCategories, likeContains } from '../../http/paging.js';
import { TotalCountCache } from '../../http/total-count-cache.js';

/** What a revision stores: the fields the owner edits. */
export type ProjectData = ProjectInput;

export interface ProjectRow {
  id: number;
  ownerId: number;
  publishedAt: string | null;
  /** The public copy; null before a first approval. */
  data: ProjectData | null;
}

export interface ImageRow {
  id: number;
  projectId: number;
  storageKey: string;
  url: string;
  variants: { width: number; url: string }[];
  isCover: boolean;
  live: boolean;
}

export interface RevisionRow {
  id: number;
  projectId: number;
  data: ProjectData;
  state: RevisionState;
  reason: string | null;
  createdAt: string;
}

interface OwnerName {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}

const EMPTY_CONTACT: ProjectContact = { email: '', website: '', whatsapp: '', phones: [], pages: [] };

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

type ProjectsTableRow = Selectable<Database['projects']>;

function publicData(row: ProjectsTableRow): ProjectData | null {
  if (row.name === null) return null;
  return {
    name: row.name,
    description: row.description ?? '',
    city: row.city ?? '',
    street: row.street ?? '',
    categories: parseJson<string[]>(row.categories, []),
    contact: { ...EMPTY_CONTACT, ...parseJson<Partial<ProjectContact>>(row.contact, {}) },
  };
}

function toImage(row: Selectable<Database['project_images']>): ImageRow {
  return {
    id: row.id,
    projectId: row.project_id,
    storageKey: row.storage_key,
    url: row.url,
    variants: parseJson<{ width: number; url: string }[]>(row.variants, []),
    isCover: Number(row.is_cover) === 1,
    live: Number(row.live) === 1,
  };
}

function toRevision(row: Selectable<Database['project_revisions']>): RevisionRow {
  return {
    id: row.id,
    projectId: row.project_id,
    data: parseJson<ProjectData>(row.data, {
      name: '',
      description: '',
      city: '',
      street: '',
      categories: [],
      contact: EMPTY_CONTACT,
    }),
    state: row.state,
    reason: row.reason,
    createdAt: row.created_at,
  };
}

/** Rolls back an approval whose images differ from what the admin saw. */
class ImagesChanged extends Error {}

// One cache per database, shared by every repository on it, so a write clears what a list read.
const totalsByDatabase = new WeakMap<Kysely<Database>, TotalCountCache>();

/** Projects, their revisions and images. The only place that touches those tables. */
export class ProjectRepository {
  private readonly totals: TotalCountCache;

  constructor(
    private readonly db: Kysely<Database>,
    totals?: TotalCountCache,
  ) {
    let shared = totals ?? totalsByDatabase.get(db);
    if (!shared) totalsByDatabase.set(db, (shared = new TotalCountCache()));
    this.totals = shared;
  }

  /** This repository on a transaction (`MailOutbox.transaction`): its calls join it, its writes clear the same totals. */
  in(trx: Kysely<Database>): ProjectRepository {
    return new ProjectRepository(trx, this.totals);
  }

  async find(id: number): Promise<ProjectRow | undefined> {
    const row = await this.db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
    return row && { id: row.id, ownerId: row.owner_id, publishedAt: row.published_at, data: publicData(row) };
  }

  /** Public projects (published), newest first, optionally filtered by folded name, category and owner. */
  async listPublic(options: {
    q?: string | undefined;
    category?: string | undefined;
    limit: number;
    afterId?: number | undefined;
    ownerId?: number;
  }) {
    let base = this.db.selectFrom('projects').where('published_at', 'is not', null);
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
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.limit + 1);
    if (options.afterId !== undefined) page = page.where('id', '<', options.afterId);
    const rows = await page.execute();
    const items = rows.slice(0, options.limit);
    return {
      rows: items.map((row) => ({
        id: row.id,
        ownerId: row.owner_id,
        publishedAt: row.published_at,
        data: publicData(row)!,
      })),
      total: count,
      nextAfterId: rows.length > options.limit ? items.at(-1)?.id : undefined,
    };
  }

  /** Every published project's id and last change, newest first, for the sitemap. */
  async publicIndex(limit: number): Promise<{ id: number; updatedAt: string }[]> {
    const rows = await this.db
      .selectFrom('projects')
      .select(['id', 'updated_at'])
      .where('published_at', 'is not', null)
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

  async images(projectIds: number[], liveOnly: boolean): Promise<Map<number, ImageRow[]>> {
    const byProject = new Map<number, ImageRow[]>();
    if (projectIds.length === 0) return byProject;
    let query = this.db.selectFrom('project_images').selectAll().where('project_id', 'in', projectIds);
    if (liveOnly) query = query.where('live', '=', 1);
    const rows = await query.orderBy('id', 'asc').execute();
    for (const row of rows) {
      const image = toImage(row);
      const list = byProject.get(image.projectId) ?? [];
      list.push(image);
      byProject.set(image.projectId, list);
    }
    return byProject;
  }

  async image(projectId: number, imageId: number): Promise<ImageRow | undefined> {
    const row = await this.db
      .selectFrom('project_images')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('id', '=', imageId)
      .executeTakeFirst();
    return row && toImage(row);
  }

  async imageCount(projectId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('project_images')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    return Number(count);
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
    const starCount = (star: number) =>
      sql<number | string | null>`sum(case when rate = ${sql.lit(star)} then 1 else 0 end)`;
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
      .groupBy('project_id')
      .execute();
    for (const row of rows) {
      const count = Number(row.count);
      map.set(row.project_id, {
        average: count === 0 ? null : Math.round(Number(row.average) * 10) / 10,
        count,
        stars: {
          1: Number(row.star1 ?? 0),
          2: Number(row.star2 ?? 0),
          3: Number(row.star3 ?? 0),
          4: Number(row.star4 ?? 0),
          5: Number(row.star5 ?? 0),
        },
      });
    }
    return map;
  }

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
      await trx.deleteFrom('projects').where('id', '=', projectId).execute();
      this.totals.clear();
      return images.map((image) => image.storage_key);
    });
  }

  async addImages(
    projectId: number,
    images: { key: string; url: string; variants: { width: number; url: string }[] }[],
    now: string,
  ): Promise<ImageRow[]> {
    return inTransaction(this.db, async (trx) => {
      const cover = await trx
        .selectFrom('project_images')
        .select('id')
        .where('project_id', '=', projectId)
        .where('is_cover', '=', 1)
        .executeTakeFirst();
      const added: ImageRow[] = [];
      for (const [index, image] of images.entries()) {
        const row = await trx
          .insertInto('project_images')
          .values({
            project_id: projectId,
            storage_key: image.key,
            url: image.url,
            variants: JSON.stringify(image.variants),
            is_cover: cover === undefined && index === 0 ? 1 : 0,
            // Not public until an admin approves the project with it.
            live: 0,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        added.push(toImage(row));
      }
      return added;
    });
  }

  /** Deletes the images of this project among imageIds; answers their storage keys. */
  async deleteImages(projectId: number, imageIds: number[]): Promise<string[]> {
    return inTransaction(this.db, async (trx) => {
      const doomed = await trx
        .selectFrom('project_images')
        .select(['id', 'storage_key', 'is_cover'])
        .where('project_id', '=', projectId)
        .where('id', 'in', imageIds)
        .execute();
      if (doomed.length === 0) return [];
      await trx
        .deleteFrom('project_images')
        .where(
          'id',
          'in',
          doomed.map((image) => image.id),
        )
        .execute();
      if (doomed.some((image) => Number(image.is_cover) === 1)) {
        const oldest = await trx
          .selectFrom('project_images')
          .select('id')
          .where('project_id', '=', projectId)
          .orderBy('id', 'asc')
          .executeTakeFirst();
        if (oldest)
          await trx.updateTable('project_images').set({ is_cover: 1 }).where('id', '=', oldest.id).execute();
      }
      return doomed.map((image) => image.storage_key);
    });
  }

  async setCover(projectId: number, imageId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx
        .updateTable('project_images')
        .set({ is_cover: 0 })
        .where('project_id', '=', projectId)
        .execute();
      await trx
        .updateTable('project_images')
        .set({ is_cover: 1 })
        .where('project_id', '=', projectId)
        .where('id', '=', imageId)
        .execute();
    });
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
    const rows = await page.execute();
    const items = rows.slice(0, limit).map(toRevision);
    return {
      rows: items,
      total: Number(count),
      nextAfterId: rows.length > limit ? items.at(-1)?.id : undefined,
    };
  }

  /**
   * Publishes a pending revision: its data becomes the public copy and exactly the images named go
   * live. 'decided' when the revision was no longer pending (decided or superseded meanwhile);
   * 'images-changed' when the project's images waiting for review are not exactly imageIds (one
   * was added or deleted since the admin loaded the item). Either way nothing is written.
   */
  async approve(
    revision: RevisionRow,
    imageIds: readonly number[],
    adminId: number,
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

  /**
   * Active owners, newest first, `q` matching "first last" folded for search (case, Arabic
   * diacritics and spelling variants aside), as the projects' names are.
   */
  async listOwners(options: { q?: string; limit: number; afterId?: number }) {
    let base = this.db
      .selectFrom('users as u')
      .innerJoin('owner_profiles as p', 'p.user_id', 'u.id')
      .where('u.role', '=', 'owner')
      .where('u.state', '=', 'active');
    const q = options.q === undefined ? '' : foldForSearch(options.q);
    if (q !== '') {
      base = base.where(sql<boolean>`u.name_folded like ${likeContains(q)} escape '\\'`);
    }
    const { count } = await base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    let page = base
      .select(['u.id', 'u.first_name', 'u.last_name', 'p.photo_url', 'p.bio', 'p.address', 'p.birth_date'])
      .orderBy('u.id', 'desc')
      .limit(options.limit + 1);
    if (options.afterId !== undefined) page = page.where('u.id', '<', options.afterId);
    const rows = await page.execute();
    const items = rows.slice(0, options.limit);
    return {
      rows: items.map(toOwnerProfile),
      total: Number(count),
      nextAfterId: rows.length > options.limit ? items.at(-1)?.id : undefined,
    };
  }

  async findOwner(id: number) {
    const row = await this.db
      .selectFrom('users as u')
      .innerJoin('owner_profiles as p', 'p.user_id', 'u.id')
      .select(['u.id', 'u.first_name', 'u.last_name', 'p.photo_url', 'p.bio', 'p.address', 'p.birth_date'])
      .where('u.id', '=', id)
      .where('u.role', '=', 'owner')
      .where('u.state', '=', 'active')
      .executeTakeFirst();
    return row && toOwnerProfile(row);
  }
}

function toOwnerProfile(row: {
  id: number;
  first_name: string;
  last_name: string;
  photo_url: string | null;
  bio: string;
  address: string;
  birth_date: string | null;
}) {
  return {
    id: row.id,
    photo: row.photo_url,
    bio: row.bio,
    address: row.address,
    birthDate: row.birth_date,
    user: { firstName: row.first_name, lastName: row.last_name },
  };
}

// Views: the response shapes, built from rows in a few queries per page.

function imageView(image: ImageRow) {
  return { id: image.id, imageUrl: image.url, isCover: image.isCover, variants: image.variants };
}

/** The public copies of these projects (all published), in the given order. */
export async function publicProjectViews(repo: ProjectRepository, rows: ProjectRow[]): Promise<Project[]> {
  const ids = rows.map((row) => row.id);
  const [images, owners, ratings] = await Promise.all([
    repo.images(ids, true),
    repo.owners(rows.map((row) => row.ownerId)),
    repo.ratings(ids),
  ]);
  return rows.flatMap((row) => {
    if (row.data === null) return [];
    const owner = owners.get(row.ownerId);
    return [
      {
        id: row.id,
        ...row.data,
        status: 'public' as const,
        // The cover first (the gallery starts on it), then the others oldest first.
        images: sortCoverFirst(images.get(row.id) ?? []).map(imageView),
        owner: {
          id: row.ownerId,
          user: { firstName: owner?.firstName ?? '', lastName: owner?.lastName ?? '' },
        },
        rating: ratings.get(row.id) ?? noRatings(),
      },
    ];
  });
}

/** The rating of a project nobody has rated yet. */
export function noRatings(): ProjectRating {
  return { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
}

function sortCoverFirst(images: ImageRow[]): ImageRow[] {
  return [...images].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.id - b.id);
}

/** The owner's view: newest revision data, every image, the review state. */
export async function ownerProjectViews(
  repo: ProjectRepository,
  rows: ProjectRow[],
): Promise<OwnerProject[]> {
  const ids = rows.map((row) => row.id);
  const [images, owners, ratings, revisions] = await Promise.all([
    repo.images(ids, false),
    repo.owners(rows.map((row) => row.ownerId)),
    repo.ratings(ids),
    repo.latestRevisions(ids),
  ]);
  return rows.flatMap((row) => {
    const revision = revisions.get(row.id);
    const data = revision?.data ?? row.data;
    if (!data) return [];
    const owner = owners.get(row.ownerId);
    // A superseded revision is never the newest; an approved one is what the public sees.
    const state =
      revision?.state === 'pending' || revision?.state === 'rejected' ? revision.state : 'approved';
    return [
      {
        id: row.id,
        ...data,
        status: row.publishedAt === null ? ('draft' as const) : ('public' as const),
        images: sortCoverFirst(images.get(row.id) ?? []).map((image) => ({
          ...imageView(image),
          live: image.live,
        })),
        owner: {
          id: row.ownerId,
          user: { firstName: owner?.firstName ?? '', lastName: owner?.lastName ?? '' },
        },
        rating: ratings.get(row.id) ?? noRatings(),
        review: { state, reason: state === 'rejected' ? (revision?.reason ?? null) : null },
      },
    ];
  });
}

/**
 * Every project of an owner in the owner's view, newest first: GET /owner/me lists them
 * (profiles module), whatever their review state.
 */
export async function listOwnerProjects(db: Kysely<Database>, ownerId: number): Promise<OwnerProject[]> {
  const repo = new ProjectRepository(db);
  const ids = await repo.projectIdsOfOwner(ownerId);
  const rows = (await Promise.all(ids.map((id) => repo.find(id)))).filter((row) => row !== undefined);
  return ownerProjectViews(repo, rows);
}

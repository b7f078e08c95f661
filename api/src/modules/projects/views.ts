import type { OwnerProject, Project, ProjectRating } from '@rowad/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PublicProjectParts } from './project-repository.js';
import type { ImageRow, ProjectRow } from './records.js';
import { projectStores, type ProjectStores } from './stores.js';

// Views: the response shapes, built from rows in a few queries per page.

function imageView(image: ImageRow) {
  return { id: image.id, imageUrl: image.url, isCover: image.isCover, variants: image.variants };
}

/** An image as its owner and the reviewing admin see it: with whether it is live yet. */
export function ownerImageView(image: ImageRow) {
  return { ...imageView(image), live: image.live };
}

/** The public copies of projects read with their parts (ProjectRepository.listPublic, findPublic). */
export function publicViewsOf(projects: readonly PublicProjectParts[]): Project[] {
  return projects.flatMap(({ row, images, owner, rating }) => {
    if (row.data === null) return [];
    return [
      {
        id: row.id,
        ...row.data,
        status: 'public' as const,
        // The cover first (the gallery starts on it), then the others oldest first.
        images: sortCoverFirst(images).map(imageView),
        owner: {
          id: row.ownerId,
          user: { firstName: owner?.firstName ?? '', lastName: owner?.lastName ?? '' },
        },
        rating,
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
export async function ownerProjectViews(stores: ProjectStores, rows: ProjectRow[]): Promise<OwnerProject[]> {
  const ids = rows.map((row) => row.id);
  const [images, owners, ratings, revisions, hidden] = await Promise.all([
    stores.images.images(ids, false),
    stores.projects.owners(rows.map((row) => row.ownerId)),
    stores.projects.ratings(ids),
    stores.revisions.latestRevisions(ids),
    stores.projects.hiddenReasons(rows.filter((row) => row.hiddenAt).map((row) => row.id)),
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
        images: sortCoverFirst(images.get(row.id) ?? []).map(ownerImageView),
        owner: {
          id: row.ownerId,
          user: { firstName: owner?.firstName ?? '', lastName: owner?.lastName ?? '' },
        },
        rating: ratings.get(row.id) ?? noRatings(),
        review: { state, reason: state === 'rejected' ? (revision?.reason ?? null) : null },
        // The owner sees a hidden project marked, with why (issue 31); the public does not see it.
        ...(row.hiddenAt ? { hidden: true as const, hiddenReason: hidden.get(row.id) ?? null } : {}),
      },
    ];
  });
}

/**
 * Every project of an owner in the owner's view, newest first: GET /owner/me lists them
 * (profiles module), whatever their review state.
 */
export async function listOwnerProjects(db: Kysely<Database>, ownerId: number): Promise<OwnerProject[]> {
  const stores = projectStores(db);
  const ids = await stores.projects.projectIdsOfOwner(ownerId);
  const rows = (await Promise.all(ids.map((id) => stores.projects.find(id)))).filter(
    (row) => row !== undefined,
  );
  return ownerProjectViews(stores, rows);
}

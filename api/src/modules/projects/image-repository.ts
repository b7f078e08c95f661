import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { toImage, type ImageRow } from './records.js';

/** A project's images: the gallery, its cover, and which of them are live (approved). */
export class ProjectImageRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { keyOfPicture, type ImageStorage } from '../storage/pictures.js';

// An upload writes its pictures, then the row naming them. A process killed in between (kill -9, a
// crash, a power cut) or a store away when a removal was due leaves pictures no row names; a
// picture removed by hand leaves a row naming nothing. The sweep removes both, leaving alone
// anything younger than a grace period: the upload in progress in another API process. It works
// through the storage (disk or bucket), never on files itself.

/**
 * More image rows than this without their files is not a crash (which leaves at most the images
 * of the uploads in flight) but a misconfiguration, an uploads folder not mounted: the sweep
 * then removes no row, and says so.
 */
export const MAX_ROWS_REPAIRED = 20;

export interface SweepResult {
  /** Pictures removed: no row names them. */
  files: number;
  /** Gallery rows removed and owner photos cleared: their files are missing. */
  rows: number;
}

export interface SweepOptions {
  db: Kysely<Database>;
  storage: ImageStorage;
  /** Pictures and rows younger than this are left alone. */
  graceMs: number;
  now?: Date;
  warn: (details: Record<string, unknown>, message: string) => void;
}

function variantUrls(variants: string, url: string): string[] {
  try {
    const parsed = JSON.parse(variants) as { url?: unknown }[];
    const urls = parsed.map((variant) => variant.url).filter((u): u is string => typeof u === 'string');
    return urls.length > 0 ? urls : [url];
  } catch {
    return [url];
  }
}

/** Every picture the storage holds: its name, its key and its age. */
async function listPictures(storage: ImageStorage) {
  const pictures: { name: string; key: string; modifiedAt: number }[] = [];
  for await (const { name, modifiedAt } of storage.list()) {
    const key = keyOfPicture(name);
    if (key !== undefined) pictures.push({ name, key, modifiedAt });
  }
  return pictures;
}

/** Brings the stored pictures and the image rows back in agreement. */
export async function sweepOrphanUploads(options: SweepOptions): Promise<SweepResult> {
  const { db, storage, graceMs, warn } = options;
  const cutoff = (options.now ?? new Date()).getTime() - graceMs;
  const cutoffIso = new Date(cutoff).toISOString();

  // Rows first, pictures second: a row committed while the pictures are listed is not missed (its
  // pictures were written before it, so they are listed as named).
  const [projectImages, eventImages, photos] = await Promise.all([
    db.selectFrom('project_images').select(['id', 'storage_key', 'url', 'variants', 'created_at']).execute(),
    db.selectFrom('event_images').select(['id', 'storage_key', 'url', 'variants', 'created_at']).execute(),
    db
      .selectFrom('owner_profiles')
      .select(['user_id', 'photo_key', 'photo_url'])
      .where('photo_key', 'is not', null)
      .execute(),
  ]);
  const files = await listPictures(storage);

  const named = new Set<string>([
    ...projectImages.map((row) => row.storage_key),
    ...eventImages.map((row) => row.storage_key),
    ...photos.map((row) => row.photo_key!),
  ]);
  const stored = new Set(files.map((file) => file.name));

  const strayFiles = files.filter((file) => !named.has(file.key) && file.modifiedAt <= cutoff);
  for (const file of strayFiles) await storage.remove(file.name);

  const missing = (urls: string[]) =>
    urls.some((url) => {
      const name = storage.nameOfUrl(url);
      return name !== undefined && !stored.has(name);
    });
  const brokenGallery = (rows: typeof projectImages) =>
    rows.filter((row) => row.created_at <= cutoffIso && missing(variantUrls(row.variants, row.url)));
  const brokenProjectImages = brokenGallery(projectImages);
  const brokenEventImages = brokenGallery(eventImages);
  const brokenPhotos = photos.filter((row) => row.photo_url !== null && missing([row.photo_url]));
  const broken = brokenProjectImages.length + brokenEventImages.length + brokenPhotos.length;

  if (broken > MAX_ROWS_REPAIRED) {
    warn(
      { rowsWithoutFiles: broken, location: storage.location },
      'many image rows name pictures that are missing: is the uploads folder (or bucket) the right one? No row was removed',
    );
    return { files: strayFiles.length, rows: 0 };
  }
  if (brokenProjectImages.length > 0) {
    await db
      .deleteFrom('project_images')
      .where(
        'id',
        'in',
        brokenProjectImages.map((row) => row.id),
      )
      .execute();
  }
  if (brokenEventImages.length > 0) {
    await db
      .deleteFrom('event_images')
      .where(
        'id',
        'in',
        brokenEventImages.map((row) => row.id),
      )
      .execute();
  }
  for (const row of brokenPhotos) {
    await db
      .updateTable('owner_profiles')
      .set({ photo_key: null, photo_url: null })
      .where('user_id', '=', row.user_id)
      .where('photo_key', '=', row.photo_key)
      .execute();
  }
  // Any partial pictures of the broken rows' images go too.
  for (const row of [...brokenProjectImages, ...brokenEventImages]) {
    for (const file of files.filter((f) => f.key === row.storage_key)) await storage.remove(file.name);
  }
  if (strayFiles.length > 0 || broken > 0) {
    warn(
      { files: strayFiles.length, rows: broken },
      'removed pictures no row names and image rows whose pictures are missing (an interrupted upload)',
    );
  }
  return { files: strayFiles.length, rows: broken };
}

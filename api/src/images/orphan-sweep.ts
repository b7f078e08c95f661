import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { UPLOADS_URL_PREFIX } from '../plugins/storage.js';

// An upload writes its files, then the row naming them. A process killed in between (kill -9, a
// crash, a power cut) leaves files no row names; a file removed by hand leaves a row naming
// nothing. The sweep removes both, leaving alone anything younger than a grace period: the upload
// in progress in another API process on the same folder.

/** Files the storage writes: `<folder>/<32 hex>-<width>.webp`. */
const IMAGE_FILE = /^([0-9a-f]{32})-[1-9][0-9]{0,4}\.webp$/;

/**
 * More image rows than this without their files is not a crash (which leaves at most the images
 * of the uploads in flight) but a misconfiguration, an uploads folder not mounted: the sweep
 * then removes no row, and says so.
 */
export const MAX_ROWS_REPAIRED = 20;

export interface SweepResult {
  /** Files removed: no row names them. */
  files: number;
  /** Gallery rows removed and owner photos cleared: their files are missing. */
  rows: number;
}

export interface SweepOptions {
  db: Kysely<Database>;
  uploadsDir: string;
  /** Files and rows younger than this are left alone. */
  graceMs: number;
  now?: Date;
  warn: (details: Record<string, unknown>, message: string) => void;
}

/** `/uploads/events/<id>-640.webp` -> `events/<id>-640.webp` */
function relativeFileOf(url: string): string | undefined {
  return url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : undefined;
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

/** Every image file under the uploads folder: its path relative to it, its key and its age. */
async function listImageFiles(uploadsDir: string) {
  const files: { relative: string; key: string; modifiedAt: number }[] = [];
  let folders: string[];
  try {
    folders = await readdir(uploadsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return files;
    throw error;
  }
  for (const folder of folders) {
    let names: string[];
    try {
      names = await readdir(path.join(uploadsDir, folder));
    } catch {
      continue; // A file, not a folder.
    }
    for (const name of names) {
      const id = IMAGE_FILE.exec(name)?.[1];
      if (id === undefined) continue;
      const relative = `${folder}/${name}`;
      const info = await stat(path.join(uploadsDir, relative)).catch(() => undefined);
      if (info?.isFile()) files.push({ relative, key: `${folder}/${id}`, modifiedAt: info.mtimeMs });
    }
  }
  return files;
}

/** Brings the uploads folder and the image rows back in agreement. */
export async function sweepOrphanUploads(options: SweepOptions): Promise<SweepResult> {
  const { db, uploadsDir, graceMs, warn } = options;
  const cutoff = (options.now ?? new Date()).getTime() - graceMs;
  const cutoffIso = new Date(cutoff).toISOString();

  // Rows first, files second: a row committed while the files are listed is not missed (its files
  // were written before it, so they are listed as named).
  const [projectImages, eventImages, photos] = await Promise.all([
    db.selectFrom('project_images').select(['id', 'storage_key', 'url', 'variants', 'created_at']).execute(),
    db.selectFrom('event_images').select(['id', 'storage_key', 'url', 'variants', 'created_at']).execute(),
    db
      .selectFrom('owner_profiles')
      .select(['user_id', 'photo_key', 'photo_url'])
      .where('photo_key', 'is not', null)
      .execute(),
  ]);
  const files = await listImageFiles(uploadsDir);

  const named = new Set<string>([
    ...projectImages.map((row) => row.storage_key),
    ...eventImages.map((row) => row.storage_key),
    ...photos.map((row) => row.photo_key!),
  ]);
  const onDisk = new Set(files.map((file) => file.relative));

  const strayFiles = files.filter((file) => !named.has(file.key) && file.modifiedAt <= cutoff);
  for (const file of strayFiles) await rm(path.join(uploadsDir, file.relative), { force: true });

  const missing = (urls: string[]) =>
    urls.some((url) => {
      const relative = relativeFileOf(url);
      return relative !== undefined && !onDisk.has(relative);
    });
  const brokenGallery = (rows: typeof projectImages) =>
    rows.filter((row) => row.created_at <= cutoffIso && missing(variantUrls(row.variants, row.url)));
  const brokenProjectImages = brokenGallery(projectImages);
  const brokenEventImages = brokenGallery(eventImages);
  const brokenPhotos = photos.filter((row) => row.photo_url !== null && missing([row.photo_url]));
  const broken = brokenProjectImages.length + brokenEventImages.length + brokenPhotos.length;

  if (broken > MAX_ROWS_REPAIRED) {
    warn(
      { rowsWithoutFiles: broken, uploadsDir },
      'many image rows name files that are missing: is the uploads folder the right one? No row was removed',
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
  // Any partial files of the broken rows' images go too.
  for (const row of [...brokenProjectImages, ...brokenEventImages]) {
    for (const file of files.filter((f) => f.key === row.storage_key)) {
      await rm(path.join(uploadsDir, file.relative), { force: true });
    }
  }
  if (strayFiles.length > 0 || broken > 0) {
    warn(
      { files: strayFiles.length, rows: broken },
      'removed image files no row names and image rows whose files are missing (an interrupted upload)',
    );
  }
  return { files: strayFiles.length, rows: broken };
}

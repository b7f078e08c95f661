import { randomBytes } from 'node:crypto';
import type { ProcessedImage } from '../images/process-image.js';

// The pictures of the platform, whichever store holds them (docs/operations.md, "Object
// storage"): every variant of an image is one object named `<folder>/<32 hex id>-<width>.webp`, a
// file under DATA_DIR/uploads on the disk or a key of the bucket on S3. Names are made here alone.

export interface StoredImage {
  /** `<folder>/<id>`: what a record keeps to delete the image later. */
  key: string;
  /** The largest variant, e.g. `/uploads/owner-photos/<id>-512.webp`. */
  url: string;
  variants: { width: number; url: string }[];
}

/** A picture the store holds: its name and when it was written (ms since the epoch). */
export interface StoredPicture {
  name: string;
  modifiedAt: number;
}

export interface ImageStorage {
  /** Where the pictures are, for log lines: a folder or `s3://bucket`. */
  readonly location: string;
  saveImage(processed: ProcessedImage, folder: string): Promise<StoredImage>;
  /** Removes every variant of the image; an image already gone is not an error. */
  delete(key: string): Promise<void>;
  /** Every picture held, whatever wrote it (the orphan sweep compares them with the rows). */
  list(): AsyncIterable<StoredPicture>;
  /** Removes one picture by its name; a picture already gone is not an error. */
  remove(name: string): Promise<void>;
  /** The picture name of a URL this storage gave out (now or before); undefined for any other. */
  nameOfUrl(url: string): string | undefined;
}

/** What a driver does: keep, list and remove pictures by name. The rest is common (imageStorage). */
export interface PictureStore {
  readonly location: string;
  /** Where the browser finds a picture: `/uploads/`, or S3_PUBLIC_URL with a trailing slash. */
  readonly urlBase: string;
  write(name: string, data: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** The pictures whose name starts with `prefix` (all of them without one). */
  list(prefix?: string): AsyncIterable<StoredPicture>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

const FOLDER = /^[a-z0-9-]+$/;
const ID_BYTES = 16;
const KEY = /^([a-z0-9-]+)\/([0-9a-f]{32})$/;
/** The only names the storage ever writes, `<folder>/<id>-<width>.webp`; the key is `<folder>/<id>`. */
export const PICTURE_NAME = /^(([a-z0-9-]+)\/([0-9a-f]{32}))-[1-9][0-9]{0,4}\.webp$/;
// A name is never reused (a new upload gets a new random id), so browsers and CDNs may keep it forever.
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const PICTURE_TYPE = 'image/webp';

function variantName(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

/** The key (`<folder>/<id>`) of a picture name, or undefined for a name the storage never writes. */
export function keyOfPicture(name: string): string | undefined {
  return PICTURE_NAME.exec(name)?.[1];
}

/** Images kept in a picture store, named by the server alone. */
export function imageStorage(store: PictureStore): ImageStorage {
  return {
    location: store.location,

    async saveImage(processed, folder) {
      if (!FOLDER.test(folder)) throw new Error(`Invalid upload folder: ${folder}`);
      if (processed.variants.length === 0) throw new Error('An image to save needs at least one variant');
      const variants = [...processed.variants].sort((a, b) => a.width - b.width);
      // 128 random bits: not guessable from another image's URL, and no collision to check for.
      const id = randomBytes(ID_BYTES).toString('hex');
      const nameOf = (width: number) => `${folder}/${variantName(id, width)}`;

      const written: string[] = [];
      try {
        for (const variant of variants) {
          await store.write(nameOf(variant.width), variant.data);
          written.push(nameOf(variant.width));
        }
      } catch (error) {
        // Half an image is worse than none: its record would point at a missing size. A removal
        // that fails too (the store away) leaves pictures no row names, for the orphan sweep.
        await Promise.all(written.map((name) => store.remove(name).catch(() => undefined)));
        throw error;
      }

      const urlOf = (width: number) => `${store.urlBase}${nameOf(width)}`;
      return {
        key: `${folder}/${id}`,
        url: urlOf(variants.at(-1)!.width),
        variants: variants.map(({ width }) => ({ width, url: urlOf(width) })),
      };
    },

    async delete(key) {
      if (!KEY.test(key)) throw new Error(`Invalid image key: ${key}`);
      // The key does not record which widths were made; the name pattern finds them all.
      const names: string[] = [];
      for await (const picture of store.list(`${key}-`)) {
        if (keyOfPicture(picture.name) === key) names.push(picture.name);
      }
      await Promise.all(names.map((name) => store.remove(name)));
    },

    list: () => store.list(),
    async remove(name) {
      // Names come from list() or a row; anything else (a path out of the folder) is refused.
      if (!PICTURE_NAME.test(name)) throw new Error(`Invalid picture name: ${name}`);
      await store.remove(name);
    },

    nameOfUrl(url) {
      // Pictures uploaded before S3_PUBLIC_URL was set keep their /uploads/ URL, served by the API.
      for (const base of new Set([store.urlBase, UPLOADS_URL_PREFIX])) {
        if (url.startsWith(base)) return url.slice(base.length);
      }
      return undefined;
    },
  };
}

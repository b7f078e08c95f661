import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ProcessedImage } from '../images/process-image.js';

export interface StoredImage {
  /** `<folder>/<id>`: what a record keeps to delete the image later. */
  key: string;
  /** The largest variant, e.g. `/uploads/owner-photos/<id>-512.webp`. */
  url: string;
  variants: { width: number; url: string }[];
}

export interface ImageStorage {
  saveImage(processed: ProcessedImage, folder: string): Promise<StoredImage>;
  /** Removes every variant of the image; an image already gone is not an error. */
  delete(key: string): Promise<void>;
}

export interface StorageOptions {
  /** Images live under `<dataDir>/uploads`. */
  dataDir: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

export const UPLOADS_URL_PREFIX = '/uploads/';

const FOLDER = /^[a-z0-9-]+$/;
const ID_BYTES = 16;
const KEY = /^([a-z0-9-]+)\/([0-9a-f]{32})$/;
// The only names the storage ever writes; anything else under /uploads is not served.
const SERVED_PATH = /^\/[a-z0-9-]+\/[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$/;
// A name is never reused (a new upload gets a new random id), so browsers and CDNs may keep it forever.
const IMMUTABLE = 'public, max-age=31536000, immutable';

function variantName(id: string, width: number): string {
  return `${id}-${width}.webp`;
}

/** Images as files on the local disk, named by the server alone. */
export function localImageStorage(uploadsDir: string): ImageStorage {
  return {
    async saveImage(processed, folder) {
      if (!FOLDER.test(folder)) throw new Error(`Invalid upload folder: ${folder}`);
      if (processed.variants.length === 0) throw new Error('An image to save needs at least one variant');
      const variants = [...processed.variants].sort((a, b) => a.width - b.width);
      // 128 random bits: not guessable from another image's URL, and no collision to check for.
      const id = randomBytes(ID_BYTES).toString('hex');
      const folderDir = path.join(uploadsDir, folder);
      await mkdir(folderDir, { recursive: true });

      const written: string[] = [];
      try {
        for (const variant of variants) {
          const file = path.join(folderDir, variantName(id, variant.width));
          // wx: never overwrite, even in the impossible case of a repeated id.
          await writeFile(file, variant.data, { flag: 'wx' });
          written.push(file);
        }
      } catch (error) {
        // Half an image is worse than none: its record would point at a missing size.
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw error;
      }

      const urlOf = (width: number) => `${UPLOADS_URL_PREFIX}${folder}/${variantName(id, width)}`;
      return {
        key: `${folder}/${id}`,
        url: urlOf(variants.at(-1)!.width),
        variants: variants.map(({ width }) => ({ width, url: urlOf(width) })),
      };
    },

    async delete(key) {
      const [, folder, id] = KEY.exec(key) ?? [];
      if (folder === undefined || id === undefined) throw new Error(`Invalid image key: ${key}`);
      const folderDir = path.join(uploadsDir, folder);
      let names: string[];
      try {
        names = await readdir(folderDir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      // The key does not record which widths were made; the name pattern finds them all.
      const ofThisImage = new RegExp(`^${id}-\\d+\\.webp$`);
      await Promise.all(
        names
          .filter((name) => ofThisImage.test(name))
          .map((name) => rm(path.join(folderDir, name), { force: true })),
      );
    },
  };
}

async function storage(app: FastifyInstance, options: StorageOptions): Promise<void> {
  const uploadsDir = path.join(options.dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });
  app.decorate('storage', localImageStorage(uploadsDir));

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    // The web plugin owns reply.sendFile.
    decorateReply: false,
    // Only names this storage writes: no traversal, no dot files, no other file that may end up
    // in the folder, all answered like any missing file.
    allowedPath: (pathName) => SERVED_PATH.test(pathName),
    index: false,
    list: false,
    redirect: false,
    dotfiles: 'ignore',
    serveDotFiles: false,
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', IMMUTABLE);
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}

export default fp(storage, { name: 'storage', fastify: '5.x' });

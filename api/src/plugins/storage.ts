import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { ObjectStoreConfig } from '../config.js';
import { diskPictureStore } from '../storage/disk.js';
import {
  IMMUTABLE,
  imageStorage,
  PICTURE_NAME,
  PICTURE_TYPE,
  UPLOADS_URL_PREFIX,
  type ImageStorage,
} from '../storage/pictures.js';
import { createS3Client, readPicture, s3PictureStore } from '../storage/s3.js';

export { UPLOADS_URL_PREFIX };
export type { ImageStorage, StoredImage } from '../storage/pictures.js';

export interface StorageOptions {
  /** Without an object store, images live under `<dataDir>/uploads`. */
  dataDir: string;
  /** Set: images live in this bucket, and nothing is written under dataDir/uploads. */
  objectStore?: ObjectStoreConfig | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

// The only names the storage ever writes; anything else under /uploads is not served.
const SERVED_PATH = /^\/[a-z0-9-]+\/[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$/;

function pictureHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', IMMUTABLE).header('x-content-type-options', 'nosniff');
}

/** The disk store: files under dataDir/uploads, served by @fastify/static. */
async function diskStorage(app: FastifyInstance, uploadsDir: string): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  app.decorate('storage', imageStorage(diskPictureStore(uploadsDir)));

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

/**
 * The S3 store: objects of the bucket. The browser keeps the same /uploads/ URLs, answered here
 * by streaming the object (pictures given out before S3_PUBLIC_URL was set keep those URLs too).
 */
async function bucketStorage(app: FastifyInstance, config: ObjectStoreConfig): Promise<void> {
  const client: S3Client = createS3Client(config);
  app.decorate('storage', imageStorage(s3PictureStore(client, config)));
  app.addHook('onClose', async () => client.destroy());

  app.get<{ Params: { folder: string; file: string } }>(
    `${UPLOADS_URL_PREFIX}:folder/:file`,
    async (request, reply) => {
      const name = `${request.params.folder}/${request.params.file}`;
      if (!PICTURE_NAME.test(name)) return reply.callNotFound();
      const read = await readPicture(client, config.bucket, name, request.headers['if-none-match']);
      if (read.kind === 'missing') return reply.callNotFound();
      if (read.kind === 'not-modified') {
        if (read.etag !== undefined) reply.header('etag', read.etag);
        return pictureHeaders(reply).code(304).send();
      }
      if (read.etag !== undefined) reply.header('etag', read.etag);
      if (read.size !== undefined) reply.header('content-length', String(read.size));
      return pictureHeaders(reply).type(PICTURE_TYPE).send(read.body);
    },
  );
}

async function storage(app: FastifyInstance, options: StorageOptions): Promise<void> {
  // With a bucket, DATA_DIR/uploads is not even created: nothing may land on this machine's disk.
  if (options.objectStore === undefined) await diskStorage(app, path.join(options.dataDir, 'uploads'));
  else await bucketStorage(app, options.objectStore);
}

export default fp(storage, { name: 'storage', fastify: '5.x' });

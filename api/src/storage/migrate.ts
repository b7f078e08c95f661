import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config.js';
import { diskPictureStore } from './disk.js';
import { headPicture, readPicture, s3PictureStore } from './s3.js';

// `npm run storage:migrate` (docs/operations.md, "Object storage"): the pictures of a disk store
// copied into the bucket, then every one of them read back and compared. Run it before switching
// a server to S3_BUCKET; it may run again (a picture already in the bucket is not sent twice).

export interface MigrationResult {
  /** Pictures found under the uploads folder. */
  pictures: number;
  /** Sent to the bucket. */
  copied: number;
  /** Already in the bucket with the same size and content. */
  skipped: number;
  /** Read back from the bucket with the same SHA-256 as on the disk. */
  verified: number;
  /** Names that are missing from the bucket or differ there after the copy. */
  failed: string[];
}

export interface MigrationOptions {
  uploadsDir: string;
  client: S3Client;
  objectStore: ObjectStoreConfig;
  /** One line per step worth telling the operator. */
  log?: (line: string) => void;
}

/** Pictures sent or checked at the same time: a few, so a slow store is kept busy but not flooded. */
const PARALLEL = 4;

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

async function sha256Of(stream: AsyncIterable<Uint8Array>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

/** Runs `work` over `items`, PARALLEL at a time. */
async function eachInParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/** Copies every picture of the uploads folder into the bucket, then checks each one there. */
export async function migrateToBucket(options: MigrationOptions): Promise<MigrationResult> {
  const { uploadsDir, client, objectStore } = options;
  const log = options.log ?? (() => undefined);
  const bucket = s3PictureStore(client, objectStore);
  const names: string[] = [];
  for await (const picture of diskPictureStore(uploadsDir).list()) names.push(picture.name);
  names.sort();
  const result: MigrationResult = { pictures: names.length, copied: 0, skipped: 0, verified: 0, failed: [] };
  log(`${names.length} pictures under ${uploadsDir}, to s3://${objectStore.bucket}`);

  await eachInParallel(names, async (name) => {
    const data = await readFile(path.join(uploadsDir, name));
    const there = await headPicture(client, objectStore.bucket, name);
    // A single-part object's ETag is the MD5 of its bytes, on S3 and the servers that copy it.
    if (there?.size === data.length && there.etag === `"${md5(data)}"`) {
      result.skipped += 1;
      return;
    }
    await bucket.write(name, data);
    result.copied += 1;
  });
  log(`copied ${result.copied}, already there ${result.skipped}`);

  await eachInParallel(names, async (name) => {
    const expected = createHash('sha256')
      .update(await readFile(path.join(uploadsDir, name)))
      .digest('hex');
    const read = await readPicture(client, objectStore.bucket, name, undefined);
    const actual = read.kind === 'found' ? await sha256Of(read.body) : undefined;
    if (actual === expected) result.verified += 1;
    else {
      result.failed.push(name);
      log(
        `check failed: ${name} ${actual === undefined ? 'is missing from the bucket' : 'differs in the bucket'}`,
      );
    }
  });
  result.failed.sort();
  log(`checked ${names.length}: ${result.verified} the same, ${result.failed.length} failed`);
  return result;
}

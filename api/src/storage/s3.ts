import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStoreConfig } from '../config.js';
import { ServerBusyError } from '../http/server-busy.js';
import {
  IMMUTABLE,
  PICTURE_NAME,
  PICTURE_TYPE,
  UPLOADS_URL_PREFIX,
  type PictureStore,
  type StoredPicture,
} from './pictures.js';

/** Seconds a client is told to wait before sending its pictures again while the store is away. */
export const STORE_RETRY_AFTER_SECONDS = 5;
export const STORE_AWAY = 'Pictures cannot be stored right now. Please try again in a few seconds.';

/**
 * The object store cannot be reached or answers that it is unwell (5xx): the upload is answered
 * 503 with Retry-After like a full image queue (docs/operations.md, "Object storage").
 */
export class StorageUnavailableError extends ServerBusyError {
  constructor(cause: unknown) {
    super(STORE_AWAY, STORE_RETRY_AFTER_SECONDS);
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

// A store that is down must answer within seconds, not after the SDK's defaults (no connection
// timeout, three attempts with back-off): one second to connect, two from the start of a call to
// the answer's headers (a picture is a few hundred KB; a body streamed to a browser afterwards is
// not timed), one retry.
const CONNECTION_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;
const MAX_ATTEMPTS = 2;

/** The SDK client for the configured bucket; credentials come from the SDK's default chain (AWS_*). */
export function createS3Client(config: ObjectStoreConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    // SDK 3.729+ sends CRC32 checksum trailers by default, which several S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      // Without it the SDK only logs a warning at the timeout and keeps waiting.
      throwOnRequestTimeout: true,
    },
  });
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** No answer at all (refused, timed out, reset) or a 5xx: the store is away, not our request wrong. */
export function isStoreUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

/** Runs one call of the store, turning "the store is away" into the 503 the client is told. */
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isStoreUnavailable(error) ? new StorageUnavailableError(error) : error;
  }
}

/** Pictures as objects of a bucket, keyed by their names. */
export function s3PictureStore(client: S3Client, config: ObjectStoreConfig): PictureStore {
  const bucket = config.bucket;

  async function* list(prefix?: string): AsyncIterable<StoredPicture> {
    let token: string | undefined;
    do {
      const page = await calling(() =>
        client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            ...(prefix === undefined ? {} : { Prefix: prefix }),
            ...(token === undefined ? {} : { ContinuationToken: token }),
          }),
        ),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined || !PICTURE_NAME.test(object.Key)) continue;
        yield { name: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 };
      }
      token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
  }

  return {
    location: `s3://${bucket}`,
    urlBase: config.publicUrl === undefined ? UPLOADS_URL_PREFIX : `${config.publicUrl}/`,
    async write(name, data) {
      await calling(() =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: data,
            ContentLength: data.length,
            ContentType: PICTURE_TYPE,
            // What a CDN in front of the bucket (S3_PUBLIC_URL) hands on to browsers.
            CacheControl: IMMUTABLE,
          }),
        ),
      );
    },
    async remove(name) {
      // S3 answers a missing key with success: a picture already gone is not an error.
      await calling(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name })));
    },
    list,
  };
}

export type PictureRead =
  | { kind: 'found'; body: Readable; etag: string | undefined; size: number | undefined }
  | { kind: 'not-modified'; etag: string | undefined }
  | { kind: 'missing' };

/** One picture for the /uploads/ route; `ifNoneMatch` lets the store answer 304 itself. */
export async function readPicture(
  client: S3Client,
  bucket: string,
  name: string,
  ifNoneMatch: string | undefined,
): Promise<PictureRead> {
  try {
    const object = await calling(() =>
      client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: name,
          ...(ifNoneMatch === undefined ? {} : { IfNoneMatch: ifNoneMatch }),
        }),
      ),
    );
    return {
      kind: 'found',
      body: object.Body as Readable,
      etag: object.ETag,
      size: object.ContentLength,
    };
  } catch (error) {
    const status = statusOf(error);
    if (status === 304) return { kind: 'not-modified', etag: ifNoneMatch };
    if (status === 404) return { kind: 'missing' };
    throw error;
  }
}

/** Size and ETag of an object, or undefined when the bucket has no such key. */
export async function headPicture(
  client: S3Client,
  bucket: string,
  name: string,
): Promise<{ size: number | undefined; etag: string | undefined } | undefined> {
  try {
    const head = await calling(() => client.send(new HeadObjectCommand({ Bucket: bucket, Key: name })));
    return { size: head.ContentLength, etag: head.ETag };
  } catch (error) {
    if (statusOf(error) === 404) return undefined;
    throw error;
  }
}

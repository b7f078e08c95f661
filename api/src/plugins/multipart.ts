import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../errors.js';
import { imageJobs } from '../images/image-jobs.js';
import { imageTooLargeError } from '../images/process-image.js';
import { RATE_LIMITS } from '../limits.js';
import { rateLimited } from './rate-limit.js';

export interface MultipartOptions {
  /** Per file; the 413 message names it in MB. */
  maxFileBytes: number;
  /** Files in one request, counting every file field. */
  maxFiles: number;
  /** Where each upload's files are streamed, a folder per request; the system's temporary folder by default. */
  tmpDir?: string;
}

/** Upload requests one user may send an hour (limits.ts says why). */
export const UPLOADS_PER_USER_PER_HOUR = RATE_LIMITS.upload.perUser.limit;

/**
 * A preHandler for upload routes, after authentication: counts the request against the user
 * before its body is read, so refused uploads cost no decoding.
 */
export const uploadLimit = rateLimited((request) => [
  { key: `upload:user:${request.auth!.id}`, ...RATE_LIMITS.upload.perUser },
]);

export const NOT_MULTIPART = 'Send the image as multipart/form-data.';
export const NO_IMAGE_CHOSEN = 'Choose an image to upload.';
const UNREADABLE_UPLOAD = 'The upload could not be read. Please try again.';
const TOO_MANY_FIELDS = 'The upload has too many form fields.';

// Kept on the instance under a symbol: withImageParts needs the limits for its messages, and
// nothing else has a reason to read them.
const uploadLimits = Symbol('rowad.uploadLimits');

declare module 'fastify' {
  interface FastifyInstance {
    [uploadLimits]: MultipartOptions;
  }
}

function tooManyFiles(maxFiles: number): ApiError {
  return new ApiError(400, 'TOO_MANY_FILES', `Too many files. Upload at most ${maxFiles} at a time.`);
}

/** @fastify/multipart's errors (and busboy's plain ones) as the sentences the client shows. */
function uploadError(error: unknown, limits: MultipartOptions): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  let answer: ApiError;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      answer = imageTooLargeError(limits.maxFileBytes);
      break;
    case 'FST_FILES_LIMIT':
      answer = tooManyFiles(limits.maxFiles);
      break;
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      answer = new ApiError(415, 'NOT_MULTIPART', NOT_MULTIPART);
      break;
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      answer = new ApiError(400, 'MALFORMED_BODY', TOO_MANY_FIELDS);
      break;
    default:
      // Everything else read here comes from the request stream: a malformed or cut-off body
      // (busboy's "Unexpected end of form", a missing boundary, a __proto__ field name).
      answer = new ApiError(400, 'MALFORMED_BODY', UNREADABLE_UPLOAD);
  }
  answer.cause = error;
  return answer;
}

/**
 * Streams the files sent under fieldName to a temporary folder of this request, skipping every
 * other part, and answers their paths. At least one non-empty file, or 400: a browser form with no
 * file chosen still sends an empty file part. Nothing of a file is held in memory.
 */
async function streamImageParts(
  request: FastifyRequest,
  fieldName: string,
  folder: string,
  limits: MultipartOptions,
): Promise<string[]> {
  const files: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== fieldName) {
        // Drained, so the parser moves on to the next part.
        part.file.resume();
        continue;
      }
      // Named by position: the client's file name never reaches the file system.
      const file = path.join(folder, String(files.length));
      const written = createWriteStream(file, { mode: 0o600 });
      await pipeline(part.file, written);
      if (part.file.truncated) throw imageTooLargeError(limits.maxFileBytes);
      if (written.bytesWritten > 0) files.push(file);
    }
  } catch (error) {
    throw uploadError(error, limits);
  }
  if (files.length === 0) throw new ApiError(400, 'NO_IMAGE', NO_IMAGE_CHOSEN);
  return files;
}

/**
 * Runs `work` on the image files of an upload (see streamImageParts), then removes them, whatever
 * `work` answers or throws, and also when the body is cut off or refused (issue 28 Low 4).
 * A full image queue is answered 503 before a byte of the body is read: its pictures would be
 * refused anyway, and reading them first let every refused request hold 10 x 5 MB.
 */
export async function withImageParts<T>(
  request: FastifyRequest,
  fieldName: string,
  work: (files: string[]) => Promise<T>,
): Promise<T> {
  const limits = request.server[uploadLimits];
  if (limits === undefined) throw new Error('withImageParts needs the multipart plugin');
  if (!request.isMultipart()) throw new ApiError(415, 'NOT_MULTIPART', NOT_MULTIPART);
  imageJobs.refuseIfFull();

  const folder = await mkdtemp(path.join(limits.tmpDir ?? tmpdir(), 'rowad-upload-'));
  try {
    return await work(await streamImageParts(request, fieldName, folder, limits));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function multipart(app: FastifyInstance, options: MultipartOptions): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: options.maxFileBytes,
      files: options.maxFiles,
      // Uploads carry files; the few text fields a form adds next to them are short.
      fields: 10,
      fieldSize: 1024,
      parts: options.maxFiles + 10,
    },
    // A file cut at the limit would otherwise arrive as a silently truncated, still "valid" buffer.
    throwFileSizeLimit: true,
  });
  app.decorate(uploadLimits, Object.freeze({ ...options }));
}

export default fp(multipart, { name: 'multipart', fastify: '5.x' });

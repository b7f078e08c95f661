import { IMAGE_MAX_BYTES, IMAGES_PER_REQUEST } from '@rowad/shared/schemas';

/**
 * The API's limits on work and size, in one place (docs/decisions.md, "Security review (issue 10)",
 * says why each value). Limits of a form's fields live with their zod schemas in @rowad/shared.
 */
export const LIMITS = Object.freeze({
  /** JSON bodies are small forms; uploads go through multipart with their own limits. */
  jsonBodyBytes: 64 * 1024,
  /** Per upload request: each file, and files counted over every file field (shared with the forms). */
  upload: Object.freeze({ maxFileBytes: IMAGE_MAX_BYTES, maxFiles: IMAGES_PER_REQUEST }),
  /**
   * Image decoding and encoding (sharp) runs in a bounded queue: `concurrent` jobs at once, up to
   * `queued` more waiting; beyond that the upload answers 503 with Retry-After. sharp's work runs
   * on libuv's thread pool (4 threads), as password hashing does: two image jobs leave room for
   * sign-ins during an upload burst.
   */
  imageJobs: Object.freeze({ concurrent: 2, queued: 20, retryAfterSeconds: 5 }),
  /** Projects one owner may have, in any review state. */
  projectsPerOwner: 20,
  /**
   * Time to receive a whole request, headers and body (Node answers 408 and closes after it): a
   * slow-loris client cannot hold a connection open for ever, and ten 5 MB pictures still arrive
   * over a slow mobile line (about 3.5 Mbit/s).
   */
  requestTimeoutMs: 120_000,
  /** A connection silent both ways this long is closed; longer than any answer takes to compute. */
  connectionTimeoutMs: 130_000,
});

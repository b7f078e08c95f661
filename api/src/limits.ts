import { IMAGE_MAX_BYTES, IMAGES_PER_REQUEST, INFO_REQUEST_OWNERS_PER_DAY } from '@rowad/shared/schemas';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A rate rule's numbers: at most `limit` requests in `windowMs`. */
export interface Rate {
  readonly limit: number;
  readonly windowMs: number;
}

const rate = (limit: number, windowMs: number): Rate => Object.freeze({ limit, windowMs });

/**
 * The API's limits on work and size, in one place (docs/decisions.md, "Security review (issue 10)",
 * says why each value). The rules of a form's fields and of an upload (sizes, counts) are
 * @rowad/shared's (schemas/rules.ts): the forms check them too.
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
  /**
   * Decoding a picture: the largest file, and the most pixels sharp will decode (a small file can
   * declare a huge image).
   */
  image: Object.freeze({ maxInputBytes: IMAGE_MAX_BYTES, maxPixels: 40_000_000 }),
  /** Projects one owner may have, in any review state. */
  projectsPerOwner: 20,
  /** Owners one investor may ask for information in 24 hours (shared with the owner page). */
  infoRequestOwnersPerDay: INFO_REQUEST_OWNERS_PER_DAY,
  /**
   * Time to receive a whole request, headers and body (Node answers 408 and closes after it): a
   * slow-loris client cannot hold a connection open for ever, and ten 5 MB pictures still arrive
   * over a slow mobile line (about 3.5 Mbit/s).
   */
  requestTimeoutMs: 120_000,
  /** A connection silent both ways this long is closed; longer than any answer takes to compute. */
  connectionTimeoutMs: 130_000,
  /**
   * Requests started in one turn of the event loop; more wait, in order, for the next turns, so a
   * new connection is accepted within a few milliseconds under load (src/http/event-loop-turns.ts).
   */
  requestsPerTurn: 8,
  /**
   * Drawn public pages kept per (address, language) in each API process (issue 28): a few
   * seconds spare the drawing under a crowd and bound how long another process shows old data;
   * the cap bounds memory (a drawn page is tens of kB) when many addresses are asked.
   */
  pageCache: Object.freeze({ ttlMs: 5_000, maxPages: 500 }),
  /**
   * Guests' public answers (projects, events, comments) kept per address (issue 29): in Redis when
   * configured, else per process; any write drops them. The cap bounds memory (a page of 20
   * projects is ~20 kB); browsers and CDNs are told the same lifetime.
   */
  answerCache: Object.freeze({ ttlMs: 5_000, maxEntries: 2_000 }),
  /**
   * How often each API process reads the release registry (issue 27): a release made on another
   * process is live here within this (the issue asks for 5 s); the query reads a few rows.
   */
  releasePollMs: 1_000,
  /**
   * The public pages' counter (issue 30): its queue is written every `flushMs` (a count shows in
   * the owner's numbers within 10 s), and holds at most `maxQueued` hits (a few MB) meanwhile.
   */
  insights: Object.freeze({ flushMs: 2_000, maxQueued: 20_000 }),
});

/**
 * Requests counted per client address (`perIp`), per account e-mail (`perEmail`), per account
 * (`perAccount`) or per signed-in user (`perUser`), by call; past one, the call answers 429 RATE_LIMITED.
 */
export const RATE_LIMITS = Object.freeze({
  /** Sign-up, sign-in and the password reset steps: one client cannot hammer, nor many clients one account. */
  register: Object.freeze({ perIp: rate(20, HOUR), perEmail: rate(3, HOUR) }),
  login: Object.freeze({ perIp: rate(30, 15 * MINUTE), perEmail: rate(10, 15 * MINUTE) }),
  forgotPassword: Object.freeze({ perIp: rate(10, HOUR), perEmail: rate(5, HOUR) }),
  verifyResetCode: Object.freeze({ perIp: rate(30, 15 * MINUTE), perEmail: rate(10, 15 * MINUTE) }),
  resetPassword: Object.freeze({ perIp: rate(30, 15 * MINUTE), perEmail: rate(10, 15 * MINUTE) }),
  /**
   * Second-factor codes (issue 28), at sign-in and in the profile: six digits fall to guessing
   * without a wall. Per account (the one the sign-in step names, or the signed-in user) and per
   * address; a person needs one or two tries.
   */
  secondFactor: Object.freeze({ perAccount: rate(10, 15 * MINUTE), perIp: rate(30, 15 * MINUTE) }),
  /** A profile update that changes the e-mail (it answers whether an address is taken). */
  emailChange: Object.freeze({ perUser: rate(5, HOUR), perIp: rate(10, HOUR) }),
  /**
   * A password change checks the current password: with a stolen token it would otherwise be
   * guessed as fast as argon2 runs, slowing every sign-in meanwhile.
   */
  changePassword: Object.freeze({ perUser: rate(5, HOUR), perIp: rate(10, HOUR) }),
  /**
   * Closing an account checks the password as a password change does; exporting one's data reads
   * every table about the person: a few a day is what a person needs (issue 28).
   */
  closeAccount: Object.freeze({ perUser: rate(5, HOUR), perIp: rate(10, HOUR) }),
  exportData: Object.freeze({ perUser: rate(10, HOUR) }),
  /** Generous for a person, a wall for a script filling a project's page with comments. */
  comment: Object.freeze({ perUser: rate(60, HOUR) }),
  /**
   * Taps on a public page's contact channels (issue 30): a person taps a few on each of the pages
   * they read; a script sending more is only refused (its taps count once a day anyway).
   */
  insightsTap: Object.freeze({ perIp: rate(120, 10 * MINUTE) }),
  /** Reports (issue 31): plenty for a person flagging a spam wave, too few to flood the admin's queue. */
  report: Object.freeze({ perUser: rate(30, HOUR) }),
  /** Contact form messages: a person writes a few, a robot many. */
  contact: Object.freeze({ perIp: rate(5, 10 * MINUTE) }),
  /**
   * Upload requests (owner photo, project images, event images together) one user may send. Each
   * decodes and re-encodes up to `upload.maxFiles` images: the limit bounds the CPU and disk one
   * account can spend, far above what adding a project's pictures takes.
   */
  upload: Object.freeze({ perUser: rate(30, HOUR) }),
});

import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NEW_ACCOUNT_HOURS_DEFAULT } from '@rowad/shared/schemas';
import { z } from 'zod';

// Both src/config.ts (run by tsx or Jest) and the bundled dist/main.js sit two folders below
// the monorepo root, so one relative URL finds shell/ and mfe-*/ in either layout.
const MONOREPO_ROOT = path.resolve(fileURLToPath(new URL('../../', import.meta.url)));

const DEFAULT_PORT = 8080;

/** HS256 keys shorter than this can be brute-forced offline from any token a user holds. */
export const JWT_SECRET_MIN_LENGTH = 32;
export const RELEASE_TOKEN_MIN_LENGTH = 32;

/** The S3-compatible bucket that holds the pictures instead of DATA_DIR/uploads (S3_BUCKET set). */
export interface ObjectStoreConfig {
  readonly bucket: string;
  /** S3_ENDPOINT: any S3-compatible server (Garage, SeaweedFS, Ceph); unset: AWS itself. */
  readonly endpoint: string | undefined;
  /** S3_REGION, `us-east-1` by default. */
  readonly region: string;
  /** S3_FORCE_PATH_STYLE: `<endpoint>/<bucket>/<key>` URLs; true by default with S3_ENDPOINT. */
  readonly forcePathStyle: boolean;
  /** S3_PUBLIC_URL, without a trailing slash: new pictures' URLs point there (a CDN before the bucket). */
  readonly publicUrl: string | undefined;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute folder for the SQLite file, uploads, the mail outbox and generated secrets. */
  readonly dataDir: string;
  /** Set: PostgreSQL. Unset: the embedded SQLite database under dataDir. */
  readonly databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_SIZE (20): PostgreSQL connections this process may hold. Every process behind the
   * proxy holds its own pool: processes × this must stay under the server's max_connections.
   */
  readonly databasePoolSize: number;
  /** Set: real SMTP (smtp:// or smtps://, without its query). Unset: mails are written to dataDir/outbox. */
  readonly smtpUrl: string | undefined;
  /** SMTP_URL's `?requireTLS=true`: an smtp:// server must upgrade with STARTTLS, or no mail is sent. */
  readonly smtpRequireTls: boolean;
  readonly mailFrom: string;
  /** The outbox worker that sends queued mail (src/mail/outbox-worker.ts). */
  readonly mailOutbox: {
    /** MAIL_WORKER=off: this process queues mail but sends none (tests that run passes themselves). */
    readonly worker: boolean;
    /** MAIL_MAX_ATTEMPTS (10): attempts before a mail is 'failed', listed for the admin. */
    readonly maxAttempts: number;
    /** MAIL_RETRY_BASE_MS (2 s): the wait after a first failure, doubled after each further one... */
    readonly retryBaseMs: number;
    /** MAIL_RETRY_MAX_MS (10 min): ...up to this. */
    readonly retryMaxMs: number;
    /** MAIL_LEASE_MS (2 min): a claim on a mail; an attempt is cut off at half of it. */
    readonly leaseMs: number;
    /** MAIL_POLL_MS (500 ms): how often an idle worker looks for due mail. */
    readonly pollMs: number;
  };
  /**
   * UPLOAD_SWEEP_GRACE_MS (15 min): the orphan sweep at start (and every such period after)
   * leaves image files and rows younger than this alone, an upload another process is making.
   */
  readonly uploadSweepGraceMs: number;
  /**
   * NEW_ACCOUNT_HOURS (24, issue 31): an account younger than this is new: its reports do not count
   * towards hiding an item, and its comments are limited (no links, NEW_ACCOUNT_COMMENT_MAX in all).
   * 0: no account is new (tests).
   */
  readonly newAccountHours: number;
  /** Set: pictures live in this bucket. Unset: under dataDir/uploads. Credentials: AWS_* (SDK's chain). */
  readonly objectStore: ObjectStoreConfig | undefined;
  /** Base of the links in e-mails, without a trailing slash. */
  readonly publicUrl: string;
  /** Unset: generated once into dataDir (by the auth plugin). */
  readonly jwtSecret: string | undefined;
  /**
   * Where contact form messages are e-mailed: SUPPORT_EMAIL, else ADMIN_EMAIL. Unset: they are
   * only stored.
   */
  readonly supportEmail: string | undefined;
  /**
   * Created or updated at start when set; `totpSecret` (ADMIN_TOTP_SECRET, base32) enrols its
   * second factor without the screen.
   */
  readonly admin:
    | { readonly email: string; readonly password: string; readonly totpSecret: string | undefined }
    | undefined;
  /** Unset: seed demo data only into an empty embedded database. */
  readonly demoData: boolean | undefined;
  /** Folder holding shell/ and mfe-*\/, whose dist/ folders are served. */
  readonly webRoot: string;
  /**
   * SERVER_RENDER=off: public pages are sent as the bare app, drawn in the browser, instead of with
   * their first screen rendered by shell/dist-server/render-page.cjs (when the build has it).
   */
  readonly serverRender: boolean;
  /** A JSON file (remote name -> entry URL) served as /remotes.json instead of the generated map. */
  readonly remotesFile: string | undefined;
  /**
   * RELEASE_TOKEN: accepted as a bearer token on the release calls only (a CI job has no person to
   * sign in), audited as "release token". Unset: only admins release.
   */
  readonly releaseToken: string | undefined;
  /** Origins other than our own that may call /api from a browser. */
  readonly corsOrigins: readonly string[];
  /** Set: rate-limit counts live in Redis, shared by every API instance. Unset: in this process's memory. */
  readonly redisUrl: string | undefined;
  /** False only for load tests: the sign-in and contact calls then take any number of attempts. */
  readonly rateLimits: boolean;
  /**
   * Fastify's `trustProxy`: false trusts no proxy (the peer is the client); a number trusts that
   * many hops of X-Forwarded-For; a list trusts proxies at those addresses or CIDR ranges.
   */
  readonly trustProxy: false | number | readonly string[];
  /**
   * LOG_FORMAT: `pretty` lines for a person, `json` lines for a machine, or `auto` (the default):
   * pretty when the output is a terminal, JSON otherwise.
   */
  readonly logFormat: 'auto' | 'pretty' | 'json';
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function isUrlWithProtocol(value: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length that fits it. */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const SMTP_QUERY_ERROR = 'the only setting it takes is ?requireTLS=true (or false)';

/**
 * SMTP_URL's query: requireTLS alone. Anything else nodemailer would read from the URL (ignoreTLS,
 * tls.rejectUnauthorized, a misspelt requireTls that silently does nothing) is refused.
 */
function smtpRequireTls(value: string): boolean | undefined {
  const params = [...new URL(value).searchParams];
  if (params.length === 0) return false;
  const [first] = params;
  if (params.length !== 1 || first?.[0] !== 'requireTLS' || !['true', 'false'].includes(first[1])) {
    return undefined;
  }
  return first[1] === 'true';
}

function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

/**
 * Measured under the soak (docs/decisions.md, "Twenty PostgreSQL connections per process"): with
 * 10, requests waited 200 ms on average for a connection while PostgreSQL itself was not busy.
 */
const DEFAULT_DATABASE_POOL_SIZE = 20;

function positiveInteger(min: number, max: number) {
  return z
    .string()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: `must be a whole number from ${min} to ${max}`,
    })
    .optional();
}

/**
 * S3's bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens, starting and
 * ending with a letter or digit, not shaped like an IP address.
 */
function isBucketName(value: string): boolean {
  return /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value) && !/\.\./.test(value) && isIP(value) === 0;
}

/** An http(s) URL that is a base to add paths to: no query, no fragment. */
function isBaseUrl(value: string): boolean {
  if (!isUrlWithProtocol(value, ['http:', 'https:'])) return false;
  const url = new URL(value);
  return url.search === '' && url.hash === '' && url.username === '' && url.password === '';
}

const S3_SETTINGS = ['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const;

const number = (value: string | undefined, fallback: number) =>
  value === undefined ? fallback : Number(value);

const EnvSchema = z
  .object({
    PORT: z
      .string()
      .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65535, {
        error: 'must be a port number from 1 to 65535',
      })
      .optional(),
    HOST: z.string().optional(),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z
      .string()
      .refine((value) => /^postgres(ql)?:\/\/\S+$/.test(value), {
        error: 'must start with postgres:// or postgresql://',
      })
      .optional(),
    DATABASE_POOL_SIZE: positiveInteger(1, 500),
    SMTP_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['smtp:', 'smtps:']), {
        error: 'must be an smtp:// or smtps:// URL',
        abort: true,
      })
      .refine((value) => smtpRequireTls(value) !== undefined, { error: SMTP_QUERY_ERROR })
      .optional(),
    MAIL_FROM: z.string().optional(),
    MAIL_WORKER: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).optional(),
    SERVER_RENDER: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).optional(),
    MAIL_MAX_ATTEMPTS: positiveInteger(1, 100),
    MAIL_RETRY_BASE_MS: positiveInteger(1, 3_600_000),
    MAIL_RETRY_MAX_MS: positiveInteger(1, 86_400_000),
    MAIL_LEASE_MS: positiveInteger(1, 86_400_000),
    MAIL_POLL_MS: positiveInteger(1, 3_600_000),
    UPLOAD_SWEEP_GRACE_MS: positiveInteger(0, 7 * 86_400_000),
    NEW_ACCOUNT_HOURS: positiveInteger(0, 24 * 365),
    S3_BUCKET: z
      .string()
      .refine(isBucketName, {
        error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      })
      .optional(),
    S3_ENDPOINT: z
      .string()
      .refine(isBaseUrl, { error: 'must be an http:// or https:// URL without a query' })
      .optional(),
    S3_REGION: z
      .string()
      .refine((value) => /^[a-z0-9-]{1,32}$/.test(value), {
        error: 'must be a region name such as us-east-1 (lower-case letters, digits and hyphens)',
      })
      .optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional(),
    S3_PUBLIC_URL: z
      .string()
      .refine(isBaseUrl, { error: 'must be an http:// or https:// URL without a query' })
      .optional(),
    PUBLIC_URL: z
      .string()
      .refine((value) => isUrlWithProtocol(value, ['http:', 'https:']), {
        error: 'must be an http:// or https:// URL',
      })
      .optional(),
    JWT_SECRET: z
      .string()
      .min(JWT_SECRET_MIN_LENGTH, { error: `must be at least ${JWT_SECRET_MIN_LENGTH} characters` })
      .optional(),
    SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    // RFC 4226 asks for at least 128 bits of secret: 26 base32 characters.
    ADMIN_TOTP_SECRET: z
      .string()
      .regex(/^[A-Z2-7]{26,}=*$/i, {
        error: 'must be a base32 secret (letters A-Z and digits 2-7) of at least 26 characters',
      })
      .optional(),
    DEMO_DATA: z.enum(['0', '1'], { error: "must be '0' or '1'" }).optional(),
    WEB_ROOT: z.string().optional(),
    REMOTES_FILE: z.string().optional(),
    // A CI job's credential for the release calls only (docs/operations.md, "Releasing one remote").
    RELEASE_TOKEN: z
      .string()
      .min(RELEASE_TOKEN_MIN_LENGTH, { error: `must be at least ${RELEASE_TOKEN_MIN_LENGTH} characters` })
      .optional(),
    CORS_ORIGINS: z
      .string()
      .refine((value) => splitList(value).every(isOrigin), {
        error:
          'must be a comma-separated list of origins such as https://example.com (no path, no trailing slash)',
      })
      .optional(),
    REDIS_URL: z
      .string()
      .refine((value) => /^rediss?:\/\/\S+$/.test(value), {
        error: 'must start with redis:// or rediss://',
      })
      .optional(),
    RATE_LIMITS: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).optional(),
    LOG_FORMAT: z
      .enum(['auto', 'pretty', 'json'], { error: "must be 'auto', 'pretty' or 'json'" })
      .optional(),
    TRUST_PROXY: z
      .string()
      .refine((value) => /^\d+$/.test(value) || splitList(value).every(isAddressOrCidr), {
        error: 'must be a hop count or a comma-separated list of addresses or CIDR ranges',
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    // A bucket's settings without the bucket would silently keep the pictures on the disk.
    if (env.S3_BUCKET === undefined) {
      for (const name of S3_SETTINGS) {
        if (env[name] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is used only with S3_BUCKET, which is not set',
          });
        }
      }
    }
    // One without the other would start a platform without the admin the operator expects.
    if (env.ADMIN_EMAIL !== undefined && env.ADMIN_PASSWORD === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'must be set when ADMIN_EMAIL is set',
      });
    }
    if (env.ADMIN_TOTP_SECRET !== undefined && env.ADMIN_EMAIL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_TOTP_SECRET'],
        message: 'is used only with ADMIN_EMAIL, which is not set',
      });
    }
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_EMAIL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'must be set when ADMIN_PASSWORD is set',
      });
    }
  });

function withoutQuery(value: string): string {
  const url = new URL(value);
  url.search = '';
  return url.toString().replace(/\/$/, '');
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function objectStoreOf(vars: z.infer<typeof EnvSchema>): ObjectStoreConfig | undefined {
  if (vars.S3_BUCKET === undefined) return undefined;
  return Object.freeze({
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    region: vars.S3_REGION ?? 'us-east-1',
    forcePathStyle:
      vars.S3_FORCE_PATH_STYLE === undefined
        ? vars.S3_ENDPOINT !== undefined
        : vars.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: vars.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  });
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return Object.freeze(splitList(value));
}

/**
 * Reads and validates the environment. The only place of the API that touches process.env.
 * An empty variable counts as unset, as `FOO=` in a compose file usually means "no value".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.shape).map((name) => {
      const value = env[name]?.trim();
      return [name, value === '' ? undefined : value];
    }),
  );
  const result = EnvSchema.safeParse(known);
  if (!result.success) {
    // Values are left out of the message: they may be secrets (passwords, database URLs).
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = result.data;
  const port = vars.PORT === undefined ? DEFAULT_PORT : Number(vars.PORT);

  const config: Config = {
    port,
    host: vars.HOST ?? '0.0.0.0',
    dataDir: path.resolve(process.cwd(), vars.DATA_DIR ?? './data'),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: number(vars.DATABASE_POOL_SIZE, DEFAULT_DATABASE_POOL_SIZE),
    smtpUrl: vars.SMTP_URL === undefined ? undefined : withoutQuery(vars.SMTP_URL),
    smtpRequireTls: vars.SMTP_URL === undefined ? false : smtpRequireTls(vars.SMTP_URL) === true,
    mailFrom: vars.MAIL_FROM ?? 'Rowad <no-reply@localhost>',
    mailOutbox: Object.freeze({
      worker: vars.MAIL_WORKER !== 'off',
      maxAttempts: number(vars.MAIL_MAX_ATTEMPTS, 10),
      retryBaseMs: number(vars.MAIL_RETRY_BASE_MS, 2_000),
      retryMaxMs: number(vars.MAIL_RETRY_MAX_MS, 10 * 60_000),
      leaseMs: number(vars.MAIL_LEASE_MS, 2 * 60_000),
      pollMs: number(vars.MAIL_POLL_MS, 500),
    }),
    uploadSweepGraceMs: number(vars.UPLOAD_SWEEP_GRACE_MS, 15 * 60_000),
    newAccountHours: number(vars.NEW_ACCOUNT_HOURS, NEW_ACCOUNT_HOURS_DEFAULT),
    objectStore: objectStoreOf(vars),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    jwtSecret: vars.JWT_SECRET,
    supportEmail: vars.SUPPORT_EMAIL ?? vars.ADMIN_EMAIL,
    admin:
      vars.ADMIN_EMAIL !== undefined && vars.ADMIN_PASSWORD !== undefined
        ? Object.freeze({
            email: vars.ADMIN_EMAIL,
            password: vars.ADMIN_PASSWORD,
            totpSecret: vars.ADMIN_TOTP_SECRET?.replace(/=+$/, '').toUpperCase(),
          })
        : undefined,
    demoData: vars.DEMO_DATA === undefined ? undefined : vars.DEMO_DATA === '1',
    serverRender: vars.SERVER_RENDER !== 'off',
    webRoot: vars.WEB_ROOT === undefined ? MONOREPO_ROOT : path.resolve(process.cwd(), vars.WEB_ROOT),
    remotesFile: vars.REMOTES_FILE === undefined ? undefined : path.resolve(process.cwd(), vars.REMOTES_FILE),
    releaseToken: vars.RELEASE_TOKEN,
    corsOrigins: Object.freeze(vars.CORS_ORIGINS === undefined ? [] : splitList(vars.CORS_ORIGINS)),
    redisUrl: vars.REDIS_URL,
    rateLimits: vars.RATE_LIMITS !== 'off',
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    logFormat: vars.LOG_FORMAT ?? 'auto',
  };
  return Object.freeze(config);
}

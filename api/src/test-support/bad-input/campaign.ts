import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { decodeJwt, SignJWT } from 'jose';
import { sql } from 'kysely';
import { ApiErrorBodySchema } from '@rowad/shared/schemas';
import { AccountRepository } from '../../modules/auth/account-repository.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { operationsOf, ROLES, wordsOf, type OpenApiDocument, type Operation, type Role } from './openapi.js';
import {
  badRequestFor,
  describeRequest,
  type BadRequest,
  type Caller,
  type GeneratorOptions,
} from './requests.js';

/**
 * Refusals that write on purpose, by the code they answer: a comparison of the stored data before
 * and after such a refusal leaves these tables out. Anything else a refused request changes is a
 * finding.
 */
export const WRITES_ON_REFUSAL: Readonly<Record<string, { tables: readonly string[]; why: string }>> = {
  INVALID_RESET_CODE: {
    tables: ['one_time_tokens'],
    why: 'a wrong reset code counts as a try, and the fifth burns the code (brute-force guard)',
  },
  ACCOUNT_NOT_ACTIVATED: {
    tables: ['one_time_tokens', 'mail_outbox'],
    why: 'the right password of an account not yet activated sends it a fresh activation link (queued in the mail outbox)',
  },
};

/** Tables the migrator keeps: never written by a request. */
const BOOKKEEPING_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface Outcome {
  request: BadRequest;
  status: number;
  /** What broke a rule: a 5xx, an error body of the wrong shape, stored data changed by a refusal. */
  problems: string[];
  /** Tables a refused request changed (those its code may write excepted). */
  changedTables: string[];
  /** Every table whose rows differ after the request (what a success wrote, too). */
  writtenTables: string[];
  /** How long the answer took (reported by the bench; tests never assert a duration). */
  ms: number;
}

export interface CampaignStats {
  requests: number;
  byOperation: Map<string, number>;
  byKind: Map<string, number>;
  byStatusClass: Map<string, number>;
  serverErrors: number;
  badErrorBodies: number;
  dataChangedByRefusal: number;
  notSent: number;
}

interface Account {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

const isRefusal = (status: number) => status >= 400 && status < 500;

function rowText(row: unknown): string {
  return JSON.stringify(row, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

/**
 * A campaign against one running app: its operations read from /api/docs, an account of each
 * role signed in, and a digest of every table to tell whether a refused request changed anything.
 */
export class Campaign {
  readonly stats: CampaignStats = {
    requests: 0,
    byOperation: new Map(),
    byKind: new Map(),
    byStatusClass: new Map(),
    serverErrors: 0,
    badErrorBodies: 0,
    dataChangedByRefusal: 0,
    notSent: 0,
  };
  private readonly tokens = new Map<Role, string>();
  private readonly revoked = new Map<Role, string>();
  private lastDigest: Map<string, string> | undefined;

  private constructor(
    private readonly app: FastifyInstance,
    readonly operations: readonly Operation[],
    private readonly options: GeneratorOptions,
    private readonly accounts: Map<Role, Account>,
    private readonly key: Uint8Array,
    private readonly tables: readonly string[],
  ) {}

  /** Reads the document, finds (or makes) an account of each role and the ids stored. */
  static async start(app: FastifyInstance): Promise<Campaign> {
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    if (docs.statusCode !== 200) throw new Error(`GET /api/docs answered ${docs.statusCode}`);
    const document = docs.json<OpenApiDocument>();
    const operations = operationsOf(document);
    const tables = await tableNames(app);
    const knownIds = await storedIds(app, tables);
    const accounts = new Map<Role, Account>();
    for (const role of ROLES) accounts.set(role, await accountOf(app, role));
    const secret =
      app.config.jwtSecret ?? readFileSync(path.join(app.config.dataDir, 'jwt-secret'), 'utf8').trim();
    const campaign = new Campaign(
      app,
      operations,
      { knownIds, words: wordsOf(document) },
      accounts,
      new TextEncoder().encode(secret),
      tables,
    );
    for (const role of ROLES) {
      const token = await campaign.issue(role);
      const { jti } = decodeJwt(token);
      await app.tokens.revoke(String(jti));
      campaign.revoked.set(role, token);
    }
    return campaign;
  }

  private account(role: Role): Account {
    const account = this.accounts.get(role);
    if (!account) throw new Error(`no ${role} account`);
    return account;
  }

  private issue(role: Role): Promise<string> {
    return this.app.tokens.issue(this.account(role));
  }

  /** A live token of the role: the last one, or a new one when a request ended its session. */
  private async liveToken(role: Role): Promise<string> {
    const known = this.tokens.get(role);
    if (known && (await this.app.tokens.verify(known))) return known;
    // A request may have disabled the account (an admin call) or ended its sessions: the
    // campaign puts it back, outside any compared window, so the next requests are signed in.
    await this.app.db
      .updateTable('users')
      .set({ state: 'active' })
      .where('id', '=', this.account(role).id)
      .execute();
    const token = await this.issue(role);
    this.tokens.set(role, token);
    this.lastDigest = undefined;
    return token;
  }

  private async sign(role: Role, key: Uint8Array, expired: boolean): Promise<string> {
    const account = this.account(role);
    const { jti } = decodeJwt(await this.liveToken(role));
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: account.email, role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(account.id))
      .setJti(String(jti))
      .setIssuedAt(expired ? now - 7200 : now)
      .setExpirationTime(expired ? now - 3600 : now + 3600)
      .sign(key);
  }

  private async authorization(caller: Caller): Promise<string | undefined> {
    switch (caller.kind) {
      case 'guest':
        return undefined;
      case 'header':
        return caller.value;
      case 'role':
        return `Bearer ${await this.liveToken(caller.role)}`;
      case 'expired':
        return `Bearer ${await this.sign(caller.role, this.key, true)}`;
      case 'foreign-signed':
        return `Bearer ${await this.sign(caller.role, randomBytes(32), false)}`;
      case 'revoked':
        return `Bearer ${this.revoked.get(caller.role) ?? ''}`;
      case 'unsigned': {
        const account = this.account(caller.role);
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        const claims = {
          sub: String(account.id),
          role: caller.role,
          jti: randomUUID(),
          exp: Math.floor(Date.now() / 1000) + 3600,
        };
        return `Bearer ${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
      }
      case 'unknown-user':
        return `Bearer ${await new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('987654')
          .setJti(randomUUID())
          .setExpirationTime('1h')
          .sign(this.key)}`;
    }
  }

  /** A digest per table of every row, in any order. */
  private async digest(): Promise<Map<string, string>> {
    const digests = new Map<string, string>();
    for (const table of this.tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        this.app.db,
      );
      const hashes = rows.map((row) => createHash('sha1').update(rowText(row)).digest('hex')).sort();
      digests.set(table, createHash('sha1').update(hashes.join()).digest('hex'));
    }
    return digests;
  }

  /** The digest once work started by the last answer (a reset code made after it) has settled. */
  private async settledDigest(): Promise<Map<string, string>> {
    // The page counter writes what an earlier answer queued every 2 s (issue 30): written now, it
    // is not taken for a write of the next request.
    await this.app.insightsCounter.flush();
    let previous = await this.digest();
    for (let tries = 0; tries < 20; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const next = await this.digest();
      if (sameDigest(previous, next)) return next;
      previous = next;
    }
    return previous;
  }

  /** Sends one request and checks its answer and the stored data against the campaign's rules. */
  async send(request: BadRequest): Promise<Outcome> {
    const authorization = await this.authorization(request.caller);
    const before = this.lastDigest ?? (await this.settledDigest());
    let status: number;
    let body: string;
    let contentType: string;
    let ms: number;
    const sentAt = performance.now();
    try {
      const response = await withTimeout(
        this.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...request.headers, ...(authorization === undefined ? {} : { authorization }) },
          ...(request.body === undefined ? {} : { payload: request.body }),
          remoteAddress: request.remoteAddress,
        }),
        ANSWER_TIMEOUT_MS,
      );
      status = response.statusCode;
      ms = performance.now() - sentAt;
      body = response.body;
      contentType = String(response.headers['content-type'] ?? '');
    } catch (error) {
      this.stats.notSent += 1;
      this.lastDigest = undefined;
      return {
        request,
        status: 0,
        problems: [`not answered: ${String(error)}`],
        changedTables: [],
        writtenTables: [],
        ms: performance.now() - sentAt,
      };
    }
    const problems: string[] = [];
    if (status >= 500) problems.push(`answered ${status}: ${body.slice(0, 300)}`);
    if (status >= 400) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = undefined;
      }
      if (!contentType.startsWith('application/json') || !ApiErrorBodySchema.safeParse(parsed).success) {
        problems.push(
          `answered ${status} with a body that is not { code, message }: ${contentType} ${body.slice(0, 200)}`,
        );
      }
    }
    const after = isRefusal(status) ? await this.digest() : await this.settledDigest();
    this.lastDigest = after;
    const writtenTables = [...after.keys()].filter((table) => after.get(table) !== before.get(table));
    let changedTables: string[] = [];
    if (isRefusal(status)) {
      const code = codeOf(body);
      const allowed = new Set(code ? (WRITES_ON_REFUSAL[code]?.tables ?? []) : []);
      changedTables = writtenTables.filter((table) => !allowed.has(table));
      if (changedTables.length > 0)
        problems.push(`refused with ${status} ${code ?? ''} but changed ${changedTables.join(', ')}`);
    }
    this.count(request, status, problems, changedTables);
    return { request, status, problems, changedTables, writtenTables, ms };
  }

  private count(request: BadRequest, status: number, problems: string[], changed: string[]): void {
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    this.stats.requests += 1;
    add(this.stats.byOperation, request.operation);
    for (const kind of request.kind.split('+')) add(this.stats.byKind, kind);
    add(this.stats.byStatusClass, `${Math.floor(status / 100)}xx`);
    if (status >= 500) this.stats.serverErrors += 1;
    if (problems.some((problem) => problem.includes('not { code, message }'))) this.stats.badErrorBodies += 1;
    if (changed.length > 0) this.stats.dataChangedByRefusal += 1;
  }

  /**
   * `count` requests generated from `seed`, the operations taking turns (each gets its share,
   * however many the document lists), each operation's from a seed of its own. Unbiased: a few
   * values per operation would otherwise mostly be fast-check's first, "smallest" choices.
   */
  requests(seed: number, count: number): BadRequest[] {
    const perOperation = Math.ceil(count / this.operations.length);
    const samples = this.operations.map((operation, index) =>
      fc.sample(badRequestFor(operation, this.options), {
        seed: operationSeed(seed, index),
        numRuns: perOperation,
        unbiased: true,
      }),
    );
    const requests: BadRequest[] = [];
    for (let round = 0; requests.length < count; round += 1) {
      for (const sample of samples) if (requests.length < count) requests.push(sample[round]!);
    }
    return requests;
  }

  /** Generates `count` requests from `seed` and sends them one after the other; answers the findings. */
  async run(seed: number, count: number, onOutcome?: (outcome: Outcome) => void): Promise<Outcome[]> {
    const findings: Outcome[] = [];
    for (const request of this.requests(seed, count)) {
      const outcome = await this.send(request);
      onOutcome?.(outcome);
      if (outcome.problems.length > 0) findings.push(outcome);
    }
    return findings;
  }
}

/**
 * The seed of the `index`th operation's requests. Not `seed + index`: fast-check's first values
 * from consecutive seeds are alike, so every operation drew the same few kinds of mistake and a
 * kind could go missing from a whole campaign. A 32-bit mix (murmur3's finaliser) spreads them.
 */
function operationSeed(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) | 0;
}

/** A request left unanswered this long is a finding (a reply never sent hangs a real client too). */
const ANSWER_TIMEOUT_MS = 10_000;

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function sameDigest(a: Map<string, string>, b: Map<string, string>): boolean {
  return a.size === b.size && [...a].every(([table, digest]) => b.get(table) === digest);
}

function codeOf(body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Every table of the database (a table added later is compared too), bookkeeping excepted. */
async function tableNames(app: FastifyInstance): Promise<string[]> {
  const query =
    app.dbDialect === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  const { rows } = await query.execute(app.db);
  return rows
    .map((row) => row.name)
    .filter((name) => !BOOKKEEPING_TABLES.has(name))
    .sort();
}

/** A few ids that name stored rows (the smallest of each table with an `id`), for paths. */
async function storedIds(app: FastifyInstance, tables: readonly string[]): Promise<number[]> {
  const ids = new Set<number>([1, 2, 3]);
  for (const table of tables) {
    try {
      const { rows } = await sql<{
        id: unknown;
      }>`select id from ${sql.table(table)} order by id limit 3`.execute(app.db);
      for (const { id } of rows) if (typeof id === 'number' && Number.isSafeInteger(id)) ids.add(id);
    } catch {
      // A table without an integer `id` column.
    }
  }
  return [...ids].sort((a, b) => a - b);
}

/** The first active account of the role, or a new one (the demo data has no `user`). */
async function accountOf(app: FastifyInstance, role: Role): Promise<Account> {
  const found = await app.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('role', '=', role)
    .where('state', '=', 'active')
    .orderBy('id')
    .executeTakeFirst();
  if (found)
    return { id: found.id, email: found.email, firstName: found.first_name, lastName: found.last_name, role };
  const email = `bad-input-${role}@example.ps`;
  const id = await new AccountRepository(app.db).create(
    {
      email,
      passwordHash: await hashPassword(randomBytes(12).toString('base64url')),
      firstName: 'Fuzz',
      lastName: role,
      role,
      state: 'active',
      language: 'en',
      profile: { bio: 'Made by the bad-input campaign.', birthDate: '1990-01-01', address: 'Hebron' },
    },
    new Date().toISOString(),
  );
  return { id, email, firstName: 'Fuzz', lastName: role, role };
}

export { describeRequest };

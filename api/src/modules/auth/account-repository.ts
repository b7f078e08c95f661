import type { Kysely } from 'kysely';
import type { AccountState, Database, Language, OneTimePurpose, Role } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { foldPersonName } from '../../http/paging.js';

export interface Account {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  state: AccountState;
  language: Language;
}

export interface OneTimeToken {
  id: number;
  userId: number;
  tokenHash: string;
  newEmail: string | null;
  attempts: number;
  expiresAt: string;
}

export interface NewAccount extends Omit<Account, 'id'> {
  profile: { bio: string; birthDate: string | null; address: string };
}

export const emailKey = (email: string) => email.trim().toLowerCase();

const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'password_hash',
  'first_name',
  'last_name',
  'role',
  'state',
  'language',
] as const;

interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Role;
  state: AccountState;
  language: Language;
}

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    state: row.state,
    language: row.language,
  };
}

export class AccountRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** This repository on a transaction (`MailOutbox.transaction`): its calls join it. */
  in(trx: Kysely<Database>): AccountRepository {
    return new AccountRepository(trx);
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(ACCOUNT_COLUMNS)
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  /**
   * The account a sign-in names, and whether its second factor is on, in one query (issue 29:
   * a sign-in asks the database twice, not three times).
   */
  async findForSignIn(email: string): Promise<(Account & { secondFactorOn: boolean }) | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(ACCOUNT_COLUMNS)
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('second_factors')
              .select('second_factors.user_id')
              .whereRef('second_factors.user_id', '=', 'users.id')
              .where('second_factors.secret', 'is not', null),
          )
          .as('second_factor_on'),
      )
      .where('email_key', '=', emailKey(email))
      .executeTakeFirst();
    // SQLite answers EXISTS as 0 or 1, PostgreSQL as a boolean.
    return row ? { ...toAccount(row), secondFactorOn: Boolean(row.second_factor_on) } : undefined;
  }

  async findById(id: number): Promise<Account | undefined> {
    const row = await this.db
      .selectFrom('users')
      .select(ACCOUNT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toAccount(row) : undefined;
  }

  async emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
    let query = this.db.selectFrom('users').select('id').where('email_key', '=', emailKey(email));
    if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Creates the user and the profile of its role in one transaction. */
  async create(account: NewAccount, now: string): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const { id } = await trx
        .insertInto('users')
        .values({
          email: account.email.trim(),
          email_key: emailKey(account.email),
          password_hash: account.passwordHash,
          first_name: account.firstName,
          last_name: account.lastName,
          name_folded: foldPersonName(account.firstName, account.lastName),
          role: account.role,
          state: account.state,
          language: account.language,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { bio, birthDate, address } = account.profile;
      if (account.role === 'owner') {
        await trx
          .insertInto('owner_profiles')
          .values({ user_id: id, bio, birth_date: birthDate, address, photo_key: null, photo_url: null })
          .execute();
      } else if (account.role === 'investor') {
        await trx
          .insertInto('investor_profiles')
          .values({ user_id: id, bio, birth_date: birthDate, address })
          .execute();
      }
      return id;
    });
  }

  async update(
    id: number,
    changes: Partial<{
      passwordHash: string;
      state: AccountState;
      role: Role;
      email: string;
      firstName: string;
      lastName: string;
    }>,
    now: string,
  ): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      // The folded name needs both names: one left out is the stored one.
      let nameFolded: string | undefined;
      if (changes.firstName !== undefined || changes.lastName !== undefined) {
        const stored = await trx
          .selectFrom('users')
          .select(['first_name', 'last_name'])
          .where('id', '=', id)
          .executeTakeFirst();
        nameFolded = foldPersonName(
          changes.firstName ?? stored?.first_name ?? '',
          changes.lastName ?? stored?.last_name ?? '',
        );
      }
      await trx
        .updateTable('users')
        .set({
          ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
          ...(changes.state !== undefined ? { state: changes.state } : {}),
          ...(changes.role !== undefined ? { role: changes.role } : {}),
          ...(changes.email !== undefined
            ? { email: changes.email.trim(), email_key: emailKey(changes.email) }
            : {}),
          ...(changes.firstName !== undefined ? { first_name: changes.firstName } : {}),
          ...(changes.lastName !== undefined ? { last_name: changes.lastName } : {}),
          ...(nameFolded !== undefined ? { name_folded: nameFolded } : {}),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    });
  }

  // One-time tokens: activation and e-mail links, password reset codes.

  async addOneTimeToken(token: {
    userId: number;
    purpose: OneTimePurpose;
    tokenHash: string;
    newEmail?: string;
    createdAt: string;
    expiresAt: string;
  }): Promise<void> {
    await this.db
      .insertInto('one_time_tokens')
      .values({
        user_id: token.userId,
        purpose: token.purpose,
        token_hash: token.tokenHash,
        new_email: token.newEmail ?? null,
        attempts: 0,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        used_at: null,
      })
      .execute();
  }

  /** A link's token by its hash, if unused (expired ones too: the caller says "expired"). */
  async findUnusedLink(purpose: OneTimePurpose, tokenHash: string): Promise<OneTimeToken | undefined> {
    const row = await this.db
      .selectFrom('one_time_tokens')
      .select(['id', 'user_id', 'token_hash', 'new_email', 'attempts', 'expires_at'])
      .where('purpose', '=', purpose)
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return row ? toOneTimeToken(row) : undefined;
  }

  async markUsed(tokenId: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('id', '=', tokenId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Checks a code against the user's newest live one and counts a wrong try, in one conditional
   * UPDATE: parallel guesses cannot all read the code before any of them is counted, so at most
   * `maxTries` wrong guesses are ever compared, and the last of them burns the code. Returns the
   * code's row when `tokenHash` matched, undefined otherwise (wrong, burnt, expired or none).
   */
  async tryCode(
    userId: number,
    purpose: OneTimePurpose,
    tokenHash: string,
    maxTries: number,
    now: string,
  ): Promise<OneTimeToken | undefined> {
    const row = await this.db
      .updateTable('one_time_tokens')
      .set((eb) => ({
        attempts: eb
          .case()
          .when('token_hash', '=', tokenHash)
          .then(eb.ref('attempts'))
          .else(eb('attempts', '+', 1))
          .end(),
        used_at: eb
          .case()
          .when(eb.and([eb('token_hash', '!=', tokenHash), eb(eb('attempts', '+', 1), '>=', maxTries)]))
          .then(now)
          .else(eb.ref('used_at'))
          .end(),
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('one_time_tokens')
          .select('id')
          .where('user_id', '=', userId)
          .where('purpose', '=', purpose)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .orderBy('id', 'desc')
          .limit(1),
      )
      // Re-checked on the locked row (PostgreSQL) or under the write lock (SQLite).
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('attempts', '<', maxTries)
      .returning(['id', 'user_id', 'token_hash', 'new_email', 'attempts', 'expires_at'])
      .executeTakeFirst();
    return row && row.token_hash === tokenHash ? toOneTimeToken(row) : undefined;
  }

  /** The new address of an e-mail change still waiting for its confirmation. */
  async findPendingEmail(userId: number, now: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('one_time_tokens')
      .select('new_email')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'email-change')
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return row?.new_email ?? null;
  }

  /** Retires every unused token of a purpose, so only the newest link or code works. */
  async retireTokens(userId: number, purpose: OneTimePurpose, now: string): Promise<void> {
    await this.db
      .updateTable('one_time_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}

function toOneTimeToken(row: {
  id: number;
  user_id: number;
  token_hash: string;
  new_email: string | null;
  attempts: number;
  expires_at: string;
}): OneTimeToken {
  return {
    id: row.id,
    userId: row.user_id,
    tokenHash: row.token_hash,
    newEmail: row.new_email,
    attempts: row.attempts,
    expiresAt: row.expires_at,
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** An account's second factor as stored (docs/decisions.md "Security review 2 (issue 28)"). */
export interface SecondFactor {
  secret: string | null;
  pendingSecret: string | null;
  lastStep: number | null;
  enabledAt: string | null;
}

/** Second factors and recovery codes (migration 009). */
export class SecondFactorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(userId: number): Promise<SecondFactor | undefined> {
    const row = await this.db
      .selectFrom('second_factors')
      .select(['secret', 'pending_secret', 'last_step', 'enabled_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row
      ? {
          secret: row.secret,
          pendingSecret: row.pending_secret,
          lastStep: row.last_step === null ? null : Number(row.last_step),
          enabledAt: row.enabled_at,
        }
      : undefined;
  }

  /** Keeps a secret shown for setup; an enabled factor stays as it is until the new one is confirmed. */
  async savePending(userId: number, secret: string): Promise<void> {
    await this.db
      .insertInto('second_factors')
      .values({ user_id: userId, secret: null, pending_secret: secret, last_step: null, enabled_at: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ pending_secret: secret }))
      .execute();
  }

  /**
   * Records `step` as used, only if it is later than the last one used: one conditional UPDATE,
   * so two requests with the same code cannot both pass (docs/decisions.md). `column` says which
   * secret the step belongs to: the confirmed one, or the pending one being confirmed.
   */
  async useStep(userId: number, step: number, column: 'secret' | 'pending_secret'): Promise<boolean> {
    const result = await this.db
      .updateTable('second_factors')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where(column, 'is not', null)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Makes the pending secret the account's factor, with fresh recovery codes (hashes), in one transaction. */
  async enable(userId: number, pendingSecret: string, codeHashes: string[], now: string): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const result = await trx
        .updateTable('second_factors')
        .set({ secret: pendingSecret, pending_secret: null, enabled_at: now })
        .where('user_id', '=', userId)
        .where('pending_secret', '=', pendingSecret)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('recovery_codes')
        .values(codeHashes.map((hash) => ({ user_id: userId, code_hash: hash, used_at: null })))
        .execute();
      return true;
    });
  }

  /** Sets a known secret without a screen (ADMIN_TOTP_SECRET); a new secret starts a new step count. */
  async enableKnown(userId: number, secret: string, now: string): Promise<void> {
    const existing = await this.find(userId);
    if (existing?.secret === secret) return;
    await this.db
      .insertInto('second_factors')
      .values({ user_id: userId, secret, pending_secret: null, last_step: null, enabled_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ secret, pending_secret: null, last_step: null, enabled_at: now }),
      )
      .execute();
  }

  /** Uses a recovery code: true once per code, in one conditional UPDATE. */
  async useRecoveryCode(userId: number, codeHash: string, now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', userId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (!row) return false;
    const result = await this.db
      .updateTable('recovery_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async unusedRecoveryCodes(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('recovery_codes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Turns the factor off and forgets its recovery codes. */
  async remove(userId: number): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
      await trx.deleteFrom('second_factors').where('user_id', '=', userId).execute();
    });
  }
}

import type { AdminUser, AdminUserDetail } from '@rowad/shared/schemas';
import { foldForSearch } from '@rowad/shared/search';
import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database.js';
import type { AccountState, Database, Role } from '../../db/schema.js';
import { likeContains, pageOf, type Page } from '../../http/paging.js';
import { SessionRepository } from '../auth/session-repository.js';
import { AuditRepository } from './audit-repository.js';
import { leavesAnActiveAdmin, lockActiveAdmins } from './last-admin.js';

export interface UserFilter {
  q: string | undefined;
  role: Role | undefined;
  state: AccountState | undefined;
  limit: number;
  afterId: number | undefined;
}

const USER_COLUMNS = [
  'u.id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.role',
  'u.state',
  'u.created_at',
] as const;

function toAdminUser(row: {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
  state: AccountState;
  created_at: string;
}): AdminUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    state: row.state,
    createdAt: row.created_at,
  };
}

/** A change of an account's state, with the admin who made it and when. */
interface Decision {
  adminId: number;
  now: string;
}

/** Accounts as the admin sees and manages them. */
export class AdminUserRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: DatabaseDialect,
  ) {}

  /**
   * Accounts, newest first. `q` matches the name folded as the owners' search folds it, or a part
   * of the e-mail address whatever its case.
   */
  async list(filter: UserFilter): Promise<Page<AdminUser>> {
    let base = this.db.selectFrom('users as u');
    const q = filter.q?.trim() ?? '';
    if (q !== '') {
      const folded = foldForSearch(q);
      const email = likeContains(q.toLowerCase());
      base = base.where((eb) =>
        eb.or([
          ...(folded === '' ? [] : [sql<boolean>`u.name_folded like ${likeContains(folded)} escape '\\'`]),
          sql<boolean>`u.email_key like ${email} escape '\\'`,
        ]),
      );
    }
    if (filter.role) base = base.where('u.role', '=', filter.role);
    if (filter.state) base = base.where('u.state', '=', filter.state);
    const { count } = await base
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow();
    let page = base
      .select(USER_COLUMNS)
      .orderBy('u.id', 'desc')
      .limit(filter.limit + 1);
    if (filter.afterId !== undefined) page = page.where('u.id', '<', filter.afterId);
    const rows = await page.execute();
    return pageOf(rows, filter.limit, Number(count), toAdminUser);
  }

  async find(id: number): Promise<AdminUser | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .select(USER_COLUMNS)
      .where('u.id', '=', id)
      .executeTakeFirst();
    return row && toAdminUser(row);
  }

  /** The user's requests to take part, newest first, with the events' names. */
  async participationsOf(userId: number): Promise<AdminUserDetail['participations']> {
    const rows = await this.db
      .selectFrom('participations as p')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .select(['p.id', 'p.status', 'p.created_at', 'e.id as eventId', 'e.name as eventName'])
      .where('p.owner_id', '=', userId)
      .orderBy('p.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      event: { id: row.eventId, name: row.eventName },
      status: row.status,
      createdAt: row.created_at,
    }));
  }

  /** Sessions neither revoked nor expired. */
  async activeSessions(userId: number, now: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * Disables an account that is not disabled, keeping the state it had, ends all its sessions and
   * records the decision, all or nothing. An admin's account only while another admin stays
   * active. False when nothing changed: disabled meanwhile, or the last active admin.
   */
  async disable(userId: number, reason: string, { adminId, now }: Decision): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await lockActiveAdmins(trx, this.dialect);
      const result = await trx
        .updateTable('users')
        .set({
          state: 'disabled',
          // The right-hand side reads the row as it was before this update, in both databases.
          state_before_disabled: sql<'pending' | 'active'>`state`,
          updated_at: now,
        })
        .where('id', '=', userId)
        .where('state', '!=', 'disabled')
        .where((eb) => leavesAnActiveAdmin(eb, userId))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await new SessionRepository(trx).revokeAllOf(userId, now);
      await new AuditRepository(trx).record(
        { adminId, action: 'user.disabled', subjectType: 'user', subjectId: userId, reason },
        now,
      );
      return true;
    });
  }

  /** Gives a disabled account back the state it had; false when it was not disabled. */
  async enable(userId: number, { adminId, now }: Decision): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('users')
        .set({
          state: sql<AccountState>`coalesce(state_before_disabled, 'active')`,
          state_before_disabled: null,
          updated_at: now,
        })
        .where('id', '=', userId)
        .where('state', '=', 'disabled')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await new AuditRepository(trx).record(
        { adminId, action: 'user.enabled', subjectType: 'user', subjectId: userId },
        now,
      );
      return true;
    });
  }

  /** Ends every session of the account and records it; the account may sign in again. */
  async signOut(userId: number, { adminId, now }: Decision): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await new SessionRepository(trx).revokeAllOf(userId, now);
      await new AuditRepository(trx).record(
        { adminId, action: 'user.signed-out', subjectType: 'user', subjectId: userId },
        now,
      );
    });
  }
}

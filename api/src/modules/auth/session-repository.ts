import type { Kysely } from 'kysely';
import type { Database, Role } from '../../db/schema.js';

export interface ActiveSession {
  userId: number;
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  /** The account's creation, not the session's. */
  createdAt: string;
}

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(session: { id: string; userId: number; createdAt: string; expiresAt: string }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  /** The session's user when the session is neither revoked nor expired and the account is active. */
  async findActive(sessionId: string, now: string): Promise<ActiveSession | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.role',
        'users.email',
        'users.first_name',
        'users.last_name',
        'users.created_at',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('users.state', '=', 'active')
      .executeTakeFirst();
    return row
      ? {
          userId: row.id,
          role: row.role,
          email: row.email,
          firstName: row.first_name,
          lastName: row.last_name,
          createdAt: row.created_at,
        }
      : undefined;
  }

  async revoke(sessionId: string, now: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every session of a user but the one given (the one that asked, when there is one). */
  async revokeAllOf(userId: number, now: string, except?: string): Promise<void> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (except) query = query.where('id', '!=', except);
    await query.execute();
  }
}

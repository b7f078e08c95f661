import type { Generated } from 'kysely';

// Timestamps are ISO-8601 UTC strings (`toISOString()`), the same in SQLite and PostgreSQL:
// fixed width, so they compare and sort correctly as text in both.
export type Timestamp = string;

export type Role = 'owner' | 'investor' | 'user' | 'admin';
export type AccountState = 'pending' | 'active' | 'disabled';
export type Language = 'en' | 'ar';
export type OneTimePurpose = 'activation' | 'email-change' | 'password-reset';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** Lower-cased e-mail: unique, so two accounts never differ only by case. */
  email_key: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: Role;
  state: AccountState;
  /** The language of the e-mails this user receives. */
  language: Language;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OwnerProfilesTable {
  /** The owner's id is its user's id (SPEC's owner id and user id are one person). */
  user_id: number;
  photo_key: string | null;
  photo_url: string | null;
  bio: string;
  birth_date: string | null;
  address: string;
}

export interface InvestorProfilesTable {
  user_id: number;
  bio: string;
  birth_date: string | null;
  address: string;
}

/** One row per issued token (its jti): logout and password changes revoke them. */
export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** Activation links, e-mail change links and password reset codes, stored hashed. */
export interface OneTimeTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: OneTimePurpose;
  token_hash: string;
  new_email: string | null;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  owner_profiles: OwnerProfilesTable;
  investor_profiles: InvestorProfilesTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
}

import type {
  ACCOUNT_STATES,
  AuditSubject,
  ReportDecisionKind,
  ReportKind,
  ReportReason,
  Role,
} from '@rowad/shared/schemas';
import type { Generated } from 'kysely';

// Timestamps are ISO-8601 UTC strings (`toISOString()`), the same in SQLite and PostgreSQL:
// fixed width, so they compare and sort correctly as text in both.
export type Timestamp = string;

export type { Role };
export type AccountState = (typeof ACCOUNT_STATES)[number];
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
  /** "first last" folded for search (`foldPersonName`): what GET /owners?q= compares. */
  name_folded: Generated<string>;
  role: Role;
  state: AccountState;
  /** While the account is disabled, the state enabling gives it back; null otherwise. */
  state_before_disabled: Exclude<AccountState, 'disabled'> | null;
  /** The language of the e-mails this user receives. */
  language: Language;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OwnerProfilesTable {
  /** The owner's id is its user's id (the product's owner id (docs/product.md §3) and user id are one person). */
  user_id: number;
  photo_key: string | null;
  photo_url: string | null;
  bio: string;
  birth_date: string | null;
  address: string;
  /** Set while the public profile is hidden (issue 31): by three reports or an admin. */
  hidden_at: Generated<Timestamp | null>;
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
  projects: ProjectsTable;
  project_revisions: ProjectRevisionsTable;
  project_images: ProjectImagesTable;
  events: EventsTable;
  event_images: EventImagesTable;
  participations: ParticipationsTable;
  comments: CommentsTable;
  info_requests: InfoRequestsTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  releases: ReleasesTable;
  insights_daily: InsightsDailyTable;
  insights_salts: InsightsSaltsTable;
  insights_seen: InsightsSeenTable;
  reports: ReportsTable;
  moderations: ModerationsTable;
}

export type RevisionState = 'pending' | 'approved' | 'rejected' | 'superseded';
export type ParticipationStatus = 'pending' | 'accepted' | 'rejected';
export type EventKind = 'virtual' | 'physical';

/** The public copy of a project (null fields until a first approval) and its owner. */
export interface ProjectsTable {
  id: Generated<number>;
  owner_id: number;
  name: string | null;
  /** Lower-cased, Arabic-normalised name for `q` searches. */
  name_folded: string | null;
  description: string | null;
  city: string | null;
  street: string | null;
  /** JSON: string[] */
  categories: string | null;
  /** The public categories folded for the category filter (`foldCategories`); '' before a first approval. */
  categories_folded: Generated<string>;
  /** JSON: the contact object */
  contact: string | null;
  published_at: Timestamp | null;
  /** Set while hidden from the public (issue 31): by three reports or an admin. */
  hidden_at: Generated<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every version an owner submits; the newest is what the owner sees and edits. */
export interface ProjectRevisionsTable {
  id: Generated<number>;
  project_id: number;
  /** JSON: name, description, city, street, categories, contact */
  data: string;
  state: RevisionState;
  reason: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
  decided_by: number | null;
}

export interface ProjectImagesTable {
  id: Generated<number>;
  project_id: number;
  storage_key: string;
  url: string;
  /** JSON: { width, url }[] */
  variants: string;
  is_cover: number;
  live: number;
  created_at: Timestamp;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  name_folded: string;
  description: string;
  city: string;
  street: string;
  start_date: string;
  end_date: string;
  categories: string;
  /** The categories folded for the category filter (`foldCategories`). */
  categories_folded: string;
  kind: EventKind;
  capacity: number | null;
  /** Set while hidden from the public (issue 31): by three reports or an admin. */
  hidden_at: Generated<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface EventImagesTable {
  id: Generated<number>;
  event_id: number;
  storage_key: string;
  url: string;
  variants: string;
  is_cover: number;
  created_at: Timestamp;
}

export interface ParticipationsTable {
  id: Generated<number>;
  event_id: number;
  owner_id: number;
  status: ParticipationStatus;
  note: string | null;
  reason: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface CommentsTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  comment: string;
  rate: number;
  /** Set while hidden from the public (issue 31): by three reports or an admin. */
  hidden_at: Generated<Timestamp | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface InfoRequestsTable {
  id: Generated<number>;
  investor_id: number;
  owner_id: number;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  admin_id: number | null;
  action: string;
  subject_type: AuditSubject;
  subject_id: number;
  reason: string | null;
  /** JSON */
  details: string | null;
  created_at: Timestamp;
}

/** A message sent with the contact form. */
export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  created_at: Timestamp;
  /** Set once someone has answered it; null until then. */
  handled_at: Timestamp | null;
}

export type MailState = 'pending' | 'sent' | 'failed';

/** A mail to send, sending or sent (migration 008): see src/mail/outbox.ts. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** `<uuid@domain>`, chosen when queued and sent with every attempt: a retry is the same mail. */
  message_id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  state: MailState;
  /** Attempts that failed so far. */
  attempts: number;
  /** Not claimed before this time (a retry's back-off). */
  next_attempt_at: Timestamp;
  /** A worker's claim: until then, no other worker takes the row. */
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** An account's second factor (migration 009): see src/modules/auth/second-factor.ts. */
export interface SecondFactorsTable {
  user_id: number;
  /** The confirmed TOTP secret (base32); null until a code confirms one. Never sent back. */
  secret: string | null;
  /** A secret shown for setup, not yet confirmed by a code. */
  pending_secret: string | null;
  /** The last TOTP time step a code was accepted for: a code works once. */
  last_step: number | null;
  enabled_at: Timestamp | null;
}

/** A recovery code: only its SHA-256, and when it was used (once). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** A release of a remote (issue 27): live, a canary, replaced by a later one, or rolled back. */
export interface ReleasesTable {
  id: Generated<number>;
  remote: string;
  entry: string;
  note: string | null;
  /** The canary's share of browsers (1-99); null once the release is everyone's. */
  percent: number | null;
  /** The admin who released it; null for the release token, or once that account is gone. */
  released_by: number | null;
  via: 'admin' | 'release token';
  /** JSON: the checks it passed (ReleaseCheck[]). */
  checks: string;
  created_at: Timestamp;
  promoted_at: Timestamp | null;
  rolled_back_at: Timestamp | null;
}

/** A page's count of one metric on one day (issue 30, migration 013): only totals are kept. */
export interface InsightsDailyTable {
  kind: 'project' | 'event';
  item_id: number;
  /** A day in Hebron, `YYYY-MM-DD`. */
  day: string;
  /** `view`, or the tap channel (`phone`, `whatsapp`, `email`, `website`, `social`, `map`, `calendar`). */
  metric: string;
  count: number;
}

/** The salt of a day's visitor hashes: deleted once the day is over. */
export interface InsightsSaltsTable {
  day: string;
  salt: string;
}

/** Who was counted today, as a keyed hash only (HMAC-SHA256 under the day's salt): deleted with the day. */
export interface InsightsSeenTable {
  day: string;
  hash: string;
}

/** One account's report of one item (issue 31): open until an admin decides. */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  kind: ReportKind;
  item_id: number;
  reason: ReportReason;
  details: string | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

/** What happened to a reported item (issue 31): hidden by whom and why, and the admin's last decision. */
export interface ModerationsTable {
  kind: ReportKind;
  item_id: number;
  hidden_by: 'reports' | 'admin' | null;
  hidden_reason: string | null;
  decision: ReportDecisionKind | null;
  decision_reason: string | null;
  decided_at: Timestamp | null;
  decided_by: number | null;
}

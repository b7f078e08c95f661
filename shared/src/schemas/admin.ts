import { z } from 'zod/mini';

import { multiLineText } from './fields';
import { pageCursor, pageLimit, ListQuerySchema } from './list-query';
import { says } from './says';
import { RoleSchema } from './register';
import {
  ACCOUNT_STATES,
  AUDIT_SUBJECTS,
  CONTACT_MESSAGE_STATES,
  DECISION_REASON_MAX,
  ID_MAX,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  PARTICIPATION_STATUSES,
  PROJECT_STATUSES,
  REVIEW_STATES,
  ROLES,
} from './rules';

// The admin area's calls (issue 15) beyond the review and events calls declared beside their
// domains: the dashboard's counts, accounts, contact messages and the audit log.

/** GET /admin/summary: what waits for the admin, one count per queue. */
export const AdminSummarySchema = z.object({
  /** Projects never approved, with a pending version. */
  newProjects: z.int(),
  /** Public projects with a pending edit. */
  projectEdits: z.int(),
  /** Requests to take part that wait for a decision. */
  participationRequests: z.int(),
  /** Contact form messages not yet marked handled. */
  contactMessages: z.int(),
  /** Mails given up after every attempt (GET /admin/mail/failed): someone did not hear from us. */
  failedMails: z.int(),
  /**
   * Reported items with reports no admin decided yet (GET /admin/reports, issue 31). Optional so the
   * contract merged before the API's side compiles; the API always sends it.
   */
  openReports: z.optional(z.int()),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

export const AccountStateSchema = z.enum(ACCOUNT_STATES);
export type AccountState = z.infer<typeof AccountStateSchema>;

/** GET /admin/users: `q` (name or e-mail, folded as the owners' search), role, state, paging. */
export const AdminUserListQuerySchema = z.extend(ListQuerySchema, {
  role: z.optional(z.enum(ROLES, { error: says('admin.roleFilter') })),
  state: z.optional(z.enum(ACCOUNT_STATES, { error: says('admin.stateFilter') })),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** One account as the admin sees it (GET /admin/users and the user calls' answers). */
export const AdminUserSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: RoleSchema,
  state: AccountStateSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /admin/users/{id}: the account with its projects (owners) and requests to take part. */
export const AdminUserDetailSchema = z.extend(AdminUserSchema, {
  projects: z.array(
    z.object({
      id: z.int(),
      /** The newest version's name (a never-approved project has no public name yet). */
      name: z.string(),
      status: z.enum(PROJECT_STATUSES),
      review: z.enum(REVIEW_STATES),
    }),
  ),
  participations: z.array(
    z.object({
      id: z.int(),
      event: z.object({ id: z.int(), name: z.string() }),
      status: z.enum(PARTICIPATION_STATUSES),
      createdAt: z.string(),
    }),
  ),
  /** Sessions not revoked and not expired. */
  activeSessions: z.int(),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** POST /admin/users/{id}/disable: the reason is kept in the audit log. */
export const DisableUserSchema = z.object({
  reason: multiLineText(says('decision.reasonRequired'), DECISION_REASON_MAX, says('decision.reasonTooLong')),
});
export type DisableUser = z.infer<typeof DisableUserSchema>;

/** GET /admin/contact-messages: `state` open (default), handled or all; newest first. */
export const ContactMessageListQuerySchema = z.object({
  state: z._default(z.enum(CONTACT_MESSAGE_STATES, { error: says('admin.messageStateFilter') }), 'open'),
  limit: pageLimit(LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT, 'list.limitTooLarge'),
  cursor: pageCursor,
});
export type ContactMessageListQuery = z.infer<typeof ContactMessageListQuerySchema>;

/** One message of the contact form, as stored (GET /admin/contact-messages). */
export const StoredContactMessageSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.nullable(z.string()),
});
export type StoredContactMessage = z.infer<typeof StoredContactMessageSchema>;

export const AuditSubjectSchema = z.enum(AUDIT_SUBJECTS);
export type AuditSubject = z.infer<typeof AuditSubjectSchema>;

/** GET /admin/audit-log: filter by kind of item and by admin, paged, newest first. */
export const AuditLogQuerySchema = z.object({
  kind: z.optional(z.enum(AUDIT_SUBJECTS, { error: says('admin.kindFilter') })),
  adminId: z.optional(
    z.coerce.number({ error: says('admin.adminFilter') }).check(
      z.int(says('admin.adminFilter')),
      z.positive(says('admin.adminFilter')),
      // Ids are PostgreSQL `integer` columns: a larger one names nobody, and the database would refuse it.
      z.lte(ID_MAX, says('admin.adminFilter')),
    ),
  ),
  limit: pageLimit(LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT, 'list.limitTooLarge'),
  cursor: pageCursor,
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;

/** One admin decision: who (null when that account is gone), what, about which item, when, why. */
export const AuditEntrySchema = z.object({
  id: z.int(),
  admin: z.nullable(z.object({ id: z.int(), firstName: z.string(), lastName: z.string() })),
  /** `project.approved`, `project.rejected`, `participation.accepted`, `user.disabled`, ... */
  action: z.string(),
  subjectType: AuditSubjectSchema,
  subjectId: z.int(),
  /** A name for the item when it still exists (project or event name, user's name, sender). */
  subjectName: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /admin/mail/failed: paged, newest first. */
export const FailedMailListQuerySchema = z.object({
  limit: pageLimit(LIST_LIMIT_MAX, LIST_LIMIT_DEFAULT, 'list.limitTooLarge'),
  cursor: pageCursor,
});
export type FailedMailListQuery = z.infer<typeof FailedMailListQuerySchema>;

/** A mail given up after its last attempt (issue 16): POST /admin/mail/{id}/retry queues it again. */
export const FailedMailSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  /** Attempts made, all failed. */
  attempts: z.int(),
  /** What the last attempt ran into (the mail server's answer, a timeout). */
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
});
export type FailedMail = z.infer<typeof FailedMailSchema>;

/*
 * Every rule of the product's data, declared once: field limits, the values an enum may take, and
 * the roles. The schemas build their checks from these, the messages fill their `{max}`, `{min}`
 * and `{values}` from them (messages.ts), the API takes its upload limits from them
 * (api/src/limits.ts), and the apps type their role lists by them.
 *
 * Plain data: no zod and no code imported (only the federation contract's JSON, for the remotes'
 * names), so anything may load it cheaply (the session store, the API's database types, the e2e
 * support code).
 */

import federationContract from '../federation/remotes.json' with { type: 'json' };

// Roles

/** Every role an account can hold, in the order the schemas list them. */
export const ROLES = ['owner', 'user', 'investor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles one may register as (docs/product.md, registration): admins are not created there. */
export const REGISTRATION_ROLES = ['owner', 'user', 'investor'] as const satisfies readonly Role[];
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

/** The roles the registration form's dropdown offers (docs/product.md, registration); the API also accepts user. */
export const REGISTER_FORM_ROLES = ['owner', 'investor'] as const satisfies readonly RegistrationRole[];

/** The roles with a profile of their own (`GET /app/{role}/me`, `/owner/me`, `/investor/me`). */
export const PROFILE_ROLES = ['owner', 'investor'] as const satisfies readonly Role[];
export type ProfileRole = (typeof PROFILE_ROLES)[number];

// Accounts (the database columns in api/src/db/migrations/001-accounts.ts match)

/**
 * The largest id: ids are PostgreSQL `integer` columns, so a larger number can never name a row,
 * and would make the database refuse the query instead of the API answering.
 */
export const ID_MAX = 2_147_483_647;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const BIO_MAX = 2000;
export const ADDRESS_MAX = 300;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Longest second-factor code accepted when closing an account: a 6-digit code or a recovery code (issue 28). */
export const SECOND_FACTOR_CODE_MAX = 64;
/** The digits of an e-mailed password reset code. */
export const RESET_CODE_LENGTH = 6;
/** Earliest birth date accepted. */
export const BIRTH_DATE_MIN = '1900-01-01';

export const ACCOUNT_STATES = ['pending', 'active', 'disabled'] as const;

// Lists

/** The longest `q` of a list. */
export const SEARCH_MAX = 100;
/** The longest `cursor` (as the previous page's Link header gave it). */
export const CURSOR_MAX = 200;
export const LIST_LIMIT_MIN = 1;
export const LIST_LIMIT_MAX = 100;
export const LIST_LIMIT_DEFAULT = 20;
/** Comments come in larger pages, so a client ignoring the Link header sees a normal project's all. */
export const COMMENTS_LIMIT_MAX = 200;
export const COMMENTS_LIMIT_DEFAULT = 100;

// Comments and ratings

export const COMMENT_MAX = 2000;
export const RATE_MIN = 1;
export const RATE_MAX = 5;
export const RATE_DEFAULT = 5;

// Requests for information

/**
 * Owners one investor may ask for information in 24 hours (each is mailed the investor's name):
 * enough for a shortlist, too few to mail every owner each day. The API enforces it
 * (api/src/limits.ts), the owner page names it when it refuses.
 */
export const INFO_REQUEST_OWNERS_PER_DAY = 10;

// Contact form

export const CONTACT_NAME_MAX = 120;
export const CONTACT_MESSAGE_MAX = 5000;
export const CONTACT_MESSAGE_STATES = ['open', 'handled', 'all'] as const;

// Projects

export const PROJECT_NAME_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const PROJECT_CITY_MAX = 80;
export const PROJECT_STREET_MAX = 120;
/** A category, of a project or an event, and as a list filter takes it. */
export const CATEGORY_MAX = 40;
export const CATEGORIES_MAX = 10;
export const PHONES_MAX = 5;
/** A phone or WhatsApp number as typed, separators included. */
export const PHONE_MAX = 30;
export const PAGES_MAX = 10;
/** A web address (the project's website, a social page). */
export const URL_MAX = 300;
export const REVIEW_REASON_MAX = 1000;
export const PAGE_TYPES = ['facebook', 'instagram', 'snapchat', 'linkedin', 'twitter'] as const;
export const PROJECT_STATUSES = ['public', 'draft'] as const;
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;

// Events (bazaars) and taking part

export const EVENT_NAME_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_CITY_MAX = 80;
export const EVENT_STREET_MAX = 120;
export const EVENT_CATEGORY_MAX = CATEGORY_MAX;
export const EVENT_CATEGORIES_MAX = 10;
export const EVENT_CAPACITY_MIN = 1;
export const EVENT_CAPACITY_MAX = 100_000;
export const PARTICIPATION_NOTE_MAX = 500;
/** The reason an admin gives (a participation decision, disabling an account). */
export const DECISION_REASON_MAX = 1000;
export const EVENT_KINDS = ['virtual', 'physical'] as const;
export const EVENT_STATUSES = ['upcoming', 'ongoing', 'past'] as const;
export const PARTICIPATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** What an audit entry is about: `kind` filters the log by it. */
export const AUDIT_SUBJECTS = [
  'project',
  'participation',
  'event',
  'comment',
  'user',
  'contact',
  'mail',
  'release',
  /** An admin's decision on a reported item (issue 31): `subjectId` is the item's, `details.kind` its kind. */
  'report',
] as const;

// Reports and moderation (issue 31, docs/product.md "Trust and safety")

/** What a signed-in user may report: a comment, a project, a bazaar (`event`), an owner's profile. */
export const REPORT_KINDS = ['comment', 'project', 'event', 'owner'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
/** Why: spam, abuse or harassment, scam or false information, inappropriate content, other (with text). */
export const REPORT_REASONS = ['spam', 'abuse', 'scam', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The reporter's own words (required with `other`). */
export const REPORT_DETAILS_MAX = 1000;
/** Reports from this many different accounts, none of them new, hide an item until an admin decides. */
export const REPORTS_TO_HIDE = 3;
/**
 * An account younger than this many hours is new: its reports do not count towards hiding and its
 * comments are limited. The API's default; an operator sets NEW_ACCOUNT_HOURS (api/src/config.ts).
 */
export const NEW_ACCOUNT_HOURS_DEFAULT = 24;
/** Comments a new account may write in all. */
export const NEW_ACCOUNT_COMMENT_MAX = 5;
/** Comments any account may write in a rolling hour. */
export const COMMENTS_PER_HOUR_MAX = 20;
/** A comment the same account wrote (same text, trimmed and case-folded) this many hours ago is refused again. */
export const DUPLICATE_COMMENT_HOURS = 24;
/** An admin's decision on a reported item (POST /admin/reports/{kind}/{id}/decision). */
export const REPORT_DECISIONS = ['dismiss', 'hide', 'delete', 'disable-author'] as const;
export type ReportDecisionKind = (typeof REPORT_DECISIONS)[number];
/** A reported item in the queue: still public (`open`) or hidden (by three reports or by an admin). */
export const REPORTED_ITEM_STATES = ['open', 'hidden'] as const;
/** The queue's filter: items with reports no admin decided yet (default), decided ones, or all. */
export const REPORT_QUEUE_STATES = ['open', 'decided', 'all'] as const;

/** The remotes a release can name: the federation contract's (shared/src/federation/remotes.json). */
export const RELEASE_REMOTES = Object.keys(federationContract.remotes) as [
  keyof typeof federationContract.remotes,
  ...(keyof typeof federationContract.remotes)[],
];
export const RELEASE_ENTRY_MAX = 2000;
export const RELEASE_NOTE_MAX = 500;
/** A canary's share of browsers, in percent: more than none, less than all. */
export const CANARY_PERCENT_MIN = 1;
export const CANARY_PERCENT_MAX = 99;

// Owner insights (issue 30): what a public page counts, and the periods its numbers cover

/** What a page's count is of: a project's page or a bazaar's (event) page. */
export const INSIGHTS_ITEM_KINDS = ['project', 'event'] as const;
/** The contact channels a project's page shows, each counted when tapped. */
export const INSIGHTS_CONTACT_CHANNELS = ['phone', 'whatsapp', 'email', 'website', 'social', 'map'] as const;
/** Every tap a page can count: the contact channels, and 'Add to calendar' (bazaars only). */
export const INSIGHTS_TAP_CHANNELS = [...INSIGHTS_CONTACT_CHANNELS, 'calendar'] as const;
/**
 * What a page's beacon may send: a tap, or `view` when the app shows a project or bazaar page (a
 * page reached inside the app; the server counts the pages it draws, and one person's view is
 * counted once a day however it arrives).
 */
export const INSIGHTS_BEACON_CHANNELS = [...INSIGHTS_TAP_CHANNELS, 'view'] as const;
/** The periods the owner's insights cover, in days (`?days=`), and the one without a choice. */
export const INSIGHTS_DAYS = [7, 30, 90] as const;
export const INSIGHTS_DAYS_DEFAULT = 30;
/** The periods the admin's insights cover, in ISO weeks (`?weeks=`), and the one without a choice. */
export const INSIGHTS_WEEKS = [4, 12, 26, 52] as const;
export const INSIGHTS_WEEKS_DEFAULT = 12;

// Images (the API enforces these; the forms check files before sending, so nobody waits for a
// 5 MB upload the server will refuse)

/** Largest file the API takes, per file, in megabytes as people read it. */
export const IMAGE_MAX_MEGABYTES = 5;
/** Largest file the API takes, per file. */
export const IMAGE_MAX_BYTES = IMAGE_MAX_MEGABYTES * 1024 * 1024;
/** Files per upload request (the API's multipart limit). */
export const IMAGES_PER_REQUEST = 10;
/** Images one project may hold. */
export const PROJECT_IMAGES_MAX = 30;
/** The images one bazaar may have (the API answers TOO_MANY_IMAGES beyond). */
export const EVENT_IMAGES_MAX = 30;
/** The ids one call may delete from a bazaar. */
export const EVENT_IMAGE_IDS_MAX = 100;

/**
 * The picture formats the API decodes (it stores a fresh WebP of the pixels). HEIC is left out on
 * purpose: offered only these, a phone converts its HEIC photos to JPEG as it hands them over.
 */
export const IMAGE_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** The `accept` attribute of a file input for pictures. */
export const IMAGE_ACCEPT = IMAGE_MEDIA_TYPES.join(',');

import { z } from 'zod/mini';
import { says } from './says';
import type { INSIGHTS_CONTACT_CHANNELS, REGISTRATION_ROLES, INSIGHTS_TAP_CHANNELS } from './rules';
import {
  ID_MAX,
  INSIGHTS_DAYS,
  INSIGHTS_DAYS_DEFAULT,
  INSIGHTS_ITEM_KINDS,
  INSIGHTS_BEACON_CHANNELS,
  INSIGHTS_WEEKS,
  INSIGHTS_WEEKS_DEFAULT,
} from './rules';

/*
 * Owner insights (issue 30; docs/product.md, "Owner insights"): what a public project or bazaar page
 * counts (views, taps on its contact channels) and what the owner and the admin are shown of it.
 * Only daily totals exist: no visitor is stored, so no answer here names one. Every date is a
 * calendar day in Hebron (EVENT_TIME_ZONE), as `YYYY-MM-DD`; weeks are ISO weeks (Monday first).
 */

export type InsightsItemKind = (typeof INSIGHTS_ITEM_KINDS)[number];
export type InsightsContactChannel = (typeof INSIGHTS_CONTACT_CHANNELS)[number];
export type InsightsTapChannel = (typeof INSIGHTS_TAP_CHANNELS)[number];
/** What a beacon sends: a tap's channel, or `view`. */
export type InsightsBeaconChannel = (typeof INSIGHTS_BEACON_CHANNELS)[number];
export type InsightsDays = (typeof INSIGHTS_DAYS)[number];
export type InsightsWeeks = (typeof INSIGHTS_WEEKS)[number];

const calendarOnEventsOnly = (tap: { kind: InsightsItemKind; channel: InsightsBeaconChannel }) =>
  tap.channel !== 'calendar' || tap.kind === 'event';

/**
 * POST /insights/events: one tap on a public page's contact channel, sent by the page with
 * `navigator.sendBeacon` (a JSON body), or `view` when the app shows the page. `calendar` ('Add to
 * calendar') is a bazaar's only. The API answers 204 whether or not it was counted (the owner's
 * own, an admin's, a bot's, a repeat the same day are not).
 */
export const InsightsTapSchema = z
  .object({
    kind: z.enum(INSIGHTS_ITEM_KINDS, { error: says('insights.kind') }),
    id: z
      .number({ error: says('insights.id') })
      .check(z.int(says('insights.id')), z.gte(1, says('insights.id')), z.lte(ID_MAX, says('insights.id'))),
    channel: z.enum(INSIGHTS_BEACON_CHANNELS, { error: says('insights.channel') }),
  })
  .check(z.refine(calendarOnEventsOnly, { error: says('insights.calendarOnProject'), path: ['channel'] }));
export type InsightsTap = z.infer<typeof InsightsTapSchema>;

const isInsightsDays = (value: number) => (INSIGHTS_DAYS as readonly number[]).includes(value);
const isInsightsWeeks = (value: number) => (INSIGHTS_WEEKS as readonly number[]).includes(value);

/** GET /my-projects/{id}/insights and GET /my-projects/insights: `?days=7|30|90`, 30 without it. */
export const InsightsQuerySchema = z.object({
  days: z._default(
    z.coerce.number({ error: says('insights.days') }).check(z.refine(isInsightsDays, says('insights.days'))),
    INSIGHTS_DAYS_DEFAULT,
  ),
});
export type InsightsQuery = z.infer<typeof InsightsQuerySchema>;

/** GET /admin/insights: `?weeks=4|12|26|52`, 12 without it. */
export const AdminInsightsQuerySchema = z.object({
  weeks: z._default(
    z.coerce
      .number({ error: says('insights.weeks') })
      .check(z.refine(isInsightsWeeks, says('insights.weeks'))),
    INSIGHTS_WEEKS_DEFAULT,
  ),
});
export type AdminInsightsQuery = z.infer<typeof AdminInsightsQuerySchema>;

/** Taps per contact channel; `social` sums every social page the project shows. */
export const InsightsTapsSchema = z.object({
  phone: z.int(),
  whatsapp: z.int(),
  email: z.int(),
  website: z.int(),
  social: z.int(),
  map: z.int(),
});
export type InsightsTaps = z.infer<typeof InsightsTapsSchema>;

/** One day of a page: visitors who saw it (each once a day), and their taps. */
export const InsightsDaySchema = z.object({
  /** `YYYY-MM-DD`, a day in Hebron. */
  date: z.string(),
  views: z.int(),
  taps: InsightsTapsSchema,
});
export type InsightsDay = z.infer<typeof InsightsDaySchema>;

/** A period's sums of its days. */
export const InsightsTotalsSchema = z.object({
  views: z.int(),
  taps: InsightsTapsSchema,
});
export type InsightsTotals = z.infer<typeof InsightsTotalsSchema>;

/** A count in the period and in the period of the same length just before it. */
export const InsightsCountSchema = z.object({
  count: z.int(),
  previous: z.int(),
});
export type InsightsCount = z.infer<typeof InsightsCountSchema>;

/**
 * The stars: `average` of every rating the project holds today (what its page shows), `count` of
 * them; `previousAverage` and `previousCount` as they stood when the period began (ratings given
 * before its first day), so the page can say how the period moved it. An average is null without
 * a rating; it has one decimal.
 */
export const InsightsRatingSchema = z.object({
  average: z.nullable(z.number()),
  count: z.int(),
  previousAverage: z.nullable(z.number()),
  previousCount: z.int(),
});
export type InsightsRating = z.infer<typeof InsightsRatingSchema>;

/**
 * GET /my-projects/{id}/insights?days=: one of the owner's projects over the last `days` days
 * (today included). `days` has every day of the period, oldest first, those without a visitor
 * with zeros; `previousTotals` sums the `days` days before. `requests` are the information
 * requests the owner received (a request names the owner, not a project: every project's answer
 * has the same); `comments` those written on this project.
 */
export const ProjectInsightsSchema = z.object({
  days: z.array(InsightsDaySchema),
  totals: InsightsTotalsSchema,
  previousTotals: InsightsTotalsSchema,
  requests: InsightsCountSchema,
  comments: InsightsCountSchema,
  rating: InsightsRatingSchema,
});
export type ProjectInsights = z.infer<typeof ProjectInsightsSchema>;

/** One project in the owner's all-projects answer: enough to list it with its numbers. */
export const InsightsProjectTotalsSchema = z.object({
  id: z.int(),
  name: z.string(),
  totals: InsightsTotalsSchema,
  previousTotals: InsightsTotalsSchema,
  comments: InsightsCountSchema,
  rating: InsightsRatingSchema,
});
export type InsightsProjectTotals = z.infer<typeof InsightsProjectTotalsSchema>;

/**
 * GET /my-projects/insights?days=: every project of the owner's together (drafts included, with
 * zeros until public), as ProjectInsightsSchema has one, plus each project's own totals in
 * `projects` (newest project first). `rating` averages every rating of every project.
 */
export const OwnerInsightsSchema = z.extend(ProjectInsightsSchema, {
  projects: z.array(InsightsProjectTotalsSchema),
});
export type OwnerInsights = z.infer<typeof OwnerInsightsSchema>;

/** Accounts created in a week, per role one can register as (admins are not registered). */
export const SignUpsSchema = z.object({
  owner: z.int(),
  user: z.int(),
  investor: z.int(),
} satisfies Record<(typeof REGISTRATION_ROLES)[number], unknown>);
export type SignUps = z.infer<typeof SignUpsSchema>;

/** What happened on the platform in one ISO week (or in a period's sum of them). */
export const PlatformCountsSchema = z.object({
  signUps: SignUpsSchema,
  /** Projects approved for the first time (made public) in the week. */
  projectsPublished: z.int(),
  /** Bazaars (events) created. */
  bazaarsCreated: z.int(),
  /** Requests to take part in a bazaar, whatever their decision. */
  participationRequests: z.int(),
  /** Comments written on projects. */
  comments: z.int(),
  /** Mails delivered to the mail server. */
  mailsSent: z.int(),
  /** Mails given up after every attempt (GET /admin/mail/failed). */
  mailsUndelivered: z.int(),
  /** Visitors counted on the public pages (each once a page a day), projects' and bazaars'. */
  views: z.object({ projects: z.int(), bazaars: z.int() }),
});
export type PlatformCounts = z.infer<typeof PlatformCountsSchema>;

export const PlatformWeekSchema = z.extend(PlatformCountsSchema, {
  /** The ISO week, `2026-W48`. */
  week: z.string(),
  /** Its Monday, `YYYY-MM-DD` (a day in Hebron). */
  start: z.string(),
});
export type PlatformWeek = z.infer<typeof PlatformWeekSchema>;

/**
 * GET /admin/insights?weeks=: the platform over the last `weeks` ISO weeks (this one included,
 * though not over), oldest first, weeks without anything with zeros; `totals` sums them and
 * `previousTotals` the as many weeks before.
 */
export const AdminInsightsSchema = z.object({
  weeks: z.array(PlatformWeekSchema),
  totals: PlatformCountsSchema,
  previousTotals: PlatformCountsSchema,
});
export type AdminInsights = z.infer<typeof AdminInsightsSchema>;

import {
  hebronToday,
  INSIGHTS_CONTACT_CHANNELS,
  type AdminInsights,
  type InsightsCount,
  type InsightsDay,
  type InsightsRating,
  type InsightsTap,
  type InsightsTaps,
  type InsightsTotals,
  type OwnerInsights,
  type PlatformCounts,
  type ProjectInsights,
} from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import type { AuthUser } from '../../plugins/auth.js';
import { PROJECT_NOT_FOUND } from '../projects/service.js';
import type { ActivityRepository, CommentMark } from './activity-repository.js';
import type { InsightsCounter } from './counter.js';
import { addDays, dayOf, daysBetween, daysFrom, isoWeek, mondayOf, timestampBefore } from './days.js';
import type { DailyCount, InsightsRepository } from './repository.js';

export interface InsightsDeps {
  counts: InsightsRepository;
  activity: ActivityRepository;
  counter: InsightsCounter;
  /** The owner's projects, newest version's name (drafts included). */
  projectsOf: (ownerId: number) => Promise<{ id: number; name: string }[]>;
  now?: () => Date;
}

/** Where a tap came from: the client, and who is signed in when the beacon carried a token. */
export interface TapSource {
  ip: string;
  userAgent: string;
  viewer: AuthUser | undefined;
}

const zeroTaps = (): InsightsTaps => ({ phone: 0, whatsapp: 0, email: 0, website: 0, social: 0, map: 0 });
const zeroTotals = (): InsightsTotals => ({ views: 0, taps: zeroTaps() });
const isContactChannel = (metric: string): metric is keyof InsightsTaps =>
  (INSIGHTS_CONTACT_CHANNELS as readonly string[]).includes(metric);

function addCount(totals: InsightsTotals, count: DailyCount): void {
  if (count.metric === 'view') totals.views += count.count;
  else if (isContactChannel(count.metric)) totals.taps[count.metric] += count.count;
}

/** One decimal, as the project's page shows its stars; null without a rating. */
const average = (rates: readonly number[]): number | null =>
  rates.length === 0
    ? null
    : Math.round((rates.reduce((sum, rate) => sum + rate, 0) / rates.length) * 10) / 10;

/** The period of the last `days` days (today included) and the as long one before it. */
function periodOf(today: string, days: number) {
  const start = addDays(today, -(days - 1));
  return { start, previousStart: addDays(start, -days), end: today };
}

/** The counting of the public pages and what the owner and the admin read of it (issue 30). */
export class InsightsService {
  constructor(private readonly deps: InsightsDeps) {}

  private today(): string {
    return hebronToday(this.deps.now?.() ?? new Date());
  }

  /**
   * A tap sent by a page's beacon: queued unless the owner of the project or an admin sent it
   * (their token rode along). Whether counted or not, the caller answers the same.
   */
  async tap(tap: InsightsTap, source: TapSource): Promise<void> {
    const { viewer } = source;
    if (viewer?.role === 'admin') return;
    if (viewer?.role === 'owner' && tap.kind === 'project') {
      const owners = await this.deps.counts.projectOwners([tap.id]);
      if (owners.get(tap.id) === viewer.id) return;
    }
    this.deps.counter.record({
      kind: tap.kind,
      id: tap.id,
      metric: tap.channel,
      ip: source.ip,
      userAgent: source.userAgent,
      at: this.deps.now?.() ?? new Date(),
    });
  }

  /** GET /my-projects/{id}/insights: the owner's own project only (another's is not found, as elsewhere). */
  async project(ownerId: number, projectId: number, days: number): Promise<ProjectInsights> {
    const owners = await this.deps.counts.projectOwners([projectId]);
    if (owners.get(projectId) !== ownerId) throw new ApiError(404, 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
    const answer = await this.build(ownerId, [projectId], days);
    return answer.whole;
  }

  /** GET /my-projects/insights: every project of the owner's together, and each one's numbers. */
  async owner(ownerId: number, days: number): Promise<OwnerInsights> {
    const projects = await this.deps.projectsOf(ownerId);
    const ordered = [...projects].sort((a, b) => b.id - a.id);
    const answer = await this.build(
      ownerId,
      ordered.map((project) => project.id),
      days,
    );
    return {
      ...answer.whole,
      projects: ordered.map((project) => ({
        id: project.id,
        name: project.name,
        ...answer.perProject(project.id),
      })),
    };
  }

  private async build(ownerId: number, projectIds: number[], days: number) {
    const period = periodOf(this.today(), days);
    const [counts, comments, requests] = await Promise.all([
      this.deps.counts.counts('project', projectIds, period.previousStart, period.end),
      this.deps.activity.comments(projectIds),
      this.deps.activity.infoRequests(ownerId, timestampBefore(period.previousStart)),
    ]);
    const dayIndex = new Map(daysFrom(period.start, period.end).map((day, index) => [day, index]));
    const series: InsightsDay[] = [...dayIndex.keys()].map((date) => ({ date, views: 0, taps: zeroTaps() }));
    const summed = (ofProject: (id: number) => boolean) => {
      const totals = zeroTotals();
      const previousTotals = zeroTotals();
      for (const count of counts) {
        if (!ofProject(count.itemId)) continue;
        if (count.day >= period.start) addCount(totals, count);
        else addCount(previousTotals, count);
      }
      const theirs = comments.filter((comment) => ofProject(comment.projectId));
      return {
        totals,
        previousTotals,
        comments: this.commentCount(theirs, period),
        rating: rating(theirs, period.start),
      };
    };
    for (const count of counts) {
      const index = dayIndex.get(count.day);
      if (index !== undefined) addCount(series[index]!, count);
    }
    const all = summed(() => true);
    return {
      whole: {
        days: series,
        totals: all.totals,
        previousTotals: all.previousTotals,
        requests: countIn(requests, period),
        comments: all.comments,
        rating: all.rating,
      } satisfies ProjectInsights,
      perProject: (id: number) => summed((projectId) => projectId === id),
    };
  }

  private commentCount(comments: readonly CommentMark[], period: ReturnType<typeof periodOf>): InsightsCount {
    return countIn(
      comments.map((comment) => comment.createdAt),
      period,
    );
  }

  /** GET /admin/insights: the platform per ISO week, the current one included. */
  async admin(weeks: number): Promise<AdminInsights> {
    const today = this.today();
    const start = addDays(mondayOf(today), -7 * (weeks - 1));
    const previousStart = addDays(start, -7 * weeks);
    const [marks, views] = await Promise.all([
      this.deps.activity.platform(timestampBefore(previousStart)),
      this.deps.counts.viewsPerDay(previousStart, today),
    ]);
    const rows = Array.from({ length: weeks * 2 }, zeroPlatform);
    /** The bucket of a day: previous weeks first, then the period's; undefined outside both. */
    const bucketOf = (day: string) => {
      const index = Math.floor(daysBetween(previousStart, day) / 7);
      return index >= 0 && index < rows.length && day <= today ? rows[index] : undefined;
    };
    const tally = (timestamps: readonly string[], add: (row: PlatformCounts) => void) => {
      for (const timestamp of timestamps) {
        const row = bucketOf(dayOf(timestamp));
        if (row) add(row);
      }
    };
    for (const signUp of marks.signUps) {
      const row = bucketOf(dayOf(signUp.createdAt));
      if (row && signUp.role !== 'admin') row.signUps[signUp.role] += 1;
    }
    tally(marks.projectsPublished, (row) => (row.projectsPublished += 1));
    tally(marks.bazaarsCreated, (row) => (row.bazaarsCreated += 1));
    tally(marks.participationRequests, (row) => (row.participationRequests += 1));
    tally(marks.comments, (row) => (row.comments += 1));
    tally(marks.mailsSent, (row) => (row.mailsSent += 1));
    tally(marks.mailsUndelivered, (row) => (row.mailsUndelivered += 1));
    for (const view of views) {
      const row = bucketOf(view.day);
      if (row) row.views[view.kind === 'project' ? 'projects' : 'bazaars'] += view.views;
    }
    const previous = rows.slice(0, weeks);
    const current = rows.slice(weeks);
    return {
      weeks: current.map((row, index) => {
        const monday = addDays(start, 7 * index);
        return { week: isoWeek(monday), start: monday, ...row };
      }),
      totals: sumPlatform(current),
      previousTotals: sumPlatform(previous),
    };
  }
}

/** Timestamps in the period and in the one before it, by their Hebron day. */
function countIn(timestamps: readonly string[], period: ReturnType<typeof periodOf>): InsightsCount {
  let count = 0;
  let previous = 0;
  for (const timestamp of timestamps) {
    const day = dayOf(timestamp);
    if (day > period.end) continue;
    if (day >= period.start) count += 1;
    else if (day >= period.previousStart) previous += 1;
  }
  return { count, previous };
}

/** The stars today, and as they stood before the period's first day (docs: InsightsRatingSchema). */
function rating(comments: readonly CommentMark[], start: string): InsightsRating {
  const before = comments
    .filter((comment) => dayOf(comment.createdAt) < start)
    .map((comment) => comment.rate);
  return {
    average: average(comments.map((comment) => comment.rate)),
    count: comments.length,
    previousAverage: average(before),
    previousCount: before.length,
  };
}

function zeroPlatform(): PlatformCounts {
  return {
    signUps: { owner: 0, user: 0, investor: 0 },
    projectsPublished: 0,
    bazaarsCreated: 0,
    participationRequests: 0,
    comments: 0,
    mailsSent: 0,
    mailsUndelivered: 0,
    views: { projects: 0, bazaars: 0 },
  };
}

function sumPlatform(rows: readonly PlatformCounts[]): PlatformCounts {
  const sum = zeroPlatform();
  for (const row of rows) {
    for (const role of ['owner', 'user', 'investor'] as const) sum.signUps[role] += row.signUps[role];
    sum.projectsPublished += row.projectsPublished;
    sum.bazaarsCreated += row.bazaarsCreated;
    sum.participationRequests += row.participationRequests;
    sum.comments += row.comments;
    sum.mailsSent += row.mailsSent;
    sum.mailsUndelivered += row.mailsUndelivered;
    sum.views.projects += row.views.projects;
    sum.views.bazaars += row.views.bazaars;
  }
  return sum;
}

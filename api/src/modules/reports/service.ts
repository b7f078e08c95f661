import {
  englishOf,
  REPORT_ERROR_MESSAGES,
  REPORTS_TO_HIDE,
  type ReportDecision,
  type ReportDecisionAnswer,
  type ReportedItem,
  type ReportErrorCode,
  type ReportKind,
  type ReportQueueQuery,
  type ReportReason,
  type ReportReceipt,
  type ReportRequest,
} from '@rowad/shared/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { Page } from '../../http/paging.js';
import type { MailOutbox, QueueMail } from '../../mail/outbox.js';
import type { AuthUser } from '../../plugins/auth.js';
import { AuditRepository } from '../admin/audit-repository.js';
import { decisionMail, hiddenMail, reasonText } from './emails.js';
import type { Reporter, ReportRepository } from './repository.js';
import type { Target } from './targets.js';

const HOUR_MS = 60 * 60 * 1000;

/** The reason kept when an owner's profile is removed (delete) without one: the audit and the profile say it. */
const REMOVED_PROFILE = 'Profile removed by an admin after reports';

/** The English of a report or comment-limit refusal (its Arabic: the shared catalogue). */
export const refusal = (status: number, code: ReportErrorCode): ApiError =>
  new ApiError(status, code, englishOf(REPORT_ERROR_MESSAGES[code]));

const notFound = () => refusal(404, 'REPORT_TARGET_NOT_FOUND');

/** The reason three reports hide an item with: the one given most (the earliest of equals). */
function mostGiven(reasons: readonly ReportReason[]): ReportReason {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

/**
 * Reports and their moderation (issue 31, docs/product.md "Trust and safety"): a signed-in user
 * reports an item once; reports from REPORTS_TO_HIDE accounts older than `newAccountHours` hide it
 * at once; an admin decides in the queue, each decision audited and told to the reporters.
 */
export class ReportService {
  constructor(
    private readonly deps: {
      reports: ReportRepository;
      outbox: MailOutbox;
      /** NEW_ACCOUNT_HOURS: reports of younger accounts do not count towards hiding. */
      newAccountHours: number;
      /** The existing delete and disable paths, each with its own checks and audit entry. */
      deleteComment: (admin: AuthUser, id: number) => Promise<void>;
      deleteProject: (ownerId: number, id: number) => Promise<void>;
      deleteEvent: (admin: AuthUser, id: number) => Promise<void>;
      disableUser: (adminId: number, userId: number, reason: string) => Promise<void>;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async report(user: AuthUser, input: ReportRequest): Promise<ReportReceipt> {
    const { kind, id } = input;
    const target = await this.deps.reports.target(kind, id);
    // What the public does not see cannot be reported: a draft, a hidden item, a disabled owner.
    if (!target?.public) throw notFound();
    if (target.author?.id === user.id) throw refusal(409, 'CANNOT_REPORT_OWN');
    const now = this.now();
    const oldEnough = new Date(now.getTime() - this.deps.newAccountHours * HOUR_MS).toISOString();
    await this.deps.outbox.transaction(async (trx, queue) => {
      const reports = this.deps.reports.in(trx);
      const inserted = await reports.insert({
        reporterId: user.id,
        kind,
        itemId: id,
        reason: input.reason,
        details: input.details || null,
        now: now.toISOString(),
      });
      if (inserted === 'duplicate') throw refusal(409, 'ALREADY_REPORTED');
      const reasons = await reports.qualifiedReasons(kind, id, oldEnough);
      if (reasons.length < REPORTS_TO_HIDE) return;
      const reason = mostGiven(reasons);
      // Only the report that hides it tells the author: two at once hide it once.
      if (await reports.hide(kind, id, 'reports', reasonText(reason, 'en'), now.toISOString())) {
        const author = target.author;
        if (author) {
          await queue({
            to: author.email,
            ...hiddenMail(
              author.language,
              author.firstName,
              target,
              reasonText(reason, author.language),
              'reports',
            ),
          });
        }
      }
    });
    if (kind === 'project') this.deps.reports.clearListTotals();
    return { kind, id, createdAt: now.toISOString() };
  }

  /** A page of the queue: each item as the public sees it, with its reports, newest first. */
  async queue(query: ReportQueueQuery, afterId: number | undefined): Promise<Page<ReportedItem>> {
    const page = await this.deps.reports.queue(query, afterId);
    const [targets, reports, moderations] = await Promise.all([
      this.deps.reports.targetsOf(page.items),
      this.deps.reports.reportsOf(page.items),
      this.deps.reports.moderations(page.items),
    ]);
    const items: ReportedItem[] = [];
    for (const group of page.items) {
      const key = `${group.kind}:${group.itemId}`;
      const target = targets.get(key);
      // Deleted since the page was counted: left out rather than shown empty.
      if (!target) continue;
      const moderation = moderations.get(key);
      const hidden = target.hiddenAt !== null;
      items.push({
        kind: group.kind,
        id: group.itemId,
        item: { title: target.title, text: target.text, link: target.link },
        author: target.author && { id: target.author.id, name: target.author.name },
        state: hidden ? 'hidden' : 'open',
        hiddenBy: hidden ? (moderation?.hiddenBy ?? 'reports') : null,
        hiddenReason: hidden ? (moderation?.hiddenReason ?? null) : null,
        reportCount: group.total,
        openReports: group.open,
        lastReportedAt: group.lastReportedAt,
        decision:
          moderation?.decision && moderation.decidedAt
            ? {
                decision: moderation.decision,
                reason: moderation.decisionReason,
                decidedAt: moderation.decidedAt,
              }
            : null,
        reports: reports.get(key) ?? [],
      });
    }
    return { ...page, items };
  }

  /**
   * An admin's decision on a reported item with open reports. Delete and disable-author go through
   * the existing paths (their checks, the last-admin rule, their audit entries); then, in one
   * transaction, the reports close, the decision is audited and each reporter is mailed.
   */
  async decide(
    admin: AuthUser,
    kind: ReportKind,
    id: number,
    input: ReportDecision,
  ): Promise<ReportDecisionAnswer> {
    const target = await this.deps.reports.target(kind, id);
    if (!target) throw notFound();
    if ((await this.deps.reports.openCount(kind, id)) === 0) throw refusal(409, 'REPORTS_ALREADY_DECIDED');
    const reason = input.reason || null;
    const { decision } = input;
    const author = target.author;
    if (decision === 'disable-author' && !author) throw refusal(409, 'REPORT_DECISION_NOT_APPLICABLE');
    let outcome: ReportDecisionAnswer['outcome'];
    if (decision === 'dismiss') outcome = 'visible';
    else if (decision === 'hide') outcome = 'hidden';
    else if (decision === 'disable-author' || kind === 'owner') {
      // An owner's profile is not deleted for someone (closing an account is its owner's act): their
      // account is disabled, which takes the profile off the public pages (docs/decisions.md).
      await this.disable(admin, author!.id, reason ?? REMOVED_PROFILE);
      outcome = 'author-disabled';
    } else {
      await this.deleteItem(admin, target);
      outcome = 'deleted';
    }
    const now = this.now().toISOString();
    const reporters = await this.deps.outbox.transaction(async (trx, queue) => {
      const reports = this.deps.reports.in(trx);
      if (outcome === 'visible') await reports.unhide(kind, id);
      if (outcome === 'hidden' || outcome === 'author-disabled') {
        await reports.hide(kind, id, 'admin', reason ?? REMOVED_PROFILE, now);
      }
      const told = await reports.decide(kind, id, { decision, reason, adminId: admin.id, now });
      if (outcome === 'deleted') await reports.forget(kind, id);
      await this.audit(trx, admin, target, decision, reason, told.length, now);
      if (outcome === 'hidden' && author && reason) {
        await queue({
          to: author.email,
          ...hiddenMail(author.language, author.firstName, target, reason, 'admin'),
        });
      }
      await this.tellReporters(queue, told, target, outcome !== 'visible');
      return told;
    });
    if (kind === 'project') this.deps.reports.clearListTotals();
    return { kind, id, decision, outcome, reportersTold: reporters.length };
  }

  private async disable(admin: AuthUser, userId: number, reason: string): Promise<void> {
    try {
      await this.deps.disableUser(admin.id, userId, reason);
    } catch (error) {
      // Disabled already (by another admin, or for another item): the decision still stands.
      if (!(error instanceof ApiError && error.code === 'USER_ALREADY_DISABLED')) throw error;
    }
  }

  private async deleteItem(admin: AuthUser, target: Target): Promise<void> {
    if (target.kind === 'comment') await this.deps.deleteComment(admin, target.id);
    else if (target.kind === 'event') await this.deps.deleteEvent(admin, target.id);
    else if (target.kind === 'project' && target.author)
      await this.deps.deleteProject(target.author.id, target.id);
  }

  private async audit(
    trx: Kysely<Database>,
    admin: AuthUser,
    target: Target,
    decision: ReportDecision['decision'],
    reason: string | null,
    reporters: number,
    now: string,
  ): Promise<void> {
    const action = {
      dismiss: 'report.dismissed',
      hide: 'report.hidden',
      delete: 'report.deleted',
      'disable-author': 'report.author-disabled',
    }[decision];
    await new AuditRepository(trx).record(
      {
        adminId: admin.id,
        action,
        subjectType: 'report',
        subjectId: target.id,
        reason,
        details: {
          kind: target.kind,
          title: target.title,
          text: target.text,
          author: target.author && { id: target.author.id, name: target.author.name },
          reporters,
        },
      },
      now,
    );
  }

  private async tellReporters(queue: QueueMail, reporters: Reporter[], target: Target, removed: boolean) {
    for (const reporter of reporters) {
      await queue({
        to: reporter.email,
        ...decisionMail(reporter.language, reporter.firstName, target, removed),
      });
    }
  }
}

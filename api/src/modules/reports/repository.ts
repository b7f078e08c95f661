import {
  REPORT_KINDS,
  type ReportDecisionKind,
  type ReportKind,
  type ReportQueueQuery,
  type ReportReason,
} from '@rowad/shared/schemas';
import { sql, type Kysely } from 'kysely';
import type { Database, Language, Timestamp } from '../../db/schema.js';
import { pageOf, type Page } from '../../http/paging.js';
import { projectTotals } from '../projects/records.js';
import { ITEM_TABLES, loadTargets, setHidden, type Target } from './targets.js';

/** One report as the queue lists it (newest first). */
export interface StoredReport {
  reason: ReportReason;
  details: string | null;
  reporter: { id: number; name: string } | null;
  createdAt: Timestamp;
}

/** An item's line of the queue: its reports counted, before the item and its reports are read. */
export interface QueueGroup {
  /** The item's newest report's id: the queue's order and its cursor. */
  id: number;
  kind: ReportKind;
  itemId: number;
  total: number;
  open: number;
  lastReportedAt: Timestamp;
}

/** Who is told of a decision on what they reported. */
export interface Reporter {
  id: number;
  firstName: string;
  email: string;
  language: Language;
}

export interface Moderation {
  hiddenBy: 'reports' | 'admin' | null;
  hiddenReason: string | null;
  decision: ReportDecisionKind | null;
  decisionReason: string | null;
  decidedAt: Timestamp | null;
}

const countOf = (value: unknown) => Number(value ?? 0);

/**
 * Reports, and what became of reported items (issue 31): the only part of the module that reads
 * and writes the `reports` and `moderations` tables and the items' `hidden_at`.
 */
export class ReportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** This repository on a transaction (`MailOutbox.transaction`): its calls join it. */
  in(trx: Kysely<Database>): ReportRepository {
    return new ReportRepository(trx);
  }

  /**
   * Drops the projects lists' cached totals (records.ts `projectTotals`), after a project was hidden
   * or shown again: call it on the repository of the database, not a transaction's.
   */
  clearListTotals(): void {
    projectTotals(this.db).clear();
  }

  async target(kind: ReportKind, id: number): Promise<Target | undefined> {
    return (await loadTargets(this.db, kind, [id])).get(id);
  }

  /** The report's id, or 'duplicate' when this account reported the item before. */
  async insert(values: {
    reporterId: number;
    kind: ReportKind;
    itemId: number;
    reason: ReportReason;
    details: string | null;
    now: Timestamp;
  }): Promise<number | 'duplicate'> {
    const row = await this.db
      .insertInto('reports')
      .values({
        reporter_id: values.reporterId,
        kind: values.kind,
        item_id: values.itemId,
        reason: values.reason,
        details: values.details,
        created_at: values.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        // The unique index settles two reports of one account sent at once.
        if (isUniqueViolation(error)) return 'duplicate' as const;
        throw error;
      });
    return row === 'duplicate' ? row : row.id;
  }

  /**
   * The open reports of the item by accounts created at or before `oldEnough` (no longer new), one
   * per account, with their reasons: three of them hide the item.
   */
  async qualifiedReasons(kind: ReportKind, itemId: number, oldEnough: Timestamp): Promise<ReportReason[]> {
    const rows = await this.db
      .selectFrom('reports as r')
      .innerJoin('users as u', 'u.id', 'r.reporter_id')
      .select('r.reason')
      .where('r.kind', '=', kind)
      .where('r.item_id', '=', itemId)
      .where('r.decided_at', 'is', null)
      .where('u.created_at', '<=', oldEnough)
      .execute();
    return rows.map((row) => row.reason);
  }

  /**
   * Hides the item (its row's `hidden_at`) and records by whom and why; answers whether it was
   * visible until now. Hidden already by reports, only an admin's hide replaces the reason.
   */
  async hide(
    kind: ReportKind,
    itemId: number,
    by: 'reports' | 'admin',
    reason: string,
    now: Timestamp,
  ): Promise<boolean> {
    const changed = await setHidden(this.db, kind, itemId, now);
    if (!changed && by === 'reports') return false;
    await this.db
      .insertInto('moderations')
      .values({ kind, item_id: itemId, hidden_by: by, hidden_reason: reason })
      .onConflict((oc) =>
        oc.columns(['kind', 'item_id']).doUpdateSet({ hidden_by: by, hidden_reason: reason }),
      )
      .execute();
    return changed;
  }

  /** Public again: `hidden_at` cleared, the hiding forgotten (the decision stays). */
  async unhide(kind: ReportKind, itemId: number): Promise<void> {
    await setHidden(this.db, kind, itemId, null);
    await this.db
      .updateTable('moderations')
      .set({ hidden_by: null, hidden_reason: null })
      .where('kind', '=', kind)
      .where('item_id', '=', itemId)
      .execute();
  }

  /** Records the admin's decision and closes the item's open reports; answers who reported them. */
  async decide(
    kind: ReportKind,
    itemId: number,
    decision: { decision: ReportDecisionKind; reason: string | null; adminId: number; now: Timestamp },
  ): Promise<Reporter[]> {
    const reporters = await this.db
      .selectFrom('reports as r')
      .innerJoin('users as u', 'u.id', 'r.reporter_id')
      .select(['u.id', 'u.first_name', 'u.email', 'u.language'])
      .where('r.kind', '=', kind)
      .where('r.item_id', '=', itemId)
      .where('r.decided_at', 'is', null)
      .orderBy('r.id')
      .execute();
    await this.db
      .updateTable('reports')
      .set({ decided_at: decision.now })
      .where('kind', '=', kind)
      .where('item_id', '=', itemId)
      .where('decided_at', 'is', null)
      .execute();
    const values = {
      decision: decision.decision,
      decision_reason: decision.reason,
      decided_at: decision.now,
      decided_by: decision.adminId,
    };
    await this.db
      .insertInto('moderations')
      .values({ kind, item_id: itemId, hidden_by: null, hidden_reason: null, ...values })
      .onConflict((oc) => oc.columns(['kind', 'item_id']).doUpdateSet(values))
      .execute();
    return reporters.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      email: row.email,
      language: row.language,
    }));
  }

  /** Forgets a deleted item's reports and moderation: the audit entry keeps what it was. */
  async forget(kind: ReportKind, itemId: number): Promise<void> {
    await this.db.deleteFrom('reports').where('kind', '=', kind).where('item_id', '=', itemId).execute();
    await this.db.deleteFrom('moderations').where('kind', '=', kind).where('item_id', '=', itemId).execute();
  }

  async openCount(kind: ReportKind, itemId: number): Promise<number> {
    const row = await this.db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('kind', '=', kind)
      .where('item_id', '=', itemId)
      .where('decided_at', 'is', null)
      .executeTakeFirstOrThrow();
    return countOf(row.n);
  }

  async moderation(kind: ReportKind, itemId: number): Promise<Moderation | undefined> {
    return (await this.moderations([{ kind, itemId }])).get(`${kind}:${itemId}`);
  }

  /** The moderation rows of these items, by `kind:id`. */
  async moderations(
    items: readonly { kind: ReportKind; itemId: number }[],
  ): Promise<Map<string, Moderation>> {
    const found = new Map<string, Moderation>();
    for (const kind of REPORT_KINDS) {
      const ids = items.filter((item) => item.kind === kind).map((item) => item.itemId);
      if (ids.length === 0) continue;
      const rows = await this.db
        .selectFrom('moderations')
        .selectAll()
        .where('kind', '=', kind)
        .where('item_id', 'in', ids)
        .execute();
      for (const row of rows) {
        found.set(`${kind}:${row.item_id}`, {
          hiddenBy: row.hidden_by,
          hiddenReason: row.hidden_reason,
          decision: row.decision,
          decisionReason: row.decision_reason,
          decidedAt: row.decided_at,
        });
      }
    }
    return found;
  }

  /**
   * A page of the queue: one line per reported item that still exists, its newest report first;
   * `open` lists items with reports no admin decided, `decided` those without.
   */
  async queue(query: ReportQueueQuery, afterId: number | undefined): Promise<Page<QueueGroup>> {
    const openCount = sql<number>`sum(case when r.decided_at is null then 1 else 0 end)`;
    let groups = this.db
      .selectFrom('reports as r')
      .select((eb) => [
        'r.kind',
        'r.item_id',
        eb.fn.max('r.id').as('id'),
        eb.fn.countAll<string | number>().as('total'),
        openCount.as('open'),
        eb.fn.max('r.created_at').as('last_at'),
      ])
      .where(itemExists)
      .groupBy(['r.kind', 'r.item_id']);
    if (query.kind) groups = groups.where('r.kind', '=', query.kind);
    if (query.state === 'open') groups = groups.having(openCount, '>', 0);
    if (query.state === 'decided') groups = groups.having(openCount, '=', 0);
    const counted = await this.db
      .selectFrom(groups.as('g'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    let page = this.db
      .selectFrom(groups.as('g'))
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.limit + 1);
    if (afterId !== undefined) page = page.where('id', '<', afterId);
    const rows = await page.execute();
    return pageOf(
      rows.map((row) => ({ ...row, id: Number(row.id) })),
      query.limit,
      countOf(counted.n),
      (row) => ({
        id: row.id,
        kind: row.kind,
        itemId: row.item_id,
        total: countOf(row.total),
        open: countOf(row.open),
        lastReportedAt: String(row.last_at),
      }),
    );
  }

  /** The reports of these items, newest first, by `kind:id`. */
  async reportsOf(groups: readonly QueueGroup[]): Promise<Map<string, StoredReport[]>> {
    const found = new Map<string, StoredReport[]>();
    for (const kind of REPORT_KINDS) {
      const ids = groups.filter((group) => group.kind === kind).map((group) => group.itemId);
      if (ids.length === 0) continue;
      const rows = await this.db
        .selectFrom('reports as r')
        .leftJoin('users as u', 'u.id', 'r.reporter_id')
        .select(['r.item_id', 'r.reason', 'r.details', 'r.created_at', 'u.id as user_id'])
        .select(['u.first_name', 'u.last_name'])
        .where('r.kind', '=', kind)
        .where('r.item_id', 'in', ids)
        .orderBy('r.id', 'desc')
        .execute();
      for (const row of rows) {
        const key = `${kind}:${row.item_id}`;
        const list = found.get(key) ?? [];
        list.push({
          reason: row.reason,
          details: row.details,
          reporter:
            row.user_id === null
              ? null
              : { id: row.user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() },
          createdAt: row.created_at,
        });
        found.set(key, list);
      }
    }
    return found;
  }

  /** The items of a page of the queue, by `kind:id`. */
  async targetsOf(groups: readonly QueueGroup[]): Promise<Map<string, Target>> {
    const found = new Map<string, Target>();
    for (const kind of REPORT_KINDS) {
      const ids = groups.filter((group) => group.kind === kind).map((group) => group.itemId);
      for (const [id, target] of await loadTargets(this.db, kind, ids)) found.set(`${kind}:${id}`, target);
    }
    return found;
  }

  /** The dashboard's count: items with reports no admin decided yet. */
  async openItems(): Promise<number> {
    const groups = this.db
      .selectFrom('reports as r')
      .select(['r.kind', 'r.item_id'])
      .where('r.decided_at', 'is', null)
      .where(itemExists)
      .groupBy(['r.kind', 'r.item_id']);
    const row = await this.db
      .selectFrom(groups.as('g'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return countOf(row.n);
  }
}

/**
 * The report's item still exists: an item deleted by another path (its author, a closed account)
 * leaves reports behind that no admin needs to see.
 */
const itemExists = sql<boolean>`(${sql.join(
  REPORT_KINDS.map(
    (kind) =>
      sql`(r.kind = ${kind} and exists (select 1 from ${sql.table(ITEM_TABLES[kind].table)} t where t.${sql.ref(ITEM_TABLES[kind].id)} = r.item_id))`,
  ),
  sql` or `,
)})`;

/** A unique index refused the row: SQLite's and PostgreSQL's (23505) ways of saying so. */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

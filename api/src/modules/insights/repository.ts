import { randomBytes } from 'node:crypto';
import type { InsightsItemKind } from '@rowad/shared/schemas';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

/** One item's count of one metric on one day, as the daily table keeps it. */
export interface DailyCount {
  kind: InsightsItemKind;
  itemId: number;
  /** `YYYY-MM-DD`, Hebron. */
  day: string;
  /** `view` or a tap channel. */
  metric: string;
  count: number;
}

/** A day's visitors not counted yet, by their keyed hash, with what each would add. */
export interface SeenBatch {
  day: string;
  hashes: string[];
}

/**
 * The counting tables (migration 013): the day's salt, who was counted today (as keyed hashes),
 * and the daily totals. Both databases take the same statements (`ON CONFLICT`, `RETURNING`).
 */
export class InsightsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The day's salt, made the first time any process asks for it: every process hashes a visitor
   * alike, so one seen today by another process is not counted twice.
   */
  async saltOf(day: string): Promise<string> {
    await this.db
      .insertInto('insights_salts')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('insights_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    return row.salt;
  }

  /** Deletes the salts and the seen hashes of the days before `day`: a past visitor cannot be told again. */
  async forgetBefore(day: string): Promise<void> {
    await this.db.deleteFrom('insights_seen').where('day', '<', day).execute();
    await this.db.deleteFrom('insights_salts').where('day', '<', day).execute();
  }

  /**
   * Records a batch: marks its hashes seen and adds one to each count whose hash was not seen
   * before (by this or any process), in one transaction. `counts` maps a hash to the count it adds.
   */
  async add(day: string, counts: Map<string, Omit<DailyCount, 'count' | 'day'>>): Promise<number> {
    if (counts.size === 0) return 0;
    return inTransaction(this.db, async (trx) => {
      const fresh: string[] = [];
      // Chunks keep a batch within either database's bound parameters.
      const hashes = [...counts.keys()];
      for (let start = 0; start < hashes.length; start += 400) {
        const rows = await trx
          .insertInto('insights_seen')
          .values(hashes.slice(start, start + 400).map((hash) => ({ day, hash })))
          .onConflict((oc) => oc.columns(['day', 'hash']).doNothing())
          .returning('hash')
          .execute();
        fresh.push(...rows.map((row) => row.hash));
      }
      const totals = new Map<string, DailyCount>();
      for (const hash of fresh) {
        const item = counts.get(hash)!;
        const key = `${item.kind} ${item.itemId} ${item.metric}`;
        const total = totals.get(key);
        if (total) total.count += 1;
        else totals.set(key, { ...item, day, count: 1 });
      }
      for (const total of totals.values()) {
        await trx
          .insertInto('insights_daily')
          .values({
            kind: total.kind,
            item_id: total.itemId,
            day,
            metric: total.metric,
            count: total.count,
          })
          .onConflict((oc) =>
            oc
              .columns(['kind', 'item_id', 'day', 'metric'])
              .doUpdateSet({ count: sql<number>`insights_daily.count + excluded.count` }),
          )
          .execute();
      }
      return fresh.length;
    });
  }

  /** The daily counts of some items of a kind, from `from` to `to` (days, both included). */
  async counts(
    kind: InsightsItemKind,
    itemIds: readonly number[],
    from: string,
    to: string,
  ): Promise<DailyCount[]> {
    if (itemIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('insights_daily')
      .select(['item_id', 'day', 'metric', 'count'])
      .where('kind', '=', kind)
      .where('item_id', 'in', [...itemIds])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return rows.map((row) => ({
      kind,
      itemId: row.item_id,
      day: row.day,
      metric: row.metric,
      count: row.count,
    }));
  }

  /** Every item's views per day and kind, from `from` to `to`: the admin's weeks. */
  async viewsPerDay(
    from: string,
    to: string,
  ): Promise<{ kind: InsightsItemKind; day: string; views: number }[]> {
    const rows = await this.db
      .selectFrom('insights_daily')
      .select((eb) => ['kind', 'day', eb.fn.sum<number | string>('count').as('views')])
      .where('metric', '=', 'view')
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(['kind', 'day'])
      .execute();
    return rows.map((row) => ({ kind: row.kind, day: row.day, views: Number(row.views) }));
  }

  /** Which of these ids name a public project (kind `project`) or a bazaar (`event`): others are not counted. */
  async existing(kind: InsightsItemKind, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows =
      kind === 'project'
        ? await this.db
            .selectFrom('projects')
            .select('id')
            .where('id', 'in', [...ids])
            .where('published_at', 'is not', null)
            .execute()
        : await this.db
            .selectFrom('events')
            .select('id')
            .where('id', 'in', [...ids])
            .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** The owner of each project asked for, by id (a project gone is left out). */
  async projectOwners(ids: readonly number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('projects')
      .select(['id', 'owner_id'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, row.owner_id]));
  }

  /** How many days of counts the table holds, in how many rows (issue 30's measure). */
  async size(): Promise<{ days: number; rows: number }> {
    const row = await this.db
      .selectFrom('insights_daily')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('rows'),
        eb.fn.count<number | string>('day').distinct().as('days'),
      ])
      .executeTakeFirstOrThrow();
    return { days: Number(row.days), rows: Number(row.rows) };
  }
}

import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hebronToday, type InsightsItemKind, type InsightsTapChannel } from '@rowad/shared/schemas';
import type { DailyCount, InsightsRepository } from './repository.js';

/** Something a public page counts: a view of it, or a tap on one of its channels. */
export type InsightsMetric = 'view' | InsightsTapChannel;

/** One view or tap as the request gave it. The visitor's address and user agent never leave memory. */
export interface Hit {
  kind: InsightsItemKind;
  id: number;
  metric: InsightsMetric;
  /** The client's address and its user agent: hashed at the flush, then dropped. */
  ip: string;
  userAgent: string;
  at: Date;
}

export interface CounterOptions {
  repository: InsightsRepository;
  log: FastifyBaseLogger;
  /** How often the queue is written (issue 30: a count shows within 10 s). */
  flushMs: number;
  /** Hits waiting at most; beyond, new ones are dropped (and said once in the log) until a flush. */
  maxQueued: number;
}

/**
 * The counter of the public pages (issue 30; docs/decisions.md, "Owner insights (issue 30)"):
 * `record` only queues, in memory, and never throws nor waits; every `flushMs` the queue is
 * written in one transaction per day. A visitor is known only by HMAC-SHA256(address | user
 * agent | item | metric) under the day's salt, so one counts once a page (and once a channel) a
 * day, and nothing ties two days together once the salt is deleted. A failed write is logged and
 * its counts are lost: counting never fails a page.
 */
export class InsightsCounter {
  private queue: Hit[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private salts = new Map<string, string>();
  private forgottenBefore: string | undefined;
  private droppedSaid = false;

  constructor(private readonly options: CounterOptions) {}

  /** Queues a hit: no database, no await, no throw. */
  record(hit: Hit): void {
    if (this.queue.length >= this.options.maxQueued) {
      if (!this.droppedSaid) {
        this.droppedSaid = true;
        this.options.log.warn(
          { queued: this.queue.length },
          'insights: queue full, counts dropped until the next write',
        );
      }
      return;
    }
    this.queue.push(hit);
  }

  /** Writes the flush every `flushMs`, without keeping the process alive. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Writes what is queued; one write at a time. Never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'insights: writing counts failed'));
    return this.flushing;
  }

  /** Stops the timer and writes what is left (the app's onClose). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.queue.length === 0) return;
    const hits = this.queue;
    this.queue = [];
    this.droppedSaid = false;
    const byDay = new Map<string, Hit[]>();
    for (const hit of hits) {
      const day = hebronToday(hit.at);
      const list = byDay.get(day);
      if (list) list.push(hit);
      else byDay.set(day, [hit]);
    }
    for (const [day, dayHits] of byDay) {
      try {
        const salt = await this.saltOf(day);
        const known = await this.knownItems(dayHits);
        const counts = new Map<string, Omit<DailyCount, 'count' | 'day'>>();
        for (const hit of dayHits) {
          if (!known[hit.kind].has(hit.id)) continue;
          const hash = createHmac('sha256', salt)
            .update(`${hit.ip}|${hit.userAgent}|${hit.kind}:${hit.id}|${hit.metric}`)
            .digest('hex');
          counts.set(hash, { kind: hit.kind, itemId: hit.id, metric: hit.metric });
        }
        await this.options.repository.add(day, counts);
      } catch (error) {
        this.options.log.warn(
          { err: error, day, lost: dayHits.length },
          'insights: writing counts failed, they are lost',
        );
      }
    }
    await this.forgetPastDays([...byDay.keys()]);
  }

  /** The items of these hits that exist: a tap naming nothing (a script's made-up id) adds no row. */
  private async knownItems(hits: readonly Hit[]): Promise<Record<InsightsItemKind, Set<number>>> {
    const idsOf = (kind: InsightsItemKind) => [
      ...new Set(hits.filter((hit) => hit.kind === kind).map((hit) => hit.id)),
    ];
    const [project, event] = await Promise.all([
      this.options.repository.existing('project', idsOf('project')),
      this.options.repository.existing('event', idsOf('event')),
    ]);
    return { project, event };
  }

  private async saltOf(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (salt === undefined) {
      salt = await this.options.repository.saltOf(day);
      this.salts.set(day, salt);
    }
    return salt;
  }

  /**
   * Once a day per process, and after writing a past day's late hits: the salts and seen hashes
   * of past days go.
   */
  private async forgetPastDays(written: readonly string[]): Promise<void> {
    const today = hebronToday(new Date());
    if (this.forgottenBefore === today && written.every((day) => day >= today)) return;
    try {
      await this.options.repository.forgetBefore(today);
      this.forgottenBefore = today;
      for (const day of this.salts.keys()) if (day < today) this.salts.delete(day);
    } catch (error) {
      this.options.log.warn(
        { err: error },
        'insights: deleting past salts failed, tried again at the next write',
      );
    }
  }
}

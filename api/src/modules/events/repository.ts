import { foldForSearch } from '@rowad/shared/search';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { foldCategories, pageOf, type Page } from '../../http/paging.js';
import {
  toEvent,
  toImage,
  type EventImageRecord,
  type EventListFilter,
  type EventRecord,
  type EventValues,
  type ParticipationRecord,
} from './event-records.js';
import { publicEventsMatching, toView, viewParts, type EventView } from './event-views.js';

function columns(values: EventValues) {
  return {
    name: values.name,
    name_folded: foldForSearch(values.name),
    description: values.description,
    city: values.city,
    street: values.street,
    start_date: values.startDate,
    end_date: values.endDate,
    categories: JSON.stringify(values.categories),
    categories_folded: foldCategories(values.categories),
    kind: values.kind,
    capacity: values.capacity,
  };
}

/** Events, their images and the requests to take part: the only place that queries these tables. */
export class EventRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** This repository on a transaction (`MailOutbox.transaction`): its calls join it. */
  in(trx: Kysely<Database>): EventRepository {
    return new EventRepository(trx);
  }

  /** Every event's id and last change, newest first, for the sitemap. */
  async index(limit: number): Promise<{ id: number; updatedAt: string }[]> {
    const rows = await this.db
      .selectFrom('events')
      .select(['id', 'updated_at'])
      .where('hidden_at', 'is', null)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ id: row.id, updatedAt: String(row.updated_at) }));
  }

  /** Public events with their images, accepted counts and total, in one query (event-views.ts). */
  async list(filter: EventListFilter, limit: number, afterId?: number): Promise<Page<EventView>> {
    const matching = publicEventsMatching(filter);
    let page = this.db
      .selectFrom('events')
      .selectAll('events')
      .select((eb) => [
        ...viewParts(this.db, eb),
        eb.selectFrom('events').where(matching).select(eb.fn.countAll<string | number>().as('n')).as('total'),
      ])
      .where(matching)
      .orderBy('id', 'desc')
      .limit(limit + 1);
    if (afterId !== undefined) page = page.where('id', '<', afterId);
    const rows = await page.execute();
    // A cursor past the last page has no row to carry the total: count on its own.
    const total =
      rows[0]?.total ??
      (
        await this.db
          .selectFrom('events')
          .where(matching)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    return pageOf(rows, limit, Number(total), toView);
  }

  /** The event with its images and accepted count, in one query; `publicOnly` as in find(). */
  async findView(id: number, publicOnly = false): Promise<EventView | undefined> {
    let query = this.db
      .selectFrom('events')
      .selectAll('events')
      .select((eb) => viewParts(this.db, eb))
      .where('id', '=', id);
    if (publicOnly) query = query.where('hidden_at', 'is', null);
    const row = await query.executeTakeFirst();
    return row && toView(row);
  }

  /** The event; with `publicOnly`, only while it is not hidden by reports or an admin (issue 31). */
  async find(id: number, publicOnly = false): Promise<EventRecord | undefined> {
    let query = this.db.selectFrom('events').selectAll().where('id', '=', id);
    if (publicOnly) query = query.where('hidden_at', 'is', null);
    const row = await query.executeTakeFirst();
    return row && toEvent(row);
  }

  async create(values: EventValues, now: string): Promise<number> {
    const row = await this.db
      .insertInto('events')
      .values({ ...columns(values), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(id: number, values: EventValues, now: string): Promise<void> {
    await this.db
      .updateTable('events')
      .set({ ...columns(values), updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Removes the event with its images' records and its requests; answers the image keys to delete. */
  async delete(id: number): Promise<string[]> {
    return inTransaction(this.db, async (trx) => {
      const images = await trx
        .selectFrom('event_images')
        .select('storage_key')
        .where('event_id', '=', id)
        .execute();
      await trx.deleteFrom('event_images').where('event_id', '=', id).execute();
      await trx.deleteFrom('participations').where('event_id', '=', id).execute();
      // Its page's daily counts (issue 30) go with it: no foreign key holds them.
      await trx.deleteFrom('insights_daily').where('kind', '=', 'event').where('item_id', '=', id).execute();
      await trx.deleteFrom('events').where('id', '=', id).execute();
      return images.map((image) => image.storage_key);
    });
  }

  /** The images of these events, cover first then in upload order, grouped by event. */
  async imagesOf(eventIds: number[]): Promise<Map<number, EventImageRecord[]>> {
    const byEvent = new Map<number, EventImageRecord[]>();
    if (eventIds.length === 0) return byEvent;
    const rows = await this.db
      .selectFrom('event_images')
      .selectAll()
      .where('event_id', 'in', eventIds)
      .orderBy('event_id')
      .orderBy('is_cover', 'desc')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      const image = toImage(row);
      const list = byEvent.get(image.eventId) ?? [];
      list.push(image);
      byEvent.set(image.eventId, list);
    }
    return byEvent;
  }

  async countImages(eventId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('event_images')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Adds images; the first becomes the cover when the event has none. Answers the new ids. */
  async addImages(
    eventId: number,
    images: { key: string; url: string; variants: { width: number; url: string }[] }[],
    now: string,
  ): Promise<number[]> {
    return inTransaction(this.db, async (trx) => {
      const cover = await trx
        .selectFrom('event_images')
        .select('id')
        .where('event_id', '=', eventId)
        .where('is_cover', '=', 1)
        .executeTakeFirst();
      const ids: number[] = [];
      for (const [index, image] of images.entries()) {
        const row = await trx
          .insertInto('event_images')
          .values({
            event_id: eventId,
            storage_key: image.key,
            url: image.url,
            variants: JSON.stringify(image.variants),
            is_cover: cover === undefined && index === 0 ? 1 : 0,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        ids.push(row.id);
      }
      return ids;
    });
  }

  /**
   * Removes these images of the event (others' ids are ignored); a new cover is chosen if needed.
   * Answers the images removed, with their storage keys.
   */
  async deleteImages(eventId: number, imageIds: number[]): Promise<{ id: number; key: string }[]> {
    return inTransaction(this.db, async (trx) => {
      const doomed = await trx
        .selectFrom('event_images')
        .select(['id', 'storage_key'])
        .where('event_id', '=', eventId)
        .where('id', 'in', imageIds)
        .execute();
      if (doomed.length === 0) return [];
      await trx
        .deleteFrom('event_images')
        .where(
          'id',
          'in',
          doomed.map((image) => image.id),
        )
        .execute();
      const cover = await trx
        .selectFrom('event_images')
        .select('id')
        .where('event_id', '=', eventId)
        .where('is_cover', '=', 1)
        .executeTakeFirst();
      if (cover === undefined) {
        const first = await trx
          .selectFrom('event_images')
          .select('id')
          .where('event_id', '=', eventId)
          .orderBy('id')
          .executeTakeFirst();
        if (first)
          await trx.updateTable('event_images').set({ is_cover: 1 }).where('id', '=', first.id).execute();
      }
      return doomed.map((image) => ({ id: image.id, key: image.storage_key }));
    });
  }

  /** Answers the cover before (null when there was none), or undefined when the image is not one of the event's. */
  async setCover(eventId: number, imageId: number): Promise<{ before: number | null } | undefined> {
    return inTransaction(this.db, async (trx) => {
      const image = await trx
        .selectFrom('event_images')
        .select('id')
        .where('event_id', '=', eventId)
        .where('id', '=', imageId)
        .executeTakeFirst();
      if (!image) return undefined;
      const cover = await trx
        .selectFrom('event_images')
        .select('id')
        .where('event_id', '=', eventId)
        .where('is_cover', '=', 1)
        .executeTakeFirst();
      await trx.updateTable('event_images').set({ is_cover: 0 }).where('event_id', '=', eventId).execute();
      await trx.updateTable('event_images').set({ is_cover: 1 }).where('id', '=', imageId).execute();
      return { before: cover?.id ?? null };
    });
  }

  async countAccepted(eventId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('participations')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('event_id', '=', eventId)
      .where('status', '=', 'accepted')
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * A public event an owner asks to take part in, whether they asked already, and how many places
   * are taken, in one query (issue 29: taking part asks the database twice, not four times).
   */
  async findForParticipation(eventId: number, ownerId: number) {
    const row = await this.db
      .selectFrom('events')
      .selectAll('events')
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('participations as mine')
              .select('mine.id')
              .whereRef('mine.event_id', '=', 'events.id')
              .where('mine.owner_id', '=', ownerId),
          )
          .as('asked'),
        eb
          .selectFrom('participations as taken')
          .select(eb.fn.countAll<string | number>().as('n'))
          .whereRef('taken.event_id', '=', 'events.id')
          .where('taken.status', '=', 'accepted')
          .as('accepted'),
      ])
      .where('events.id', '=', eventId)
      .where('events.hidden_at', 'is', null)
      .executeTakeFirst();
    // SQLite answers EXISTS as 0 or 1 and counts as numbers; PostgreSQL as a boolean and a bigint string.
    return row && { event: toEvent(row), asked: Boolean(row.asked), accepted: Number(row.accepted) };
  }

  async findParticipationOf(eventId: number, ownerId: number) {
    return this.db
      .selectFrom('participations')
      .select(['id', 'status', 'reason'])
      .where('event_id', '=', eventId)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
  }

  /** Throws a unique violation when the owner already asked (see isUniqueViolation). */
  async createParticipation(eventId: number, ownerId: number, note: string | null, now: string) {
    await this.db
      .insertInto('participations')
      .values({ event_id: eventId, owner_id: ownerId, status: 'pending', note, created_at: now })
      .execute();
  }

  private participations() {
    return this.db
      .selectFrom('participations as p')
      .innerJoin('events as e', 'e.id', 'p.event_id')
      .innerJoin('users as u', 'u.id', 'p.owner_id')
      .select([
        'p.id',
        'p.event_id as eventId',
        'e.name as eventName',
        'p.owner_id as ownerId',
        'u.first_name as firstName',
        'u.last_name as lastName',
        'u.email',
        'u.language',
        'p.status',
        'p.note',
        'p.reason',
        'p.created_at as createdAt',
        'p.decided_at as decidedAt',
      ]);
  }

  async findParticipation(id: number): Promise<ParticipationRecord | undefined> {
    return this.participations().where('p.id', '=', id).executeTakeFirst();
  }

  /** The requests for one event, oldest first. */
  async participationsOf(eventId: number, limit: number, afterId?: number) {
    let query = this.participations().where('p.event_id', '=', eventId);
    const { total } = await this.db
      .selectFrom('participations')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('event_id', '=', eventId)
      .executeTakeFirstOrThrow();
    if (afterId !== undefined) query = query.where('p.id', '>', afterId);
    return this.ascendingPage(query.orderBy('p.id').limit(limit + 1), Number(total), limit);
  }

  /** Every pending request across events, oldest first: the review queue. */
  async pendingParticipations(limit: number, afterId?: number) {
    let query = this.participations().where('p.status', '=', 'pending');
    const { total } = await this.db
      .selectFrom('participations')
      .select((eb) => eb.fn.countAll<string | number>().as('total'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (afterId !== undefined) query = query.where('p.id', '>', afterId);
    return this.ascendingPage(query.orderBy('p.id').limit(limit + 1), Number(total), limit);
  }

  private async ascendingPage(
    query: { execute(): Promise<ParticipationRecord[]> },
    total: number,
    limit: number,
  ): Promise<Page<ParticipationRecord>> {
    return pageOf(await query.execute(), limit, total);
  }

  /** Decides a pending request; false when it was decided already (by someone else meanwhile). */
  async decide(id: number, status: 'accepted' | 'rejected', reason: string | null, now: string) {
    const result = await this.db
      .updateTable('participations')
      .set({ status, reason, decided_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

// A public event as the lists and its page show it: its row, its images (cover first) and how
// many requests to take part were accepted, built by the database in the same query as the row
// (json_agg on PostgreSQL, json_group_array on SQLite; docs/decisions.md, "Performance (issue 29)").
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { jsonParts, parsed } from '../../db/json-parts.js';
import type { Database, EventImagesTable, EventsTable } from '../../db/schema.js';
import { categoryPattern, likeContains } from '../../http/paging.js';
import {
  toEvent,
  toImage,
  type EventImageRecord,
  type EventListFilter,
  type EventRecord,
} from './event-records.js';

export interface EventView {
  event: EventRecord;
  images: EventImageRecord[];
  accepted: number;
}

type EventsExpressions = ExpressionBuilder<Database, 'events'>;

/** The public events the filter asks for; hidden ones (issue 31) are out of the list, its search and its count. */
export function publicEventsMatching(filter: EventListFilter) {
  return (eb: EventsExpressions) => {
    const conditions: Expression<SqlBool>[] = [eb('hidden_at', 'is', null)];
    if (filter.q) conditions.push(sql<boolean>`name_folded like ${likeContains(filter.q)} escape '\\'`);
    const category = categoryPattern(filter.category);
    if (category) conditions.push(sql<boolean>`categories_folded like ${category} escape '\\'`);
    const status = filter.status;
    if (status?.value === 'upcoming') conditions.push(eb('start_date', '>', status.today));
    if (status?.value === 'ongoing') {
      conditions.push(eb('start_date', '<=', status.today), eb('end_date', '>=', status.today));
    }
    if (status?.value === 'past') conditions.push(eb('end_date', '<', status.today));
    return eb.and(conditions);
  };
}

/** The images and the accepted count of the event in the row, as columns of it. */
export function viewParts(db: Kysely<Database>, eb: EventsExpressions) {
  const { arrayFrom } = jsonParts(db);
  return [
    arrayFrom(
      eb
        .selectFrom('event_images')
        // Named columns: SQLite's json_object needs each one's name.
        .select(['id', 'event_id', 'storage_key', 'url', 'variants', 'is_cover'])
        .whereRef('event_images.event_id', '=', 'events.id')
        .orderBy('event_images.is_cover', 'desc')
        .orderBy('event_images.id'),
    ).as('view_images'),
    eb
      .selectFrom('participations')
      .select((p) => p.fn.countAll<string | number>().as('n'))
      .whereRef('participations.event_id', '=', 'events.id')
      .where('participations.status', '=', 'accepted')
      .as('view_accepted'),
  ] as const;
}

export function toView(
  row: Selectable<EventsTable> & { view_images: unknown; view_accepted: string | number | null },
): EventView {
  const { view_images, view_accepted, ...event } = row;
  return {
    event: toEvent(event),
    images: parsed<Omit<Selectable<EventImagesTable>, 'created_at'>[]>(view_images).map(toImage),
    accepted: Number(view_accepted ?? 0),
  };
}

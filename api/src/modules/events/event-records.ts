// What the events module hands around: an event, its images, the values an admin writes, a request
// to take part; and the rows' conversion into them. Kept apart from the queries (repository.ts) so
// the public views (event-views.ts) and the service take them without the repository.
import type { Selectable } from 'kysely';
import type {
  EventImagesTable,
  EventKind,
  EventsTable,
  Language,
  ParticipationStatus,
} from '../../db/schema.js';

/** An event as stored: its fields, without its images or its status (which depends on the day). */
export interface EventRecord {
  id: number;
  name: string;
  description: string;
  city: string;
  street: string;
  startDate: string;
  endDate: string;
  categories: string[];
  kind: EventKind;
  capacity: number | null;
}

export interface EventImageRecord {
  id: number;
  eventId: number;
  storageKey: string;
  url: string;
  variants: { width: number; url: string }[];
  isCover: boolean;
}

/** What an admin writes: an event's fields without its id. */
export type EventValues = Omit<EventRecord, 'id'>;

export interface EventListFilter {
  /** Already folded for search. */
  q?: string;
  /** Only events with this category (folded on the way in). */
  category?: string;
  /** Hebron's today and the status wanted; dates compare as text. */
  status?: { today: string; value: 'upcoming' | 'ongoing' | 'past' };
}

/** A request to take part, with its event's name and its owner's name, e-mail address and language. */
export interface ParticipationRecord {
  id: number;
  eventId: number;
  eventName: string;
  ownerId: number;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
  status: ParticipationStatus;
  note: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** A unique constraint said no: SQLite and PostgreSQL word it differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function toEvent(row: Selectable<EventsTable>): EventRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    city: row.city,
    street: row.street,
    startDate: row.start_date,
    endDate: row.end_date,
    categories: JSON.parse(row.categories) as string[],
    kind: row.kind,
    capacity: row.capacity,
  };
}

export function toImage(row: Omit<Selectable<EventImagesTable>, 'created_at'>): EventImageRecord {
  return {
    id: row.id,
    eventId: row.event_id,
    storageKey: row.storage_key,
    url: row.url,
    variants: JSON.parse(row.variants) as { width: number; url: string }[],
    isCover: row.is_cover === 1,
  };
}

import { z } from 'zod/mini';
import { afterValid, isCalendarDate, multiLineText, oneLine, oneLineText, optionalText } from './fields';
import type { SchemaMessageCode } from './messages';
import { says } from './says';
import {
  DECISION_REASON_MAX,
  EVENT_CAPACITY_MAX,
  EVENT_CAPACITY_MIN,
  EVENT_CATEGORIES_MAX,
  EVENT_CATEGORY_MAX,
  EVENT_CITY_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_IMAGE_IDS_MAX,
  EVENT_KINDS,
  EVENT_NAME_MAX,
  EVENT_STATUSES,
  EVENT_STREET_MAX,
  ID_MAX,
  PARTICIPATION_NOTE_MAX,
  PARTICIPATION_STATUSES,
} from './rules';

/*
 * Events (bazaars) and taking part in them: docs/product.md §3 "Event" and "Participation", §4 "Event
 * participation". Admins create and edit events (calls beyond the seed); owners ask to take part.
 * The limits are ours (docs/product.md states none; rules.ts) and match the events table's columns.
 */

/** The platform's city: an event's day starts and ends at midnight in Hebron. */
export const EVENT_TIME_ZONE = 'Asia/Hebron';

export const EVENT_MESSAGES = {
  nameRequired: says('event.nameRequired'),
  nameTooLong: says('event.nameTooLong'),
  descriptionTooLong: says('event.descriptionTooLong'),
  cityRequired: says('event.cityRequired'),
  cityTooLong: says('event.cityTooLong'),
  streetTooLong: says('event.streetTooLong'),
  startDateRequired: says('event.startDateRequired'),
  endDateRequired: says('event.endDateRequired'),
  invalidDate: says('date.invalid'),
  endBeforeStart: says('event.endBeforeStart'),
  categoriesRequired: says('event.categoriesRequired'),
  tooManyCategories: says('event.tooManyCategories'),
  categoryTooLong: says('event.categoryTooLong'),
  kind: says('event.kind'),
  capacity: says('event.capacity'),
  reasonRequired: says('decision.reasonRequired'),
} as const;

function dateField(requiredMessage: SchemaMessageCode) {
  return z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, requiredMessage),
      z.refine(isCalendarDate, { error: EVENT_MESSAGES.invalidDate, ...afterValid }),
    );
}

/** A list of labels: blanks dropped, each trimmed, duplicates kept once, 1 to EVENT_CATEGORIES_MAX of them. */
const categoriesField = z.pipe(
  z.pipe(
    z.array(z.string({ error: EVENT_MESSAGES.categoriesRequired }), {
      error: EVENT_MESSAGES.categoriesRequired,
    }),
    z.transform((values: string[]) => [
      ...new Set(values.map((value) => value.trim()).filter((value) => value !== '')),
    ]),
  ),
  z
    .array(z.string().check(z.maxLength(EVENT_CATEGORY_MAX, EVENT_MESSAGES.categoryTooLong), oneLine()))
    .check(
      z.minLength(1, EVENT_MESSAGES.categoriesRequired),
      z.maxLength(EVENT_CATEGORIES_MAX, EVENT_MESSAGES.tooManyCategories),
    ),
);

/** The fields of an event, without the rule that ties the two dates together. */
export const EventFieldsSchema = z.object({
  name: oneLineText(EVENT_MESSAGES.nameRequired, EVENT_NAME_MAX, EVENT_MESSAGES.nameTooLong),
  description: z._default(
    optionalText(
      EVENT_DESCRIPTION_MAX,
      EVENT_MESSAGES.descriptionTooLong,
      says('event.descriptionNotText'),
      'multi-line',
    ),
    '',
  ),
  city: oneLineText(EVENT_MESSAGES.cityRequired, EVENT_CITY_MAX, EVENT_MESSAGES.cityTooLong),
  street: z._default(
    optionalText(EVENT_STREET_MAX, EVENT_MESSAGES.streetTooLong, says('event.streetNotText'), 'one line'),
    '',
  ),
  startDate: dateField(EVENT_MESSAGES.startDateRequired),
  endDate: dateField(EVENT_MESSAGES.endDateRequired),
  categories: categoriesField,
  kind: z._default(z.enum(EVENT_KINDS, { error: EVENT_MESSAGES.kind }), 'physical'),
  capacity: z._default(
    z.nullable(
      z
        .number({ error: EVENT_MESSAGES.capacity })
        .check(
          z.int(EVENT_MESSAGES.capacity),
          z.gte(EVENT_CAPACITY_MIN, EVENT_MESSAGES.capacity),
          z.lte(EVENT_CAPACITY_MAX, EVENT_MESSAGES.capacity),
        ),
    ),
    null,
  ),
});

/**
 * The end date is on or after the start date. The rule runs whenever both dates are valid, even
 * when another field failed, so every error shows in one pass.
 */
const endNotBeforeStart = {
  error: EVENT_MESSAGES.endBeforeStart,
  path: ['endDate'],
  when: (payload: z.core.ParsePayload) => {
    const value: unknown = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    const { startDate, endDate } = value as Record<string, unknown>;
    return (
      typeof startDate === 'string' &&
      typeof endDate === 'string' &&
      isCalendarDate(startDate.trim()) &&
      isCalendarDate(endDate.trim())
    );
  },
};
const endOnOrAfterStart = (value: { startDate?: string | undefined; endDate?: string | undefined }) =>
  value.startDate === undefined || value.endDate === undefined || value.endDate >= value.startDate;

/**
 * POST /admin/events and PATCH /admin/events/{id} (the server merges a PATCH over the stored
 * event and checks the whole).
 */
export const EventInputSchema = EventFieldsSchema.check(z.refine(endOnOrAfterStart, endNotBeforeStart));
export type EventInput = z.infer<typeof EventInputSchema>;
/** What a form holds before parsing (kind and capacity may be left out). */
export type EventInputDraft = z.input<typeof EventInputSchema>;

const { shape: fields } = EventFieldsSchema;

/**
 * PATCH /admin/events/{id}: the fields to change, each checked as in EventInputSchema but none
 * filled in by a default (it would overwrite the stored value). The server merges them over the
 * stored event and checks the whole with EventInputSchema.
 */
export const EventPatchSchema = z
  .object(
    {
      name: z.optional(fields.name),
      description: fields.description.def.innerType,
      city: z.optional(fields.city),
      street: fields.street.def.innerType,
      startDate: z.optional(fields.startDate),
      endDate: z.optional(fields.endDate),
      categories: z.optional(fields.categories),
      kind: z.optional(fields.kind.def.innerType),
      capacity: z.optional(fields.capacity.def.innerType),
    },
    { error: says('event.patchNotObject') },
  )
  .check(z.refine(endOnOrAfterStart, endNotBeforeStart));
export type EventPatch = z.infer<typeof EventPatchSchema>;

export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

const HEBRON_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day `now` falls on in Hebron, as `YYYY-MM-DD`. */
export function hebronToday(now: Date): string {
  const parts = Object.fromEntries(HEBRON_DAY.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts['year']}-${parts['month']}-${parts['day']}`;
}

/**
 * Before the start day upcoming, from the start day to the end day (both included) ongoing,
 * afterwards past; days as they are in Hebron. Dates are `YYYY-MM-DD`, which compare as text.
 */
export function eventStatus(startDate: string, endDate: string, now: Date): EventStatus {
  const today = hebronToday(now);
  if (today < startDate) return 'upcoming';
  if (today <= endDate) return 'ongoing';
  return 'past';
}

export const EventImageSchema = z.object({
  id: z.int(),
  imageUrl: z.string(),
  isCover: z.boolean(),
  variants: z.array(z.object({ width: z.int(), url: z.string() })),
});
export type EventImage = z.infer<typeof EventImageSchema>;

/** GET /events, GET /app/events, GET /events/{id} (docs/product.md §3 "Event"). */
export const EventSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  street: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  categories: z.array(z.string()),
  /** The cover first, then in upload order. */
  images: z.array(EventImageSchema),
  status: EventStatusSchema,
  kind: z.enum(EVENT_KINDS),
  capacity: z.nullable(z.int()),
  /** Capacity less the accepted requests (never below 0); null when the event has no capacity. */
  placesLeft: z.nullable(z.int()),
});
export type Event = z.infer<typeof EventSchema>;

/** `?status=` of the events list, next to q, limit and cursor. */
export const EventListFilterSchema = z.object({
  status: z.optional(z.enum(EVENT_STATUSES, { error: says('event.status') })),
});

/**
 * POST /events/{id}/participate: the product's client (docs/product.md §7) sends an empty body; a note for the organiser may come along.
 * No body may also come as null (the server validates a missing body as null).
 */
export const ParticipateSchema = z.pipe(
  z.nullish(
    z.object({
      note: optionalText(
        PARTICIPATION_NOTE_MAX,
        says('participation.noteTooLong'),
        says('participation.noteNotText'),
        'multi-line',
      ),
    }),
  ),
  z.transform((value: { note?: string | undefined } | null | undefined) => ({
    note: value?.note === '' ? undefined : value?.note,
  })),
);
export type Participate = z.infer<typeof ParticipateSchema>;

export const ParticipationStatusSchema = z.enum(PARTICIPATION_STATUSES);
export type ParticipationStatus = z.infer<typeof ParticipationStatusSchema>;

/**
 * GET /events/{id}/my-participation and the answer of POST /events/{id}/participate: the state
 * of the owner's request and, once rejected, the admin's reason (null otherwise or when none).
 */
export const ParticipationSchema = z.object({
  status: ParticipationStatusSchema,
  reason: z.nullable(z.string()),
});
export type Participation = z.infer<typeof ParticipationSchema>;

/** POST /admin/participations/{id}/accept: a reason (a word for the owner) may come along, or no body. */
export const DecisionSchema = z.pipe(
  z.nullish(
    z.object({
      reason: optionalText(
        DECISION_REASON_MAX,
        says('decision.reasonTooLong'),
        says('decision.reasonNotText'),
        'multi-line',
      ),
    }),
  ),
  z.transform((value: { reason?: string | undefined } | null | undefined) => ({
    reason: value?.reason === '' ? undefined : value?.reason,
  })),
);
export type Decision = z.infer<typeof DecisionSchema>;

/** POST /admin/participations/{id}/reject: the owner is told why. */
export const RejectionSchema = z.object({
  reason: multiLineText(EVENT_MESSAGES.reasonRequired, DECISION_REASON_MAX, says('decision.reasonTooLong')),
});
export type Rejection = z.infer<typeof RejectionSchema>;

/** DELETE /admin/events/{id}/images. */
export const EventImageIdsSchema = z.object({
  imageIds: z
    .array(z.number({ error: says('images.idNotNumber') }).check(z.int(), z.positive(), z.lte(ID_MAX)), {
      error: says('images.chooseToDelete'),
    })
    .check(
      z.minLength(1, says('images.chooseToDelete')),
      z.maxLength(EVENT_IMAGE_IDS_MAX, says('images.tooManyEventImages')),
    ),
});
export type EventImageIds = z.infer<typeof EventImageIdsSchema>;

/** POST /admin/events/{id}/images/set-cover. */
export const EventCoverSchema = z.object({
  imageId: z
    .number({ error: says('images.chooseCover') })
    .check(z.int(), z.positive(says('images.chooseCover')), z.lte(ID_MAX, says('images.chooseCover'))),
});
export type EventCover = z.infer<typeof EventCoverSchema>;

/** One request to take part, as the admin sees it (per event and in the review queue). */
export const AdminParticipationSchema = z.object({
  id: z.int(),
  event: z.object({ id: z.int(), name: z.string() }),
  owner: z.object({ id: z.int(), firstName: z.string(), lastName: z.string() }),
  status: ParticipationStatusSchema,
  note: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type AdminParticipation = z.infer<typeof AdminParticipationSchema>;

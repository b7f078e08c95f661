import { z } from 'zod';
import { afterValid, isCalendarDate, optionalText, requiredText } from './fields';

/*
 * Events (bazaars) and taking part in them: SPEC sections 3 "Event" and "Participation", 4 "Event
 * participation". Admins create and edit events (calls beyond the seed); owners ask to take part.
 * The limits are ours (SPEC states none) and match the events table's columns.
 */

export const EVENT_NAME_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_CITY_MAX = 80;
export const EVENT_STREET_MAX = 120;
export const EVENT_CATEGORY_MAX = 40;
export const EVENT_CATEGORIES_MAX = 10;
export const EVENT_CAPACITY_MAX = 100_000;
export const PARTICIPATION_NOTE_MAX = 500;
export const DECISION_REASON_MAX = 1000;

/** The platform's city: an event's day starts and ends at midnight in Hebron. */
export const EVENT_TIME_ZONE = 'Asia/Hebron';

export const EVENT_MESSAGES = {
  nameRequired: 'Event name is required.',
  nameTooLong: `Event name must be at most ${EVENT_NAME_MAX} characters.`,
  descriptionTooLong: `Description must be at most ${EVENT_DESCRIPTION_MAX} characters.`,
  cityRequired: 'City is required.',
  cityTooLong: `City must be at most ${EVENT_CITY_MAX} characters.`,
  streetTooLong: `Street must be at most ${EVENT_STREET_MAX} characters.`,
  startDateRequired: 'Start date is required.',
  endDateRequired: 'End date is required.',
  invalidDate: 'Please enter a valid date',
  endBeforeStart: 'The end date must be on or after the start date.',
  categoriesRequired: 'At least one category is required.',
  tooManyCategories: `At most ${EVENT_CATEGORIES_MAX} categories.`,
  categoryTooLong: `A category must be at most ${EVENT_CATEGORY_MAX} characters.`,
  kind: 'The kind must be virtual or physical.',
  capacity: `Capacity must be a whole number from 1 to ${EVENT_CAPACITY_MAX}.`,
  reasonRequired: 'Please give a reason.',
} as const;

function dateField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isCalendarDate, { error: EVENT_MESSAGES.invalidDate, ...afterValid });
}

/** A list of labels: blanks dropped, each trimmed, duplicates kept once, 1 to 10 of them. */
const categoriesField = z
  .array(z.string({ error: EVENT_MESSAGES.categoriesRequired }), { error: EVENT_MESSAGES.categoriesRequired })
  .transform((values) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))])
  .pipe(
    z
      .array(z.string().max(EVENT_CATEGORY_MAX, EVENT_MESSAGES.categoryTooLong))
      .min(1, EVENT_MESSAGES.categoriesRequired)
      .max(EVENT_CATEGORIES_MAX, EVENT_MESSAGES.tooManyCategories),
  );

/** The fields of an event, without the rule that ties the two dates together. */
export const EventFieldsSchema = z.object({
  name: requiredText(EVENT_MESSAGES.nameRequired, EVENT_NAME_MAX, EVENT_MESSAGES.nameTooLong),
  description: optionalText(
    EVENT_DESCRIPTION_MAX,
    EVENT_MESSAGES.descriptionTooLong,
    'Description must be text.',
  ).default(''),
  city: requiredText(EVENT_MESSAGES.cityRequired, EVENT_CITY_MAX, EVENT_MESSAGES.cityTooLong),
  street: optionalText(EVENT_STREET_MAX, EVENT_MESSAGES.streetTooLong, 'Street must be text.').default(''),
  startDate: dateField(EVENT_MESSAGES.startDateRequired),
  endDate: dateField(EVENT_MESSAGES.endDateRequired),
  categories: categoriesField,
  kind: z.enum(['virtual', 'physical'], { error: EVENT_MESSAGES.kind }).default('physical'),
  capacity: z
    .number({ error: EVENT_MESSAGES.capacity })
    .int(EVENT_MESSAGES.capacity)
    .min(1, EVENT_MESSAGES.capacity)
    .max(EVENT_CAPACITY_MAX, EVENT_MESSAGES.capacity)
    .nullable()
    .default(null),
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
export const EventInputSchema = EventFieldsSchema.refine(endOnOrAfterStart, endNotBeforeStart);
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
      name: fields.name.optional(),
      description: fields.description.unwrap(),
      city: fields.city.optional(),
      street: fields.street.unwrap(),
      startDate: fields.startDate.optional(),
      endDate: fields.endDate.optional(),
      categories: fields.categories.optional(),
      kind: fields.kind.unwrap().optional(),
      capacity: fields.capacity.unwrap().optional(),
    },
    { error: 'Send the fields to change as a JSON object.' },
  )
  .refine(endOnOrAfterStart, endNotBeforeStart);
export type EventPatch = z.infer<typeof EventPatchSchema>;

export const EventStatusSchema = z.enum(['upcoming', 'ongoing', 'past']);
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
  id: z.number().int(),
  imageUrl: z.string(),
  isCover: z.boolean(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type EventImage = z.infer<typeof EventImageSchema>;

/** GET /events, GET /app/events, GET /events/{id} (SPEC section 3 "Event"). */
export const EventSchema = z.object({
  id: z.number().int(),
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
  kind: z.enum(['virtual', 'physical']),
  capacity: z.number().int().nullable(),
});
export type Event = z.infer<typeof EventSchema>;

/** `?status=` of the events list, next to q, limit and cursor. */
export const EventListFilterSchema = z.object({
  status: z
    .enum(['upcoming', 'ongoing', 'past'], { error: 'The status must be upcoming, ongoing or past' })
    .optional(),
});

/**
 * POST /events/{id}/participate: SPEC sends an empty body; a note for the organiser may come along.
 * No body may also come as null (the server validates a missing body as null).
 */
export const ParticipateSchema = z
  .object({
    note: optionalText(
      PARTICIPATION_NOTE_MAX,
      `The note must be at most ${PARTICIPATION_NOTE_MAX} characters.`,
      'The note must be text.',
    ),
  })
  .nullish()
  .transform((value) => ({ note: value?.note === '' ? undefined : value?.note }));
export type Participate = z.infer<typeof ParticipateSchema>;

export const ParticipationStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type ParticipationStatus = z.infer<typeof ParticipationStatusSchema>;

/** GET /events/{id}/my-participation and the answer of POST /events/{id}/participate. */
export const ParticipationSchema = z.object({ status: ParticipationStatusSchema });
export type Participation = z.infer<typeof ParticipationSchema>;

/** POST /admin/participations/{id}/accept: a reason (a word for the owner) may come along, or no body. */
export const DecisionSchema = z
  .object({
    reason: optionalText(
      DECISION_REASON_MAX,
      `The reason must be at most ${DECISION_REASON_MAX} characters.`,
      'The reason must be text.',
    ),
  })
  .nullish()
  .transform((value) => ({ reason: value?.reason === '' ? undefined : value?.reason }));
export type Decision = z.infer<typeof DecisionSchema>;

/** POST /admin/participations/{id}/reject: the owner is told why. */
export const RejectionSchema = z.object({
  reason: requiredText(
    EVENT_MESSAGES.reasonRequired,
    DECISION_REASON_MAX,
    `The reason must be at most ${DECISION_REASON_MAX} characters.`,
  ),
});
export type Rejection = z.infer<typeof RejectionSchema>;

/** DELETE /admin/events/{id}/images. */
export const EventImageIdsSchema = z.object({
  imageIds: z
    .array(z.number({ error: 'Image ids must be numbers.' }).int().positive(), {
      error: 'Choose the images to delete.',
    })
    .min(1, 'Choose the images to delete.')
    .max(100, 'At most 100 images at a time.'),
});
export type EventImageIds = z.infer<typeof EventImageIdsSchema>;

/** POST /admin/events/{id}/images/set-cover. */
export const EventCoverSchema = z.object({
  imageId: z.number({ error: 'Choose the cover image.' }).int().positive('Choose the cover image.'),
});
export type EventCover = z.infer<typeof EventCoverSchema>;

/** One request to take part, as the admin sees it (per event and in the review queue). */
export const AdminParticipationSchema = z.object({
  id: z.number().int(),
  event: z.object({ id: z.number().int(), name: z.string() }),
  owner: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  status: ParticipationStatusSchema,
  note: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminParticipation = z.infer<typeof AdminParticipationSchema>;

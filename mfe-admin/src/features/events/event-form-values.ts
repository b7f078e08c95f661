import type { FormSchema } from '@rowad/shared/forms';
import type { Event, EventInput, EventPatch } from '@rowad/shared/schemas';

/** What the bazaar form holds: the fields of POST /admin/events, as typed (capacity as text). */
export type EventFormValues = {
  name: string;
  description: string;
  city: string;
  street: string;
  startDate: string;
  endDate: string;
  kind: 'virtual' | 'physical';
  /** Empty: no limit on places. */
  capacity: string;
  /** As typed, blanks included (an entry just added is empty until the admin writes in it). */
  categories: string[];
};

/** A new bazaar: in person, no limit on places, one empty category to write in. */
export const EMPTY_EVENT: EventFormValues = {
  name: '',
  description: '',
  city: '',
  street: '',
  startDate: '',
  endDate: '',
  kind: 'physical',
  capacity: '',
  categories: [''],
};

/** The edit form's values: the bazaar as stored. */
export function valuesOfEvent(event: Event): EventFormValues {
  return {
    name: event.name,
    description: event.description,
    city: event.city,
    street: event.street,
    startDate: event.startDate,
    endDate: event.endDate,
    kind: event.kind,
    capacity: event.capacity === null ? '' : String(event.capacity),
    categories: event.categories.length > 0 ? [...event.categories] : [''],
  };
}

/**
 * The payload the form would send: an empty capacity is no limit (null); anything else is read as
 * a number, so the schema says what is wrong with '0' or '2.5'. The schema trims the texts and
 * drops blank categories itself.
 */
export function toEventPayload(values: EventFormValues) {
  const capacity = values.capacity.trim();
  return { ...values, capacity: capacity === '' ? null : Number(capacity) };
}

/** The shared schema as the form's rules: it checks the payload the form would send. */
export function eventFormRules(schema: FormSchema<EventInput>): FormSchema<EventInput> {
  return { safeParse: (value) => schema.safeParse(toEventPayload(value as EventFormValues)) };
}

const FIELDS = [
  'name',
  'description',
  'city',
  'street',
  'startDate',
  'endDate',
  'kind',
  'capacity',
  'categories',
] as const satisfies readonly (keyof EventInput & keyof Event)[];

/** PATCH /admin/events/{id}: only the fields whose checked value differs from the stored one. */
export function changedFields(event: Event, input: EventInput): EventPatch {
  const patch: Record<string, unknown> = {};
  for (const field of FIELDS) {
    if (JSON.stringify(input[field]) !== JSON.stringify(event[field])) patch[field] = input[field];
  }
  return patch as EventPatch;
}

/** The fields a failed call named (`categories.2`), as the form's own fields. */
export function serverFieldsOnForm(
  fields: Record<string, string>,
): Partial<Record<keyof EventFormValues, string>> {
  const placed: Partial<Record<keyof EventFormValues, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const [field] = name.split('.');
    if (field !== undefined && field in EMPTY_EVENT) placed[field as keyof EventFormValues] ??= message;
  }
  return placed;
}

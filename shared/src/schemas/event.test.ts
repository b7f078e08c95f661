import {
  DecisionSchema,
  EVENT_MESSAGES,
  EventInputSchema,
  eventStatus,
  hebronToday,
  ParticipateSchema,
  RejectionSchema,
} from './event';
import { englishOf } from './messages';

const valid = {
  name: 'Hebron Spring Bazaar',
  city: 'Hebron',
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  categories: ['food', 'crafts'],
};

function errorsOf(input: unknown): Record<string, string> {
  const result = EventInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= englishOf(issue.message);
  return errors;
}

describe('EventInputSchema', () => {
  it('fills the defaults and trims', () => {
    expect(
      EventInputSchema.parse({ ...valid, name: '  Bazaar  ', categories: [' food ', '', 'food'] }),
    ).toEqual({
      name: 'Bazaar',
      description: '',
      city: 'Hebron',
      street: '',
      startDate: '2026-03-10',
      endDate: '2026-03-12',
      categories: ['food'],
      kind: 'physical',
      capacity: null,
    });
  });

  it('answers the required messages', () => {
    expect(errorsOf({})).toMatchObject({
      name: englishOf(EVENT_MESSAGES.nameRequired),
      city: englishOf(EVENT_MESSAGES.cityRequired),
      startDate: englishOf(EVENT_MESSAGES.startDateRequired),
      endDate: englishOf(EVENT_MESSAGES.endDateRequired),
      categories: englishOf(EVENT_MESSAGES.categoriesRequired),
    });
    expect(errorsOf({ ...valid, name: '   ', categories: [' ', ''] })).toEqual({
      name: 'Event name is required.',
      categories: 'At least one category is required.',
    });
  });

  it('refuses dates that are not calendar days, and an end before the start', () => {
    expect(errorsOf({ ...valid, startDate: '2026-02-30', endDate: '10/03/2026' })).toEqual({
      startDate: 'Please enter a valid date',
      endDate: 'Please enter a valid date',
    });
    expect(errorsOf({ ...valid, startDate: '2026-03-12', endDate: '2026-03-11' })).toEqual({
      endDate: 'The end date must be on or after the start date.',
    });
    // One day is fine; and the date rule shows next to another field's error.
    expect(errorsOf({ ...valid, endDate: '2026-03-10' })).toEqual({});
    expect(errorsOf({ ...valid, name: '', endDate: '2026-03-01' })).toEqual({
      name: englishOf(EVENT_MESSAGES.nameRequired),
      endDate: englishOf(EVENT_MESSAGES.endBeforeStart),
    });
  });

  it('limits lengths, categories, kind and capacity', () => {
    expect(
      errorsOf({
        ...valid,
        name: 'x'.repeat(121),
        categories: Array.from({ length: 11 }, (_, i) => `c${i}`),
        kind: 'hybrid',
        capacity: 0,
      }),
    ).toEqual({
      name: englishOf(EVENT_MESSAGES.nameTooLong),
      categories: englishOf(EVENT_MESSAGES.tooManyCategories),
      kind: englishOf(EVENT_MESSAGES.kind),
      capacity: englishOf(EVENT_MESSAGES.capacity),
    });
    expect(errorsOf({ ...valid, capacity: 2.5 })).toEqual({ capacity: englishOf(EVENT_MESSAGES.capacity) });
    expect(errorsOf({ ...valid, capacity: 100_001 })).toEqual({
      capacity: englishOf(EVENT_MESSAGES.capacity),
    });
    expect(EventInputSchema.parse({ ...valid, kind: 'virtual', capacity: 100_000 })).toMatchObject({
      kind: 'virtual',
      capacity: 100_000,
    });
    expect(errorsOf({ ...valid, categories: 'food' })).toEqual({
      categories: englishOf(EVENT_MESSAGES.categoriesRequired),
    });
  });
});

describe('eventStatus', () => {
  const at = (iso: string) => new Date(iso);

  it('is upcoming before the start day, ongoing from start to end day, past the day after', () => {
    expect(eventStatus('2026-03-10', '2026-03-12', at('2026-03-09T12:00:00Z'))).toBe('upcoming');
    expect(eventStatus('2026-03-10', '2026-03-12', at('2026-03-10T12:00:00Z'))).toBe('ongoing');
    expect(eventStatus('2026-03-10', '2026-03-12', at('2026-03-12T12:00:00Z'))).toBe('ongoing');
    expect(eventStatus('2026-03-10', '2026-03-12', at('2026-03-13T12:00:00Z'))).toBe('past');
    expect(eventStatus('2026-03-10', '2026-03-10', at('2026-03-10T00:00:00+02:00'))).toBe('ongoing');
  });

  it('counts days in Hebron: 23:30 UTC is already the next day there, winter (UTC+2) and summer (UTC+3)', () => {
    // Winter.
    expect(eventStatus('2026-01-15', '2026-01-15', at('2026-01-14T21:59:00Z'))).toBe('upcoming');
    expect(eventStatus('2026-01-15', '2026-01-15', at('2026-01-14T23:30:00Z'))).toBe('ongoing');
    expect(eventStatus('2026-01-14', '2026-01-14', at('2026-01-14T23:30:00Z'))).toBe('past');
    // Summer.
    expect(eventStatus('2026-07-15', '2026-07-16', at('2026-07-14T20:59:00Z'))).toBe('upcoming');
    expect(eventStatus('2026-07-15', '2026-07-16', at('2026-07-14T23:30:00Z'))).toBe('ongoing');
    expect(eventStatus('2026-07-15', '2026-07-16', at('2026-07-16T20:59:00Z'))).toBe('ongoing');
    expect(eventStatus('2026-07-15', '2026-07-16', at('2026-07-16T21:00:00Z'))).toBe('past');
  });

  it('hebronToday formats the Hebron day', () => {
    expect(hebronToday(at('2025-12-31T22:30:00Z'))).toBe('2026-01-01');
  });
});

describe('participation payloads', () => {
  it('accepts an empty body, or a note', () => {
    expect(ParticipateSchema.parse(undefined)).toEqual({ note: undefined });
    expect(ParticipateSchema.parse({})).toEqual({ note: undefined });
    expect(ParticipateSchema.parse({ note: ' we sell soap ' })).toEqual({ note: 'we sell soap' });
    expect(ParticipateSchema.safeParse({ note: 'x'.repeat(501) }).success).toBe(false);
  });

  it('needs a reason to reject, not to accept', () => {
    expect(DecisionSchema.parse(undefined)).toEqual({ reason: undefined });
    expect(englishOf(RejectionSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message ?? '')).toBe(
      'Please give a reason.',
    );
    expect(englishOf(RejectionSchema.safeParse({}).error?.issues[0]?.message ?? '')).toBe(
      'Please give a reason.',
    );
    expect(RejectionSchema.parse({ reason: 'Full' })).toEqual({ reason: 'Full' });
  });
});

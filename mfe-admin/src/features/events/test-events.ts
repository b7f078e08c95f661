import type { AdminParticipation, Event, EventImage } from '@rowad/shared/schemas';

/** Test data of the bazaar screens (imported by tests only). */

export function anImage(id: number, overrides: Partial<EventImage> = {}): EventImage {
  return {
    id,
    imageUrl: `/uploads/e${id}.webp`,
    isCover: false,
    variants: [{ width: 320, url: `/uploads/e${id}-320.webp` }],
    ...overrides,
  };
}

export function anEvent(id: number, overrides: Partial<Event> = {}): Event {
  return {
    id,
    name: 'Hebron Spring Bazaar',
    description: 'Crafts and food from Hebron.',
    city: 'Hebron',
    street: 'Ein Sara Street',
    startDate: '2026-12-10',
    endDate: '2026-12-12',
    categories: ['handicrafts', 'food'],
    images: [],
    status: 'upcoming',
    kind: 'physical',
    capacity: 40,
    placesLeft: 12,
    ...overrides,
  };
}

export function aParticipation(id: number, overrides: Partial<AdminParticipation> = {}): AdminParticipation {
  return {
    id,
    event: { id: 5, name: 'Hebron Spring Bazaar' },
    owner: { id: 20 + id, firstName: 'Amal', lastName: 'Natsheh' },
    status: 'pending',
    note: null,
    reason: null,
    createdAt: '2026-11-20T09:30:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

/** A list answer as the API sends it: the items, the total, and the next page's link if any. */
export function aPage<T>(items: T[], total = items.length, next?: string) {
  return {
    status: 200,
    body: items,
    headers: {
      'x-total-count': String(total),
      ...(next ? { link: `</api/next?cursor=${next}>; rel="next"` } : {}),
    },
  };
}

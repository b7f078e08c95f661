import type { EventStatus } from '@rowad/shared/schemas';
import type { BadgeTone } from '@rowad/shared/ui';
import type { EventsMessageKey } from './messages';

/** A bazaar's status as a badge: its text and the platform's colour for it. */
export const STATUS_BADGES: Record<EventStatus, { key: EventsMessageKey; tone: BadgeTone }> = {
  upcoming: { key: 'statusUpcoming', tone: 'upcoming' },
  ongoing: { key: 'statusOngoing', tone: 'ongoing' },
  past: { key: 'statusPast', tone: 'other' },
};

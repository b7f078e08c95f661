import type { AdminParticipation } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { PageParams } from '../list-query';
import { segment } from '../request';

/** GET /admin/events/{id}/participations: the requests to take part in one event. */
export function getEventParticipations(
  eventId: number,
  query: PageParams = {},
  signal?: AbortSignal,
): Promise<Page<AdminParticipation>> {
  return getPage({ method: 'GET', url: `/admin/events/${segment(eventId)}/participations`, query, signal });
}

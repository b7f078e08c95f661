import type { AdminParticipation } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { PageParams } from '../list-query';

/** GET /admin/review/participations: the requests to take part that wait for a decision. */
export function getParticipationQueue(
  query: PageParams = {},
  signal?: AbortSignal,
): Promise<Page<AdminParticipation>> {
  return getPage({ method: 'GET', url: '/admin/review/participations', query, signal });
}

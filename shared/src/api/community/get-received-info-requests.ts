import type { ReceivedInfoRequest } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { PageParams } from '../list-query';

/** GET /owner/information-requests: the requests investors sent the signed-in owner, newest first. */
export function getReceivedInfoRequests(
  query: PageParams = {},
  signal?: AbortSignal,
): Promise<Page<ReceivedInfoRequest>> {
  return getPage({ method: 'GET', url: '/owner/information-requests', query, signal });
}

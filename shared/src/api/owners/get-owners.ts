import type { OwnerListItem } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { ListParams } from '../list-query';

/** GET /owners: active owners, newest first, a page at a time (signed-in users). */
export function getOwners(query: ListParams = {}, signal?: AbortSignal): Promise<Page<OwnerListItem>> {
  return getPage({ method: 'GET', url: '/owners', query, signal });
}

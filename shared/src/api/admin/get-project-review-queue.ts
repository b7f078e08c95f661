import type { ProjectReviewItem } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import type { ListParams } from '../list-query';

/** GET /admin/review/projects: project changes that wait for review. */
export function getProjectReviewQueue(
  query: ListParams = {},
  signal?: AbortSignal,
): Promise<Page<ProjectReviewItem>> {
  return getPage({ method: 'GET', url: '/admin/review/projects', query, signal });
}

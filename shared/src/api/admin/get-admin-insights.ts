import type { AdminInsights, InsightsWeeks } from '@rowad/shared/schemas';
import { send } from '../request';

/** GET /admin/insights?weeks=: the platform per ISO week, with the weeks before (issue 30). */
export function getAdminInsights(weeks: InsightsWeeks, signal?: AbortSignal): Promise<AdminInsights> {
  return send({ method: 'GET', url: '/admin/insights', query: { weeks }, signal });
}

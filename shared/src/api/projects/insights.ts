import type { InsightsDays, OwnerInsights, ProjectInsights } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** GET /my-projects/{id}/insights?days=: one of the owner's projects per day, with the period before (issue 30). */
export function getProjectInsights(
  id: number,
  days: InsightsDays,
  signal?: AbortSignal,
): Promise<ProjectInsights> {
  return send({ method: 'GET', url: `/my-projects/${segment(id)}/insights`, query: { days }, signal });
}

/** GET /my-projects/insights?days=: every project of the owner's together, and each one's totals (issue 30). */
export function getOwnerInsights(days: InsightsDays, signal?: AbortSignal): Promise<OwnerInsights> {
  return send({ method: 'GET', url: '/my-projects/insights', query: { days }, signal });
}

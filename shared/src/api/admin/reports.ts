import type {
  ReportDecision,
  ReportDecisionAnswer,
  ReportedItem,
  ReportKind,
  ReportQueueQuery,
} from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import { segment, send } from '../request';

export type ReportQueueParams = Partial<ReportQueueQuery>;

/** GET /admin/reports: reported items, their reports grouped, newest report first (issue 31). */
export function getReportQueue(
  query: ReportQueueParams = {},
  signal?: AbortSignal,
): Promise<Page<ReportedItem>> {
  return getPage({ method: 'GET', url: '/admin/reports', query, signal });
}

/** POST /admin/reports/{kind}/{id}/decision: dismiss, hide, delete or disable-author; reporters are mailed. */
export function decideReports(
  kind: ReportKind,
  id: number,
  body: ReportDecision,
): Promise<ReportDecisionAnswer> {
  return send({ method: 'POST', url: `/admin/reports/${segment(kind)}/${segment(id)}/decision`, body });
}

import type { ReportReceipt, ReportRequest } from '@rowad/shared/schemas';
import { send } from '../request';

/**
 * POST /reports (issue 31): a signed-in user reports a comment, project, bazaar or owner's profile
 * once; 409 ALREADY_REPORTED or CANNOT_REPORT_OWN, 404 REPORT_TARGET_NOT_FOUND otherwise.
 */
export function reportItem(body: ReportRequest): Promise<ReportReceipt> {
  return send({ method: 'POST', url: '/reports', body });
}

import type { AuditEntry, AuditLogQuery } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';

export type AuditLogParams = Partial<AuditLogQuery>;

/** GET /admin/audit-log: every admin decision, newest first, by kind of item and by admin. */
export function getAuditLog(query: AuditLogParams = {}, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return getPage({ method: 'GET', url: '/admin/audit-log', query, signal });
}

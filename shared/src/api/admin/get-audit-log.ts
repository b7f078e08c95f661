import { z } from 'zod/mini';
import { getPage, type Page } from '../get-page';
import type { PageParams } from '../list-query';

// Declared beside the route in the API only; this is an entry as the client reads it.
const AuditEntrySchema = z.object({
  id: z.number(),
  adminId: z.nullable(z.number()),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.number(),
  reason: z.nullable(z.string()),
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

/** GET /admin/audit-log: every admin decision, newest first. */
export function getAuditLog(query: PageParams = {}, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return getPage({ method: 'GET', url: '/admin/audit-log', query, signal }, AuditEntrySchema);
}

import type { AdminSummary } from '@rowad/shared/schemas';
import { send } from '../request';

/** GET /admin/summary: how many items wait in each of the admin's queues. */
export function getAdminSummary(signal?: AbortSignal): Promise<AdminSummary> {
  return send({ method: 'GET', url: '/admin/summary', signal });
}

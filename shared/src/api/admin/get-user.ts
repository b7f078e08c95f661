import type { AdminUserDetail } from '@rowad/shared/schemas';
import { segment, send } from '../request';

/** GET /admin/users/{id}: one account with its projects and requests to take part. */
export function getUser(id: number, signal?: AbortSignal): Promise<AdminUserDetail> {
  return send({ method: 'GET', url: `/admin/users/${segment(id)}`, signal });
}

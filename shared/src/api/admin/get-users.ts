import type { AdminUser, AdminUserListQuery } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';

export type AdminUserParams = Partial<AdminUserListQuery>;

/** GET /admin/users: accounts, newest first, by name or e-mail, role and state. */
export function getUsers(query: AdminUserParams = {}, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return getPage({ method: 'GET', url: '/admin/users', query, signal });
}

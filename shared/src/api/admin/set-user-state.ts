import type { AdminUser, DisableUser } from '@rowad/shared/schemas';
import { segment, send, sendOnly } from '../request';

/**
 * POST /admin/users/{id}/disable: the account cannot sign in and its sessions end at once.
 * 409 CANNOT_DISABLE_SELF for the caller's own account, LAST_ACTIVE_ADMIN when no other admin
 * would stay active, USER_ALREADY_DISABLED when it is already.
 */
export function disableUser(id: number, body: DisableUser): Promise<AdminUser> {
  return send({ method: 'POST', url: `/admin/users/${segment(id)}/disable`, body });
}

/** POST /admin/users/{id}/enable: a disabled account may sign in again. */
export function enableUser(id: number): Promise<AdminUser> {
  return send({ method: 'POST', url: `/admin/users/${segment(id)}/enable` });
}

/**
 * POST /admin/users/{id}/sign-out: every session of the account ends; it may sign in again.
 * 409 CANNOT_DISABLE_SELF for the caller's own account (logout ends the caller's own session).
 */
export function signOutUser(id: number): Promise<void> {
  return sendOnly({ method: 'POST', url: `/admin/users/${segment(id)}/sign-out` });
}

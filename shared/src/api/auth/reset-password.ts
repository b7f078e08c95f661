import type { ResetPassword } from '@rowad/shared/schemas';
import { sendOnly } from '../request';

/** POST /auth/reset-password: the new password, with the mailed code. */
export function resetPassword(body: ResetPassword): Promise<void> {
  return sendOnly({ method: 'POST', url: '/auth/reset-password', body });
}

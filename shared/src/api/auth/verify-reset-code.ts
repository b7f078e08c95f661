import type { VerifyCode } from '@rowad/shared/schemas';
import { sendOnly } from '../request';

/** POST /auth/reset-password/verify-code: succeeds when the mailed code is right. */
export function verifyResetCode(body: VerifyCode): Promise<void> {
  return sendOnly({ method: 'POST', url: '/auth/reset-password/verify-code', body });
}

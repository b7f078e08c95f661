import type { ForgotPassword } from '@rowad/shared/schemas';
import { sendOnly } from '../request';

/** POST /auth/forgot-password: mails a reset code if the account exists (docs/product.md: nothing shown). */
export function forgotPassword(body: ForgotPassword): Promise<void> {
  return sendOnly({ method: 'POST', url: '/auth/forgot-password', body });
}

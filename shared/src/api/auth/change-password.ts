import type { ChangePasswordRequest, MessageResponse } from '@rowad/shared/schemas';
import { send } from '../request';

/** POST /app/auth/change-password (docs/product.md: may carry a message). */
export function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  return send({ method: 'POST', url: '/app/auth/change-password', body });
}

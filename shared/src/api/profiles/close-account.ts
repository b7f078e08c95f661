import type { CloseAccount, MessageResponse } from '@rowad/shared/schemas';
import { send } from '../request';

/** DELETE /users/me (issue 28): closes the signed-in account; its token stops working. */
export function closeAccount(body: CloseAccount): Promise<MessageResponse> {
  return send({ method: 'DELETE', url: '/users/me', body });
}

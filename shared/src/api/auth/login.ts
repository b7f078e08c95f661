import type { Login, LoginAnswer } from '@rowad/shared/schemas';
import { send } from '../request';

/** POST /auth/login: the session's token, or the second step it needs first (docs/product.md §7). */
export function login(body: Login): Promise<LoginAnswer> {
  return send({ method: 'POST', url: '/auth/login', body });
}

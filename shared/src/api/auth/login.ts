import { LoginResponseSchema, type Login, type LoginResponse } from '@rowad/shared/schemas';
import { send } from '../request';

/** POST /auth/login: the session's token. */
export function login(body: Login): Promise<LoginResponse> {
  return send({ method: 'POST', url: '/auth/login', body }, LoginResponseSchema);
}

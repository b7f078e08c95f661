import { sendOnly } from '../request';

/** GET /app/auth/logout: ends the session on the server (its token stops working everywhere). */
export function logout(): Promise<void> {
  return sendOnly({ method: 'GET', url: '/app/auth/logout' });
}

import type { Register } from '@rowad/shared/schemas';
import { sendOnly } from '../request';

/** POST /auth/register: the account waits for its activation link (docs/product.md: response content not used). */
export function register(body: Register): Promise<void> {
  return sendOnly({ method: 'POST', url: '/auth/register', body });
}

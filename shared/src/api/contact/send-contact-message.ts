import type { ContactMessageInput } from '@rowad/shared/schemas';
import { sendOnly } from '../request';

/** POST /contact: the message goes to Rowad's support address (204, nothing to read). */
export function sendContactMessage(body: ContactMessageInput): Promise<void> {
  return sendOnly({ method: 'POST', url: '/contact', body });
}

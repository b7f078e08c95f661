import type { ContactMessageListQuery, StoredContactMessage } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import { segment, send } from '../request';

export type ContactMessageParams = Partial<ContactMessageListQuery>;

/** GET /admin/contact-messages: the contact form's messages, newest first (open ones by default). */
export function getContactMessages(
  query: ContactMessageParams = {},
  signal?: AbortSignal,
): Promise<Page<StoredContactMessage>> {
  return getPage({ method: 'GET', url: '/admin/contact-messages', query, signal });
}

/** POST /admin/contact-messages/{id}/handled: the message as marked. */
export function markContactMessageHandled(id: number): Promise<StoredContactMessage> {
  return send({ method: 'POST', url: `/admin/contact-messages/${segment(id)}/handled` });
}

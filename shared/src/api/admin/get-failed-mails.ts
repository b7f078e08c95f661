import type { FailedMail, FailedMailListQuery } from '@rowad/shared/schemas';
import { getPage, type Page } from '../get-page';
import { segment, sendOnly } from '../request';

export type FailedMailParams = Partial<FailedMailListQuery>;

/** GET /admin/mail/failed: mails given up after their last attempt, newest first. */
export function getFailedMails(
  query: FailedMailParams = {},
  signal?: AbortSignal,
): Promise<Page<FailedMail>> {
  return getPage({ method: 'GET', url: '/admin/mail/failed', query, signal });
}

/** POST /admin/mail/{id}/retry: the mail is queued again, its attempts counted from zero. */
export function retryFailedMail(id: number): Promise<void> {
  return sendOnly({ method: 'POST', url: `/admin/mail/${segment(id)}/retry` });
}

import type { Language } from '../../db/schema.js';
import { renderEmail } from '../../mail/render-email.js';
import type { MailMessage } from '../../plugins/mail.js';

type Mail = Omit<MailMessage, 'to'>;

/** The admin's answer to an owner's request to take part in a bazaar, in the owner's language. */
export function participationDecisionMail(
  language: Language,
  firstName: string,
  eventName: string,
  decision: 'accepted' | 'rejected',
  reason: string | null,
): Mail {
  const en = language === 'en';
  const accepted = decision === 'accepted';
  const subject = en
    ? `Your request for ${eventName} was ${accepted ? 'accepted' : 'declined'}`
    : accepted
      ? `تم قبول طلب مشاركتك في ${eventName}`
      : `تم رفض طلب مشاركتك في ${eventName}`;
  const paragraphs = [
    en
      ? accepted
        ? `Good news: your request to take part in "${eventName}" has been accepted. We look forward to seeing you there.`
        : `Your request to take part in "${eventName}" has been rejected.`
      : accepted
        ? `يسعدنا إخبارك بأنه تم قبول طلب مشاركتك في "${eventName}". نتطلع إلى رؤيتك هناك.`
        : `نأسف لإخبارك بأنه تم رفض طلب مشاركتك في "${eventName}".`,
  ];
  if (reason) paragraphs.push(en ? `Note from the organiser: ${reason}` : `ملاحظة من المنظّم: ${reason}`);
  return {
    subject,
    ...renderEmail({
      language,
      heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
      paragraphs,
    }),
  };
}

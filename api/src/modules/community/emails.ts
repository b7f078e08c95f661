import type { Language } from '../../db/schema.js';
import { nameForMail } from '../../mail/name-in-mail.js';
import { renderEmail } from '../../mail/render-email.js';
import type { MailMessage } from '../../plugins/mail.js';

type Mail = Omit<MailMessage, 'to'>;

/**
 * To an owner, in the owner's language: an investor asks for information. The mailer sets no
 * Reply-To, so the investor's address is in the body for the owner to answer ("the owner will
 * reply by e-mail").
 */
export function infoRequestMail(
  language: Language,
  ownerFirstName: string,
  investor: { firstName: string; lastName: string; email: string },
): Mail {
  const en = language === 'en';
  // The investor chose this name: no link of theirs reaches the owner's inbox through it.
  const name = nameForMail(`${investor.firstName} ${investor.lastName}`, en ? 'An investor' : 'مستثمر');
  return {
    subject: en
      ? `${name} would like to know more about your projects`
      : `${name} يرغب في معرفة المزيد عن مشاريعك`,
    ...renderEmail({
      language,
      heading: en ? `Hello ${ownerFirstName},` : `مرحبًا ${ownerFirstName}،`,
      paragraphs: [
        en
          ? `${name}, an investor on Rowad, has asked for more information about you and your projects.`
          : `طلب ${name}، وهو مستثمر في رواد، مزيدًا من المعلومات عنك وعن مشاريعك.`,
        en
          ? `Please reply to them by e-mail at ${investor.email}.`
          : `يرجى الرد عليه بالبريد الإلكتروني على العنوان ${investor.email}.`,
      ],
      footer: en
        ? 'You receive this e-mail because your owner profile is public on Rowad.'
        : 'تصلك هذه الرسالة لأن ملفك كصاحب مشروع منشور في رواد.',
    }),
  };
}

import type { Language } from '../../db/schema.js';
import { renderEmail } from '../../mail/render-email.js';
import type { MailMessage } from '../../plugins/mail.js';

// The review outcome, in the owner's language. Each returns a whole message but its recipient.
type Mail = Omit<MailMessage, 'to'>;

export function projectApprovedMail(language: Language, firstName: string, projectName: string): Mail {
  const en = language === 'en';
  return {
    subject: en ? `Your project "${projectName}" is public` : `مشروعك "${projectName}" أصبح منشورًا`,
    ...renderEmail({
      language,
      heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
      paragraphs: [
        en
          ? `An admin approved "${projectName}". Everyone now sees it as you last saved it, with its images.`
          : `وافق أحد المشرفين على "${projectName}". يراه الجميع الآن كما حفظته آخر مرة مع صوره.`,
      ],
    }),
  };
}

export function projectRejectedMail(
  language: Language,
  firstName: string,
  projectName: string,
  reason: string,
): Mail {
  const en = language === 'en';
  return {
    subject: en
      ? `Your changes to "${projectName}" need another look`
      : `تعديلاتك على "${projectName}" تحتاج إلى مراجعة`,
    ...renderEmail({
      language,
      heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
      paragraphs: [
        en
          ? `An admin did not approve your latest version of "${projectName}". The reason given:`
          : `لم يوافق أحد المشرفين على آخر نسخة من "${projectName}". السبب:`,
        reason,
        en
          ? 'Edit the project and save it to send it for review again.'
          : 'عدّل المشروع واحفظه لإرساله للمراجعة من جديد.',
      ],
    }),
  };
}

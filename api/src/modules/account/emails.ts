import type { Language } from '../../db/schema.js';
import { renderEmail } from '../../mail/render-email.js';
import type { MailMessage } from '../../plugins/mail.js';

/** The last mail an account gets (issue 28): it was closed, and what went with it. */
export function accountClosedMail(language: Language, firstName: string): Omit<MailMessage, 'to'> {
  const en = language === 'en';
  return {
    subject: en ? 'Your Rowad account was closed' : 'تم إغلاق حسابك في رواد',
    ...renderEmail({
      language,
      heading: en ? `Goodbye ${firstName},` : `وداعًا يا ${firstName}،`,
      paragraphs: [
        en
          ? 'Your account was closed at your request: your profile, projects, pictures, comments, ratings and requests were removed, and every session was signed out.'
          : 'تم إغلاق حسابك بناءً على طلبك: أُزيل ملفك الشخصي ومشاريعك وصورك وتعليقاتك وتقييماتك وطلباتك، وتم تسجيل الخروج من كل الجلسات.',
        en
          ? 'You can register again with this address whenever you like.'
          : 'يمكنك التسجيل من جديد بهذا العنوان متى شئت.',
      ],
      footer: en
        ? 'If you did not close your account, write to us at once through the contact page.'
        : 'إن لم تغلق حسابك بنفسك فراسلنا فورًا من صفحة التواصل.',
    }),
  };
}

import type { ReportKind, ReportReason } from '@rowad/shared/schemas';
import type { Language } from '../../db/schema.js';
import { nameForMail } from '../../mail/name-in-mail.js';
import { renderEmail } from '../../mail/render-email.js';
import type { MailMessage } from '../../plugins/mail.js';

type Mail = Omit<MailMessage, 'to'>;

/** What the item is, in a sentence: "your comment on Olive Soap", "your profile". */
const ITEM_WORDS: Record<ReportKind, { en: string; ar: string }> = {
  comment: { en: 'comment', ar: 'التعليق' },
  project: { en: 'project', ar: 'المشروع' },
  event: { en: 'bazaar', ar: 'البازار' },
  owner: { en: 'profile', ar: 'الملف الشخصي' },
};

/** Each reason as a person reads it (the report dialog's words). */
export const REASON_WORDS: Record<ReportReason, { en: string; ar: string }> = {
  spam: { en: 'spam', ar: 'رسائل مزعجة' },
  abuse: { en: 'abuse or harassment', ar: 'إساءة أو تحرّش' },
  scam: { en: 'scam or false information', ar: 'احتيال أو معلومات كاذبة' },
  inappropriate: { en: 'inappropriate content', ar: 'محتوى غير لائق' },
  other: { en: 'other', ar: 'سبب آخر' },
};

/** The item's title as a mail may carry it: words a mail client would link are left out. */
const titleIn = (title: string, en: boolean) => nameForMail(title, en ? 'Rowad' : 'رواد');

function about(kind: ReportKind, title: string, en: boolean): string {
  const word = ITEM_WORDS[kind][en ? 'en' : 'ar'];
  if (kind === 'owner') return en ? 'your profile' : 'ملفك الشخصي';
  if (kind === 'comment')
    return en ? `your comment on "${titleIn(title, en)}"` : `تعليقك على "${titleIn(title, en)}"`;
  return en ? `your ${word} "${titleIn(title, en)}"` : `${word} "${titleIn(title, en)}"`;
}

/**
 * To the author or owner, in their language: their item is hidden from the public (by three reports
 * or an admin), with the reason; they still see it, marked hidden, until an admin decides.
 */
export function hiddenMail(
  language: Language,
  firstName: string,
  item: { kind: ReportKind; title: string },
  reason: string,
  by: 'reports' | 'admin',
): Mail {
  const en = language === 'en';
  const what = about(item.kind, item.title, en);
  return {
    subject: en ? `We hid ${what}` : `أخفينا ${what}`,
    ...renderEmail({
      language,
      heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
      paragraphs: [
        by === 'reports'
          ? en
            ? `Several members of Rowad reported ${what}, so it is hidden from the public until an admin looks at it.`
            : `أبلغ عدد من أعضاء رواد عن ${what}، لذا أُخفي عن العامة إلى أن ينظر فيه أحد المدراء.`
          : en
            ? `An admin of Rowad hid ${what} from the public.`
            : `أخفى أحد مدراء رواد ${what} عن العامة.`,
        en ? `Reason: ${reason}` : `السبب: ${reason}`,
        en
          ? 'You can still see it, marked hidden. If you think this is a mistake, reply through the contact page.'
          : 'ما زال بإمكانك رؤيته مع إشارة إلى أنه مخفي. إن رأيت أن هذا خطأ فراسلنا من صفحة التواصل.',
      ],
    }),
  };
}

/** The reason an author is told when three reports hide an item: the reason given most. */
export function reasonText(reason: ReportReason, language: Language): string {
  return REASON_WORDS[reason][language];
}

/**
 * To each reporter, in their language, once an admin decided: "We removed the comment you
 * reported" (hidden, deleted, author disabled) or "We looked and kept it" (dismissed).
 */
export function decisionMail(
  language: Language,
  firstName: string,
  item: { kind: ReportKind; title: string },
  removed: boolean,
): Mail {
  const en = language === 'en';
  const word = ITEM_WORDS[item.kind][en ? 'en' : 'ar'];
  const title = item.kind === 'comment' || item.kind === 'owner' ? '' : ` "${titleIn(item.title, en)}"`;
  return {
    subject: removed
      ? en
        ? `We removed the ${word} you reported`
        : `أزلنا ${word} الذي أبلغت عنه`
      : en
        ? `We looked at the ${word} you reported and kept it`
        : `راجعنا ${word} الذي أبلغت عنه وأبقيناه`,
    ...renderEmail({
      language,
      heading: en ? `Hello ${firstName},` : `مرحبًا ${firstName}،`,
      paragraphs: [
        removed
          ? en
            ? `Thank you for your report. We removed the ${word}${title} you reported: it is no longer shown on Rowad.`
            : `شكرًا على بلاغك. أزلنا ${word}${title} الذي أبلغت عنه، ولم يعد يظهر في رواد.`
          : en
            ? `Thank you for your report. We looked at the ${word}${title} you reported and kept it: it does not break Rowad's rules.`
            : `شكرًا على بلاغك. راجعنا ${word}${title} الذي أبلغت عنه وأبقيناه، فهو لا يخالف قواعد رواد.`,
      ],
    }),
  };
}

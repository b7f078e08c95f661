import { defineMessages } from '@rowad/shared/i18n';

/** Mails the platform gave up on after every attempt, as the admin sees and sends them again. */
const catalogues = {
  en: {
    title: 'Undelivered mail',
    lead: 'These e-mails could not be delivered after every attempt: the mail server refused them or could not be reached. The people below did not receive them.',
    listLabel: 'Undelivered e-mails',
    to: 'To',
    attempts: 'Attempts',
    lastError: 'Last error',
    noError: 'No error was recorded.',
    queuedOn: 'Queued on {date}',
    sendAgain: 'Send again',
    sending: 'Sending...',
    queuedAgain: 'Queued again: {subject} to {to}.',
    notFailed: 'This mail was already sent or queued again.',
    gone: 'This mail no longer exists.',
    offline: 'No connection. Please check your network and try again.',
    actionFailed: 'The mail could not be queued again. Please try again.',
    empty: 'Every mail was delivered.',
    failed: 'Failed to load the undelivered mail. Please try again.',
    loading: 'Loading the undelivered mail...',
  },
  ar: {
    title: 'رسائل بريد لم تُسلَّم',
    lead: 'تعذّر تسليم هذه الرسائل بعد كل المحاولات: رفضها خادم البريد أو تعذّر الوصول إليه. لم يستلمها الأشخاص أدناه.',
    listLabel: 'رسائل البريد غير المسلَّمة',
    to: 'إلى',
    attempts: 'المحاولات',
    lastError: 'آخر خطأ',
    noError: 'لم يُسجَّل أي خطأ.',
    queuedOn: 'أُضيفت إلى قائمة الإرسال في {date}',
    sendAgain: 'إرسال مرة أخرى',
    sending: 'جارٍ الإرسال...',
    queuedAgain: 'أُعيدت إلى قائمة الإرسال: {subject} إلى {to}.',
    notFailed: 'أُرسلت هذه الرسالة أو أُعيدت إلى قائمة الإرسال من قبل.',
    gone: 'هذه الرسالة لم تعد موجودة.',
    offline: 'لا اتصال. يرجى التحقق من الشبكة والمحاولة مرة أخرى.',
    actionFailed: 'تعذّرت إعادة الرسالة إلى قائمة الإرسال. يرجى المحاولة مرة أخرى.',
    empty: 'سُلِّمت كل الرسائل.',
    failed: 'تعذّر تحميل رسائل البريد غير المسلَّمة. يرجى المحاولة مرة أخرى.',
    loading: 'جارٍ تحميل رسائل البريد غير المسلَّمة...',
  },
};

export type FailedMailKey = keyof typeof catalogues.en;
export const useFailedMailMessages = defineMessages<FailedMailKey>(catalogues);

import { defineMessages } from '@rowad/shared/i18n';

/** A request to take part in a bazaar as the admin decides it (the bazaar's page and the queue). */
const catalogues = {
  en: {
    accept: 'Accept',
    accepting: 'Accepting...',
    acceptLabel: "Accept {owner}'s request",
    reject: 'Reject',
    rejectLabel: "Reject {owner}'s request",
    rejectTitle: "Reject {owner}'s request",
    rejectHint: 'The owner reads this reason in an e-mail and on the bazaar page.',
    presetFull: 'The bazaar is full: every place has been given.',
    presetCategories: "Your project does not fit this bazaar's categories.",
    presetProfile: 'Your project profile is incomplete: please add a description and images, then ask again.',
    presetDates: 'The bazaar is about to start: requests are no longer taken.',
    accepted: "{owner}'s request to take part in {event} is accepted. The owner is told by e-mail.",
    rejected: "{owner}'s request to take part in {event} is rejected. The owner is told why by e-mail.",
    alreadyDecided: "{owner}'s request was decided by someone else meanwhile. The list now shows its state.",
    eventFull: '{event} is full: no place is left for {owner}. Raise its capacity or reject the request.',
    requestGone: "{owner}'s request no longer exists: the owner or the bazaar was removed.",
    decisionFailed: 'The decision could not be sent. Please try again.',
    statusPending: 'Waiting',
    statusAccepted: 'Accepted',
    statusRejected: 'Rejected',
    reasonGiven: 'Reason:',
  },
  ar: {
    accept: 'قبول',
    accepting: 'جارٍ القبول...',
    acceptLabel: 'قبول طلب {owner}',
    reject: 'رفض',
    rejectLabel: 'رفض طلب {owner}',
    rejectTitle: 'رفض طلب {owner}',
    rejectHint: 'يقرأ المالك هذا السبب في رسالة بريد إلكتروني وفي صفحة البازار.',
    presetFull: 'البازار ممتلئ: لم يبقَ فيه مكان.',
    presetCategories: 'مشروعك لا يناسب فئات هذا البازار.',
    presetProfile: 'ملف مشروعك غير مكتمل: يرجى إضافة وصف وصور ثم إعادة الطلب.',
    presetDates: 'البازار على وشك البدء: لم نعد نستقبل الطلبات.',
    accepted: 'قُبل طلب {owner} للمشاركة في {event}، وأُبلغ المالك بالبريد الإلكتروني.',
    rejected: 'رُفض طلب {owner} للمشاركة في {event}، وأُبلغ المالك بالسبب بالبريد الإلكتروني.',
    alreadyDecided: 'قرّر شخص آخر في طلب {owner} في هذه الأثناء. تعرض القائمة الآن حالته.',
    eventFull: '{event} ممتلئ: لم يبقَ مكان لـ{owner}. زِد السعة أو ارفض الطلب.',
    requestGone: 'طلب {owner} لم يعد موجودًا: حُذف المالك أو البازار.',
    decisionFailed: 'تعذّر إرسال القرار. يرجى المحاولة مرة أخرى.',
    statusPending: 'بانتظار القرار',
    statusAccepted: 'مقبول',
    statusRejected: 'مرفوض',
    reasonGiven: 'السبب:',
  },
};

export type DecisionMessageKey = keyof typeof catalogues.en;
export const useDecisionMessages = defineMessages<DecisionMessageKey>(catalogues);

import { defineMessages } from '@rowad/shared/i18n';

/** The queue of requests to take part in bazaars that wait for the admin's decision. */
const catalogues = {
  en: {
    title: 'Bazaar requests',
    lead: 'Owners who asked to show their project at a bazaar, oldest first. Each owner is told the decision by e-mail.',
    listLabel: 'Requests waiting: {count}',
    loading: 'Loading the requests...',
    empty: 'No requests wait for a decision.',
    loadFailed: 'The requests could not be loaded. Please try again.',
    retry: 'Try again',
    askedOn: 'Asked on {date}',
    forEvent: 'Bazaar:',
    note: 'Note:',
    noNote: 'No note.',
  },
  ar: {
    title: 'طلبات البازارات',
    lead: 'أصحاب مشاريع طلبوا عرض مشاريعهم في بازار، الأقدم أولًا. يُبلَّغ كل مالك بالقرار بالبريد الإلكتروني.',
    listLabel: 'الطلبات المنتظرة: {count}',
    loading: 'جارٍ تحميل الطلبات...',
    empty: 'لا طلبات تنتظر قرارًا.',
    loadFailed: 'تعذّر تحميل الطلبات. يرجى المحاولة مرة أخرى.',
    retry: 'حاول مرة أخرى',
    askedOn: 'طُلب في {date}',
    forEvent: 'البازار:',
    note: 'ملاحظة:',
    noNote: 'بلا ملاحظة.',
  },
};

export type QueueMessageKey = keyof typeof catalogues.en;
export const useQueueMessages = defineMessages<QueueMessageKey>(catalogues);

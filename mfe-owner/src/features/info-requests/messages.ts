import { defineMessages } from '@rowad/shared/i18n';

/** The owner's inbox of investors' information requests (issue 14, our addition). */
const catalogues = {
  en: {
    lead: 'Investors who asked for information about your work. They are waiting for your reply by e-mail.',
    count: '{count} requests',
    oneCount: '1 request',
    reply: 'Reply to {name}',
    askedOn: 'Asked on {date}',
    empty: "No requests yet. When an investor presses 'Request Info' on your page, it shows here.",
    failed: 'Failed to load your requests. Please try again later.',
    loading: 'Loading your requests...',
    showMore: 'Show more',
    loadingMore: 'Loading more...',
  },
  ar: {
    lead: 'مستثمرون طلبوا معلومات عن عملك، وينتظرون ردّك بالبريد الإلكتروني.',
    count: 'عدد الطلبات: {count}',
    oneCount: 'طلب واحد',
    reply: 'ردّ على {name}',
    askedOn: 'طُلب في {date}',
    empty: 'لا طلبات بعد. عندما يضغط مستثمر «اطلب معلومات» في صفحتك، يظهر طلبه هنا.',
    failed: 'تعذّر تحميل طلباتك. يرجى المحاولة لاحقًا.',
    loading: 'جارٍ تحميل طلباتك...',
    showMore: 'عرض المزيد',
    loadingMore: 'جارٍ تحميل المزيد...',
  },
};

export const useInfoRequestsMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

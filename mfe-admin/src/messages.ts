import { defineMessages } from '@rowad/shared/i18n';

/** The admin area's frame: its navigation and the texts every admin screen shares. */
const catalogues = {
  en: {
    areaName: 'Admin',
    navLabel: 'Admin sections',
    navDashboard: 'Dashboard',
    navProjects: 'Project reviews',
    navEvents: 'Bazaars',
    navRequests: 'Bazaar requests',
    navUsers: 'Users',
    navMessages: 'Messages',
    navAudit: 'Audit log',
    navMail: 'Undelivered mail',
    showMore: 'Show more',
    loadingMore: 'Loading more...',
    retry: 'Try again',
    cancel: 'Cancel',
    close: 'Close',
    shownOf: 'Showing {shown} of {total}',
    notFound: 'This page does not exist in the admin area.',
    loadingSection: 'Loading this section...',
    // The reason dialog (reject a change, reject a request, disable an account)
    reasonLabel: 'Reason',
    reasonHint: 'The owner reads this reason in an e-mail.',
    reasonPresets: 'Reasons used often',
    reasonRequired: 'Please give a reason.',
    sending: 'Sending...',
  },
  ar: {
    areaName: 'الإدارة',
    navLabel: 'أقسام الإدارة',
    navDashboard: 'لوحة المتابعة',
    navProjects: 'مراجعة المشاريع',
    navEvents: 'البازارات',
    navRequests: 'طلبات البازارات',
    navUsers: 'المستخدمون',
    navMessages: 'الرسائل',
    navAudit: 'سجل القرارات',
    navMail: 'رسائل بريد لم تُسلَّم',
    showMore: 'عرض المزيد',
    loadingMore: 'جارٍ تحميل المزيد...',
    retry: 'حاول مرة أخرى',
    cancel: 'إلغاء',
    close: 'إغلاق',
    shownOf: 'عرض {shown} من {total}',
    notFound: 'هذه الصفحة غير موجودة في قسم الإدارة.',
    loadingSection: 'جارٍ تحميل هذا القسم...',
    reasonLabel: 'السبب',
    reasonHint: 'يقرأ المالك هذا السبب في رسالة بريد إلكتروني.',
    reasonPresets: 'أسباب شائعة',
    reasonRequired: 'يرجى ذكر السبب.',
    sending: 'جارٍ الإرسال...',
  },
};

export type AdminMessageKey = keyof typeof catalogues.en;
export const useAdminMessages = defineMessages<AdminMessageKey>(catalogues);

import { defineMessages } from '@rowad/shared/i18n';

/** An owner's public profile (docs/product.md §2 "Owner public profile", section 8 "Request info"). */
const catalogues = {
  en: {
    noLocation: 'Location not specified',
    projectsBy: 'Projects by {name}',
    noProjects: 'No projects found for this owner.',
    noId: 'Owner ID not provided',
    loading: 'Loading the profile...',
    requestInfo: 'Request Info',
    requesting: 'Sending...',
    requestHint: '{name} receives your name and e-mail address, and replies to you by e-mail.',
    submittedTitle: 'Request Submitted!',
    submittedText: '{name} has received your request and will reply to you by e-mail.',
    limitTitle: 'Already requested today',
    limitText:
      'You already asked {name} for information today. Please wait for their reply; you can ask again tomorrow.',
    capTitle: 'Daily limit reached',
    capText: 'You can ask up to {max} owners for information a day. You can ask {name} tomorrow.',
    failedTitle: 'Request not sent',
    failedText: 'Failed to submit request. Please try again later.',
    ok: 'OK',
  },
  ar: {
    noLocation: 'الموقع غير محدد',
    projectsBy: 'مشاريع {name}',
    noProjects: 'لا توجد مشاريع لصاحب المشروع هذا.',
    noId: 'لم يُحدَّد رقم صاحب المشروع',
    loading: 'جارٍ تحميل الملف...',
    requestInfo: 'اطلب معلومات',
    requesting: 'جارٍ الإرسال...',
    requestHint: 'يصل إلى {name} اسمك وبريدك الإلكتروني، ويردّ عليك بالبريد الإلكتروني.',
    submittedTitle: 'تم إرسال الطلب!',
    submittedText: 'وصل طلبك إلى {name} وسيردّ عليك بالبريد الإلكتروني.',
    limitTitle: 'أرسلت طلبًا اليوم',
    limitText: 'لقد طلبت معلومات من {name} اليوم. يرجى انتظار ردّه، ويمكنك الطلب مرة أخرى غدًا.',
    capTitle: 'بلغت الحد اليومي',
    capText: 'يمكنك طلب معلومات من {max} من أصحاب المشاريع على الأكثر في اليوم. يمكنك الطلب من {name} غدًا.',
    failedTitle: 'لم يُرسَل الطلب',
    failedText: 'تعذّر إرسال الطلب. يرجى المحاولة لاحقًا.',
    ok: 'حسنًا',
  },
};

export type OwnerProfileMessageKey = keyof typeof catalogues.en;
export const useOwnerProfileMessages = defineMessages<OwnerProfileMessageKey>(catalogues);

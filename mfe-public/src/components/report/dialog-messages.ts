import { defineMessages } from '@rowad/shared/i18n';

/** The report dialog's texts (issue 31): in the dialog's own chunk, loaded at the first click. */
const catalogues = {
  en: {
    lead: 'Tell us what is wrong. An admin reads every report; the person you report is not told who you are.',
    reasonLegend: 'Why are you reporting it?',
    'reason.spam': 'Spam',
    'reason.abuse': 'Abuse or harassment',
    'reason.scam': 'Scam or false information',
    'reason.inappropriate': 'Inappropriate content',
    'reason.other': 'Other',
    details: 'Details',
    detailsHintOther: 'Required for "Other". At most {max} characters.',
    detailsHint: 'Optional. At most {max} characters.',
    send: 'Send report',
    sending: 'Sending...',
    cancel: 'Cancel',
    close: 'Close',
    receiptTitle: 'Report sent',
    receipt: 'Thank you: an admin will look at it',
    failed: 'Your report could not be sent. Please try again.',
  },
  ar: {
    lead: 'أخبرنا بما هو خاطئ. يقرأ مدير كل بلاغ، ولا يُخبَر من تبلّغ عنه بهويتك.',
    reasonLegend: 'لماذا تبلّغ عنه؟',
    'reason.spam': 'رسائل مزعجة',
    'reason.abuse': 'إساءة أو تحرّش',
    'reason.scam': 'احتيال أو معلومات كاذبة',
    'reason.inappropriate': 'محتوى غير لائق',
    'reason.other': 'سبب آخر',
    details: 'التفاصيل',
    detailsHintOther: 'مطلوبة عند اختيار «سبب آخر». {max} حرف على الأكثر.',
    detailsHint: 'اختيارية. {max} حرف على الأكثر.',
    send: 'أرسل البلاغ',
    sending: 'جارٍ الإرسال...',
    cancel: 'إلغاء',
    close: 'إغلاق',
    receiptTitle: 'أُرسل البلاغ',
    receipt: 'شكرًا لك: سيراجعه أحد المديرين',
    failed: 'تعذّر إرسال بلاغك. يرجى المحاولة مرة أخرى.',
  },
};

export type ReportDialogMessageKey = keyof typeof catalogues.en;
export const useReportDialogMessages = defineMessages<ReportDialogMessageKey>(catalogues);

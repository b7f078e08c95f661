import { defineMessages } from '@rowad/shared/i18n';

/** The Report control and its dialog (issue 31, docs/product.md "Trust and safety"). */
const catalogues = {
  en: {
    report: 'Report',
    'reportOf.comment': 'Report this comment',
    'reportOf.project': 'Report this project',
    'reportOf.event': 'Report this bazaar',
    'reportOf.owner': 'Report this profile',
    hidden: 'Hidden',
    hiddenNote: 'Only you see this: it is hidden from the public.',
    hiddenReason: 'Reason: {reason}',
  },
  ar: {
    report: 'إبلاغ',
    'reportOf.comment': 'الإبلاغ عن هذا التعليق',
    'reportOf.project': 'الإبلاغ عن هذا المشروع',
    'reportOf.event': 'الإبلاغ عن هذا البازار',
    'reportOf.owner': 'الإبلاغ عن هذا الملف الشخصي',
    hidden: 'مخفي',
    hiddenNote: 'أنت وحدك ترى هذا: إنه مخفي عن العامة.',
    hiddenReason: 'السبب: {reason}',
  },
};

export type ReportMessageKey = keyof typeof catalogues.en;
export const useReportMessages = defineMessages<ReportMessageKey>(catalogues);

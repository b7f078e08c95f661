import { defineMessages } from '@rowad/shared/i18n';

/**
 * The My projects screen (docs/product.md §2 "My projects", §4 "Project status" and §8): the product's
 * English words (docs/product.md), and Arabic. The review notes (a change waiting, a change refused) are ours.
 */
const catalogues = {
  en: {
    lead: 'Your projects as the public sees them, and what is waiting for review.',
    addProject: 'Add New Project',
    loading: 'Loading your projects...',
    public: 'Public',
    draft: 'Draft',
    publicTip: 'This project is visible to the public.',
    draftTip: 'This project is still under review and not visible to the public.',
    statusOf: 'Status:',
    pendingChanges:
      'Your latest changes are under review. Until an admin approves them, the public sees the approved version.',
    rejectedTitle: 'Your latest changes were not approved.',
    hidden: 'Hidden',
    hiddenText: 'The public cannot see this project: it was hidden after people reported it, or by an admin.',
    hiddenReason: 'Reason:',
    rejectedReason: 'Reason from the admin:',
    rejectedLive: 'The public still sees the last approved version.',
    rejectedFix: 'Edit and send again',
    edit: 'Edit',
    editLabel: 'Edit {name}',
    insights: 'Views and contacts',
    insightsLabel: 'Views and contacts of {name}',
    delete: 'Delete',
    deleteLabel: 'Delete {name}',
    confirmTitle: 'Are you sure?',
    confirmText: "You won't be able to undo this action!",
    confirmProject: 'Project:',
    confirm: 'Yes, delete it',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    deleteFailed: 'Failed to delete the project. Please try again.',
    deleted: '{name} was deleted.',
  },
  ar: {
    lead: 'مشاريعك كما يراها الجمهور، وما ينتظر المراجعة منها.',
    addProject: 'إضافة مشروع جديد',
    loading: 'جارٍ تحميل مشاريعك...',
    public: 'منشور',
    draft: 'مسودة',
    publicTip: 'هذا المشروع ظاهر للجمهور.',
    draftTip: 'هذا المشروع ما زال قيد المراجعة ولا يراه الجمهور بعد.',
    statusOf: 'الحالة:',
    pendingChanges:
      'تعديلاتك الأخيرة قيد المراجعة. وإلى أن يوافق عليها المشرف، يرى الجمهور النسخة المعتمدة السابقة.',
    rejectedTitle: 'لم تتم الموافقة على تعديلاتك الأخيرة.',
    hidden: 'مخفي',
    hiddenText: 'لا يستطيع العامة رؤية هذا المشروع: أُخفي بعد بلاغات من الناس أو بقرار مدير.',
    hiddenReason: 'السبب:',
    rejectedReason: 'سبب المشرف:',
    rejectedLive: 'ما زال الجمهور يرى آخر نسخة معتمدة.',
    rejectedFix: 'عدّل المشروع وأرسله من جديد',
    edit: 'تعديل',
    editLabel: 'تعديل {name}',
    insights: 'المشاهدات والتواصل',
    insightsLabel: 'المشاهدات والتواصل لـ{name}',
    delete: 'حذف',
    deleteLabel: 'حذف {name}',
    confirmTitle: 'هل أنت متأكد؟',
    confirmText: 'لن تتمكن من التراجع عن هذا الإجراء!',
    confirmProject: 'المشروع:',
    confirm: 'نعم، احذفه',
    deleting: 'جارٍ الحذف...',
    cancel: 'إلغاء',
    deleteFailed: 'تعذّر حذف المشروع. يرجى المحاولة مرة أخرى.',
    deleted: 'تم حذف {name}.',
  },
};

export type MyProjectsMessageKey = keyof typeof catalogues.en;
export const useMyProjectsMessages = defineMessages<MyProjectsMessageKey>(catalogues);

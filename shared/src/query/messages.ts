import { defineMessages } from '@rowad/shared/i18n';

/**
 * What a data screen says while it loads, when it failed and when it has nothing: the product's
 * texts (docs/product.md §8) (and section 2's empty texts) where it gives them, in English and Arabic.
 */
const catalogues = {
  en: {
    loading: 'Loading...',
    // Failures (docs/product.md §8)
    'projects.failed': 'Failed to fetch projects. Please try again later.',
    'events.failed': 'Failed to fetch events. Please try again later.',
    'project.failed': 'Failed to fetch project details. Please try again later.',
    'project.notFound': 'Project not found',
    'event.failed': 'Failed to fetch event details. Please try again later.',
    'event.notFound': 'Event not found',
    'owner.failed': 'Failed to load owner profile',
    'owner.notFound': 'Owner profile not found',
    'owners.failed': 'Failed to load owners. Please try again later.',
    'myProjects.failed': 'Failed to load projects. Please try again later.',
    'editProject.failed': 'Failed to load project details.',
    'admin.failed': 'Failed to load. Please try again later.',
    // Nothing to show (docs/product.md §2 where it names a text)
    'projects.empty': 'No projects found.',
    'events.empty': 'No events found.',
    'owner.empty': 'No projects found for this owner.',
    'owners.empty': 'No entrepreneurs found.',
    'myProjects.empty': 'No projects found.',
    'admin.empty': 'Nothing to review.',
  },
  ar: {
    loading: 'جارٍ التحميل...',
    'projects.failed': 'تعذّر جلب المشاريع. يرجى المحاولة لاحقًا.',
    'events.failed': 'تعذّر جلب الفعاليات. يرجى المحاولة لاحقًا.',
    'project.failed': 'تعذّر جلب تفاصيل المشروع. يرجى المحاولة لاحقًا.',
    'project.notFound': 'المشروع غير موجود',
    'event.failed': 'تعذّر جلب تفاصيل الفعالية. يرجى المحاولة لاحقًا.',
    'event.notFound': 'الفعالية غير موجودة',
    'owner.failed': 'تعذّر تحميل ملف صاحب المشروع',
    'owner.notFound': 'ملف صاحب المشروع غير موجود',
    'owners.failed': 'تعذّر تحميل روّاد الأعمال. يرجى المحاولة لاحقًا.',
    'myProjects.failed': 'تعذّر تحميل المشاريع. يرجى المحاولة لاحقًا.',
    'editProject.failed': 'تعذّر تحميل تفاصيل المشروع.',
    'admin.failed': 'تعذّر التحميل. يرجى المحاولة لاحقًا.',
    'projects.empty': 'لا توجد مشاريع.',
    'events.empty': 'لا توجد فعاليات.',
    'owner.empty': 'لا توجد مشاريع لصاحب المشروع هذا.',
    'owners.empty': 'لا يوجد روّاد أعمال.',
    'myProjects.empty': 'لا توجد مشاريع.',
    'admin.empty': 'لا شيء للمراجعة.',
  },
};

export type DataStateKey = keyof typeof catalogues.en;
export const useDataStateMessages = defineMessages<DataStateKey>(catalogues);

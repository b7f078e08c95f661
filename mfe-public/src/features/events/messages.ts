import { defineMessages } from '@rowad/shared/i18n';

const catalogues = {
  // docs/product.md §2 "Events list": the search box says 'Search events...'.
  en: { searchLabel: 'Search events by name', searchPlaceholder: 'Search events...' },
  ar: { searchLabel: 'ابحث عن الفعاليات بالاسم', searchPlaceholder: 'ابحث في الفعاليات...' },
};

export const useEventsMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

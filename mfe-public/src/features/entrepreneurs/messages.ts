import { defineMessages } from '@rowad/shared/i18n';

/** The entrepreneurs list (docs/product.md §2 "Entrepreneurs list"). */
const catalogues = {
  en: {
    searchLabel: 'Search entrepreneurs by name',
    searchPlaceholder: 'Search by name...',
    noAddress: 'No address provided',
    noMatch: 'No entrepreneurs found.',
  },
  ar: {
    searchLabel: 'ابحث عن روّاد الأعمال بالاسم',
    searchPlaceholder: 'ابحث بالاسم...',
    noAddress: 'لم يُذكر عنوان',
    noMatch: 'لا يوجد روّاد أعمال.',
  },
};

export const useEntrepreneursMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

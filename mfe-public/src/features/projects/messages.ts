import { defineMessages } from '@rowad/shared/i18n';

const catalogues = {
  en: { searchLabel: 'Search projects by name', searchPlaceholder: 'Search projects...' },
  ar: { searchLabel: 'ابحث عن المشاريع بالاسم', searchPlaceholder: 'ابحث في المشاريع...' },
};

export const useProjectsMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

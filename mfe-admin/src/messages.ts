import { defineMessages } from '@rowad/shared/i18n';

const catalogues = {
  en: {
    adminTitle: 'Review',
  },
  ar: {
    adminTitle: 'المراجعة',
  },
};

export const useRemoteMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

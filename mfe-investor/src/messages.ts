import { defineMessages } from '@rowad/shared/i18n';

const catalogues = {
  en: {
    myProfileTitle: 'My Profile',
  },
  ar: {
    myProfileTitle: 'ملفي الشخصي',
  },
};

export const useRemoteMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

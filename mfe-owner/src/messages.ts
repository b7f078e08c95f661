import { defineMessages } from '@rowad/shared/i18n';

const catalogues = {
  en: {
    myProfileTitle: 'My Profile',
    myProjectsTitle: 'My Projects',
    addProjectTitle: 'Add Project',
    editProjectTitle: 'Edit Project',
    infoRequestsTitle: 'Investor requests',
    insightsTitle: 'Insights',
  },
  ar: {
    myProfileTitle: 'ملفي الشخصي',
    myProjectsTitle: 'مشاريعي',
    addProjectTitle: 'إضافة مشروع',
    editProjectTitle: 'تعديل المشروع',
    infoRequestsTitle: 'طلبات المستثمرين',
    insightsTitle: 'الإحصاءات',
  },
};

export const useRemoteMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

import { defineMessages } from '@rowad/shared/i18n';

const catalogues = {
  en: {
    homeTitle: 'Welcome to Rowad',
    aboutTitle: 'About Rowad',
    faqTitle: 'Frequently Asked Questions',
    contactTitle: 'Contact Us',
    projectsTitle: 'Projects',
    eventsTitle: 'Events',
    projectTitle: 'Project',
    eventTitle: 'Event',
    ownersTitle: 'Entrepreneurs',
    ownerTitle: 'Entrepreneur',
  },
  ar: {
    homeTitle: 'مرحبًا بكم في رواد',
    aboutTitle: 'عن رواد',
    faqTitle: 'الأسئلة الشائعة',
    contactTitle: 'اتصل بنا',
    projectsTitle: 'المشاريع',
    eventsTitle: 'الفعاليات',
    projectTitle: 'المشروع',
    eventTitle: 'الفعالية',
    ownersTitle: 'رواد الأعمال',
    ownerTitle: 'رائد الأعمال',
  },
};

export const useRemoteMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

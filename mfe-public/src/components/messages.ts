import { defineMessages } from '@rowad/shared/i18n';

/** Texts of the pieces several public pages share (cards, badges). */
const catalogues = {
  en: {
    learnMore: 'Learn More',
    learnMoreAbout: 'about {name}',
    date: 'Date:',
    categories: 'Categories',
    'status.upcoming': 'Upcoming',
    'status.ongoing': 'Ongoing',
    'status.past': 'Past',
    virtual: 'Online',
  },
  ar: {
    learnMore: 'اعرف المزيد',
    learnMoreAbout: 'عن {name}',
    date: 'التاريخ:',
    categories: 'التصنيفات',
    'status.upcoming': 'قادمة',
    'status.ongoing': 'جارية',
    'status.past': 'منتهية',
    virtual: 'عبر الإنترنت',
  },
};

export type ComponentMessageKey = keyof typeof catalogues.en;
export const useComponentMessages = defineMessages<ComponentMessageKey>(catalogues);

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
    showMore: 'Show more',
    loadingMore: 'Loading more...',
    found: '{count} found',
    noMatch: 'Nothing matches your search.',
    clearSearch: 'Clear the search',
    filteredBy: 'Category:',
    removeFilter: 'Remove filter {category}',
    pictures: 'Pictures of {name}',
    pictureAlt: '{name}, picture {index} of {count}',
    pictureOf: 'Picture {index} of {count}',
    showPicture: 'Show picture {index} of {count}',
    previousPicture: 'Previous picture',
    nextPicture: 'Next picture',
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
    showMore: 'عرض المزيد',
    loadingMore: 'جارٍ تحميل المزيد...',
    found: 'النتائج: {count}',
    noMatch: 'لا نتائج تطابق بحثك.',
    clearSearch: 'مسح البحث',
    filteredBy: 'التصنيف:',
    removeFilter: 'إزالة التصنيف {category}',
    pictures: 'صور {name}',
    pictureAlt: '{name}، الصورة {index} من {count}',
    pictureOf: 'الصورة {index} من {count}',
    showPicture: 'اعرض الصورة {index} من {count}',
    previousPicture: 'الصورة السابقة',
    nextPicture: 'الصورة التالية',
  },
};

export type ComponentMessageKey = keyof typeof catalogues.en;
export const useComponentMessages = defineMessages<ComponentMessageKey>(catalogues);

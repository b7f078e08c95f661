import { defineMessages } from '@rowad/shared/i18n';

/** The event page (SPEC section 2 "Event detail"). */
const catalogues = {
  en: {
    about: 'About the event',
    details: 'Details',
    starts: 'Starts',
    ends: 'Ends',
    address: 'Address',
    status: 'Status',
    kind: 'Kind',
    physical: 'In person',
    virtual: 'Online',
    capacity: 'Places',
    capacityValue: '{count} owners',
    categories: 'Categories',
    loading: 'Loading the event...',
  },
  ar: {
    about: 'عن الفعالية',
    details: 'التفاصيل',
    starts: 'تبدأ',
    ends: 'تنتهي',
    address: 'العنوان',
    status: 'الحالة',
    kind: 'النوع',
    physical: 'حضوري',
    virtual: 'عبر الإنترنت',
    capacity: 'الأماكن',
    capacityValue: '{count}',
    categories: 'التصنيفات',
    loading: 'جارٍ تحميل الفعالية...',
  },
};

export const useEventDetailMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

import { defineMessages } from '@rowad/shared/i18n';

/** The project page (docs/product.md §2 "Project detail"). */
const catalogues = {
  en: {
    about: 'About the project',
    owner: 'Owner',
    location: 'Location',
    contact: 'Contact',
    email: 'E-mail',
    website: 'Website',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    whatsappChat: 'Chat on WhatsApp',
    pages: 'Social pages',
    facebook: 'Facebook',
    instagram: 'Instagram',
    snapchat: 'Snapchat',
    linkedin: 'LinkedIn',
    twitter: 'X (Twitter)',
    rated: 'Rated {average} out of 5',
    ratings: '{count} ratings',
    oneRating: '1 rating',
    noRatings: 'No ratings yet',
    loading: 'Loading the project...',
  },
  ar: {
    about: 'عن المشروع',
    owner: 'صاحب المشروع',
    location: 'الموقع',
    contact: 'التواصل',
    email: 'البريد الإلكتروني',
    website: 'الموقع الإلكتروني',
    phone: 'الهاتف',
    whatsapp: 'واتساب',
    whatsappChat: 'تواصل عبر واتساب',
    pages: 'الصفحات الاجتماعية',
    facebook: 'فيسبوك',
    instagram: 'إنستغرام',
    snapchat: 'سناب شات',
    linkedin: 'لينكدإن',
    twitter: 'إكس (تويتر)',
    rated: 'التقييم {average} من 5',
    ratings: 'عدد التقييمات: {count}',
    oneRating: 'تقييم واحد',
    noRatings: 'لا تقييمات بعد',
    loading: 'جارٍ تحميل المشروع...',
  },
};

export type ProjectDetailMessageKey = keyof typeof catalogues.en;
export const useProjectDetailMessages = defineMessages<ProjectDetailMessageKey>(catalogues);

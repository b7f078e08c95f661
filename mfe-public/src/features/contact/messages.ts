import { defineMessages } from '@rowad/shared/i18n';

/**
 * The contact page's details: placeholders (docs/product.md §2 "Contact page": the contact details are
 * placeholders), shown as written in both languages; the phone in international form so it dials
 * from abroad. The form's messages go to SUPPORT_EMAIL on the server, whatever this shows.
 */
export const CONTACT_DETAILS = {
  phone: '+970 2 222 0000',
  phoneHref: 'tel:+97022220000',
  email: 'support@rowad.ps',
} as const;

/** The contact page's texts, English and Arabic. */
export const contactCatalogues = {
  en: {
    lead: 'Questions about Rowad, your project or an event? Write to us and we will answer by e-mail.',
    formTitle: 'Send us a message',
    name: 'Full name',
    message: 'Message',
    submit: 'Send message',
    busy: 'Sending...',
    sent: 'Thank you! Your message has been sent. We will reply to you by e-mail.',
    failed: 'Your message could not be sent. Please try again later.',
    rateLimited: 'Too many messages from your connection. Please wait a few minutes and try again.',
    detailsTitle: 'Other ways to reach us',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    addressValue: 'Hebron, Palestine',
    honeypot: 'Leave this field empty',
  },
  ar: {
    lead: 'لديك سؤال عن رواد أو عن مشروعك أو عن فعالية؟ اكتب لنا وسنرد عليك بالبريد الإلكتروني.',
    formTitle: 'أرسل لنا رسالة',
    name: 'الاسم الكامل',
    message: 'الرسالة',
    submit: 'إرسال الرسالة',
    busy: 'جارٍ الإرسال...',
    sent: 'شكرًا لك! تم إرسال رسالتك. سنرد عليك بالبريد الإلكتروني.',
    failed: 'تعذّر إرسال رسالتك. يرجى المحاولة لاحقًا.',
    rateLimited: 'رسائل كثيرة من اتصالك. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
    detailsTitle: 'طرق أخرى للتواصل معنا',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    addressValue: 'الخليل، فلسطين',
    honeypot: 'اترك هذا الحقل فارغًا',
  },
};

export type ContactMessageKey = keyof typeof contactCatalogues.en;

export const useContactMessages = defineMessages<ContactMessageKey>(contactCatalogues);

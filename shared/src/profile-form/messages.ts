import { defineMessages } from '@rowad/shared/i18n';
import { textOf } from '@rowad/shared/schemas';

/**
 * The profile form's texts (the owner's and the investor's pages), the product's English (docs/product.md §8
 * "Profile") and Arabic, written once for both pages.
 */
const catalogues = {
  en: {
    loading: 'Loading your profile...',
    loadFailed: 'Failed to load your profile. Please try again later.',
    retry: 'Try again',
    firstName: 'First name',
    lastName: 'Last name',
    birthDate: 'Date of birth',
    address: 'Address',
    currentPassword: 'Current password',
    currentPasswordNeeded: textOf('password.currentNeeded', 'en'),
    emailChangeNote:
      'We will send a confirmation link to the new address. Your e-mail changes once you follow it.',
    pendingEmail: 'Waiting for confirmation:',
    pendingEmailHelp: 'Your e-mail changes once you follow the link we sent to this address.',
    submit: 'Update Profile',
    submitting: 'Updating...',
    updated: 'Profile updated successfully!',
    updateFailed: 'Failed to update profile. Please try again later.',
  },
  ar: {
    loading: 'جارٍ تحميل ملفك الشخصي...',
    loadFailed: 'تعذّر تحميل ملفك الشخصي. يرجى المحاولة لاحقًا.',
    retry: 'حاول مرة أخرى',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    birthDate: 'تاريخ الميلاد',
    address: 'العنوان',
    currentPassword: 'كلمة المرور الحالية',
    currentPasswordNeeded: textOf('password.currentNeeded', 'ar'),
    emailChangeNote: 'سنرسل رابط تأكيد إلى العنوان الجديد، ولن يتغيّر بريدك الإلكتروني إلا بعد فتحه.',
    pendingEmail: 'بانتظار التأكيد:',
    pendingEmailHelp: 'سيتغيّر بريدك الإلكتروني بعد فتح الرابط الذي أرسلناه إلى هذا العنوان.',
    submit: 'تحديث الملف الشخصي',
    submitting: 'جارٍ التحديث...',
    updated: 'تم تحديث الملف الشخصي بنجاح!',
    updateFailed: 'تعذّر تحديث الملف الشخصي. يرجى المحاولة لاحقًا.',
  },
};

export type ProfileFormMessageKey = keyof typeof catalogues.en;
export const useProfileFormMessages = defineMessages<ProfileFormMessageKey>(catalogues);

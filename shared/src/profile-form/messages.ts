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
    // Two-step sign-in (issue 28)
    mfaTitle: 'Two-step sign-in',
    mfaOff: 'Off. Turn it on to be asked for a code from an authenticator app after your password.',
    mfaOn: 'On since {date}. Recovery codes left: {count}.',
    mfaRequired: 'Admins always sign in with a code.',
    mfaTurnOn: 'Turn on',
    mfaTurningOn: 'Preparing...',
    mfaScan:
      'Scan this QR code with your authenticator app, or type the key below, then enter the code it shows.',
    mfaQr: 'QR code to scan with your authenticator app',
    mfaKey: 'Key',
    mfaCode: 'Code',
    mfaConfirm: 'Confirm',
    mfaChecking: 'Checking...',
    mfaCodesTitle: 'Your recovery codes',
    mfaCodesLead:
      'If you lose your phone, each of these codes signs you in once. They are shown only now: write them down or print them, and keep them somewhere safe.',
    mfaDone: 'I have kept them',
    mfaTurnOff: 'Turn off',
    mfaTurningOff: 'Turning off...',
    mfaFailed: 'Two-step sign-in could not be changed. Please try again later.',
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
    mfaTitle: 'تسجيل الدخول بخطوتين',
    mfaOff: 'غير مفعّل. فعّله ليُطلب منك رمز من تطبيق مصادقة بعد كلمة المرور.',
    mfaOn: 'مفعّل منذ {date}. رموز الاسترداد المتبقية: {count}.',
    mfaRequired: 'يسجّل المشرفون الدخول برمز دائمًا.',
    mfaTurnOn: 'تفعيل',
    mfaTurningOn: 'جارٍ التجهيز...',
    mfaScan: 'امسح رمز QR هذا بتطبيق المصادقة، أو اكتب المفتاح أدناه، ثم أدخل الرمز الذي يعرضه.',
    mfaQr: 'رمز QR للمسح بتطبيق المصادقة',
    mfaKey: 'المفتاح',
    mfaCode: 'الرمز',
    mfaConfirm: 'تأكيد',
    mfaChecking: 'جارٍ التحقق...',
    mfaCodesTitle: 'رموز الاسترداد',
    mfaCodesLead:
      'إذا فقدت هاتفك، فكل رمز من هذه الرموز يُدخلك مرة واحدة. لن تُعرض إلا الآن: اكتبها أو اطبعها واحفظها في مكان آمن.',
    mfaDone: 'احتفظت بها',
    mfaTurnOff: 'إيقاف',
    mfaTurningOff: 'جارٍ الإيقاف...',
    mfaFailed: 'تعذّر تغيير تسجيل الدخول بخطوتين. يرجى المحاولة لاحقًا.',
  },
};

export type ProfileFormMessageKey = keyof typeof catalogues.en;
export const useProfileFormMessages = defineMessages<ProfileFormMessageKey>(catalogues);

import { defineMessages } from '@rowad/shared/i18n';

/**
 * The owner's profile screen beyond the shared form (`@rowad/shared/profile-form` has its texts):
 * the photo (docs/product.md §8 "Profile") and the bio's label, in English and Arabic.
 */
const catalogues = {
  en: {
    // The photo
    changePhoto: 'Change photo',
    photoHint: 'JPEG, PNG, WebP, GIF or AVIF, up to {max} MB.',
    photoNotImage: 'This file is not a picture. Please choose a JPEG, PNG, WebP, GIF or AVIF image.',
    photoTooLarge: 'This picture is larger than {max} MB. Please choose a smaller one.',
    photoUploading: 'Uploading photo...',
    photoUpdated: 'Profile photo updated successfully!',
    photoFailed: 'Failed to update profile photo. Please try again later.',
    photoRetry: 'Try again',
    bio: 'Bio',
    // Hidden from the public (issue 31)
    hidden: 'Your public profile is hidden: people reported it, or an admin hid it. Only you see it.',
    hiddenReason: 'Reason: {reason}',
  },
  ar: {
    changePhoto: 'تغيير الصورة',
    photoHint: 'بصيغة JPEG أو PNG أو WebP أو GIF أو AVIF، بحجم لا يتجاوز {max} ميغابايت.',
    photoNotImage: 'هذا الملف ليس صورة. يرجى اختيار صورة بصيغة JPEG أو PNG أو WebP أو GIF أو AVIF.',
    photoTooLarge: 'حجم هذه الصورة أكبر من {max} ميغابايت. يرجى اختيار صورة أصغر.',
    photoUploading: 'جارٍ رفع الصورة...',
    photoUpdated: 'تم تحديث صورة الملف الشخصي بنجاح!',
    photoFailed: 'تعذّر تحديث صورة الملف الشخصي. يرجى المحاولة لاحقًا.',
    photoRetry: 'حاول مرة أخرى',
    bio: 'نبذة',
    hidden: 'ملفك العام مخفي: أبلغ عنه الناس أو أخفاه مدير. أنت وحدك تراه.',
    hiddenReason: 'السبب: {reason}',
  },
};

export const useMyProfileMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

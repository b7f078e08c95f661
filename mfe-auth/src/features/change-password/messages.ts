import { defineMessages } from '@rowad/shared/i18n';

const catalogues = {
  en: {
    changePasswordTitle: 'Change Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    submit: 'Submit',
    cancel: 'Cancel',
    submitting: 'Submitting...',
    ok: 'OK',
    successTitle: 'Success!',
    passwordChanged: 'Password changed successfully!',
    errorTitle: 'Error',
    changeFailed: 'Failed to change password.',
  },
  ar: {
    changePasswordTitle: 'تغيير كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
    submit: 'إرسال',
    cancel: 'إلغاء',
    submitting: 'جارٍ الإرسال...',
    ok: 'حسنًا',
    successTitle: 'تم بنجاح!',
    passwordChanged: 'تم تغيير كلمة المرور بنجاح!',
    errorTitle: 'خطأ',
    changeFailed: 'تعذّر تغيير كلمة المرور.',
  },
};

export const useChangePasswordMessages = defineMessages<keyof typeof catalogues.en>(catalogues);

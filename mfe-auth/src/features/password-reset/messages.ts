import { defineMessages } from '@rowad/shared/i18n';
import { textOf, useFormMessages } from '@rowad/shared/forms';
import { resetStepFailure } from './step-failure';

/**
 * The three password-reset screens' texts: the product's English words (docs/product.md), and Arabic. The failure texts are
 * keyed by their English words, as `resetStepFailure` (step-failure.ts) names them.
 */
const catalogues = {
  en: {
    forgotTitle: 'Forgot your password?',
    forgotLead: 'Enter the e-mail of your account and we will send you a 6-digit code.',
    send: 'Send Reset Code',
    sending: 'Sending...',
    needHelp: 'Need help?',
    backToSignIn: 'Back to sign in',
    codeTitle: 'Enter the code',
    codeLead: 'We sent a 6-digit code to {email}.',
    code: 'Verification code',
    verify: 'Verify Code',
    verifying: 'Verifying...',
    newCode: 'Send a new code',
    startOver: 'Start by asking for a reset code.',
    resetTitle: 'Set a new password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    passwordHint: 'Use 8 or more characters with a mix of letters, numbers & symbols',
    reset: 'Reset Password',
    resetting: 'Resetting...',
    'Invalid email address or user not found': 'Invalid email address or user not found',
    'Invalid or expired code': textOf('resetCode.invalidOrExpired', 'en'),
    'Invalid request. Please try again.': 'Invalid request. Please try again.',
    'An error occurred. Please try again later.': 'An error occurred. Please try again later.',
  },
  ar: {
    forgotTitle: 'هل نسيت كلمة المرور؟',
    forgotLead: 'أدخل البريد الإلكتروني لحسابك وسنرسل إليك رمزًا من 6 أرقام.',
    send: 'إرسال رمز إعادة التعيين',
    sending: 'جارٍ الإرسال...',
    needHelp: 'هل تحتاج إلى مساعدة؟',
    backToSignIn: 'العودة إلى تسجيل الدخول',
    codeTitle: 'أدخل الرمز',
    codeLead: 'أرسلنا رمزًا من 6 أرقام إلى {email}.',
    code: 'رمز التحقق',
    verify: 'تحقّق من الرمز',
    verifying: 'جارٍ التحقق...',
    newCode: 'إرسال رمز جديد',
    startOver: 'ابدأ بطلب رمز إعادة التعيين.',
    resetTitle: 'تعيين كلمة مرور جديدة',
    newPassword: 'كلمة المرور الجديدة',
    confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
    passwordHint: 'استخدم 8 أحرف أو أكثر تجمع بين الحروف والأرقام والرموز',
    reset: 'إعادة تعيين كلمة المرور',
    resetting: 'جارٍ إعادة التعيين...',
    'Invalid email address or user not found': 'البريد الإلكتروني غير صالح أو لا يوجد حساب به',
    'Invalid or expired code': textOf('resetCode.invalidOrExpired', 'ar'),
    'Invalid request. Please try again.': 'الطلب غير صالح. يرجى المحاولة مرة أخرى.',
    'An error occurred. Please try again later.': 'حدث خطأ. يرجى المحاولة لاحقًا.',
  },
};

export type PasswordResetMessageKey = keyof typeof catalogues.en;

export const usePasswordResetMessages = defineMessages<PasswordResetMessageKey>(catalogues);

/**
 * docs/product.md §8 for a reset step's failure, as the text to show: the step's own 400 text, else the
 * server's message (in Arabic when we know it), else 'An error occurred. Please try again later.'
 */
export function useStepFailure() {
  const t = usePasswordResetMessages();
  const shared = useFormMessages();
  return (error: unknown, badRequest: PasswordResetMessageKey): string => {
    const found = resetStepFailure(error, badRequest);
    return found.kind === 'known'
      ? t(found.key)
      : (shared.server(found) ?? t('An error occurred. Please try again later.'));
  };
}

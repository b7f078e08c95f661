import { defineMessages } from '@rowad/shared/i18n';
import { textOf } from '@rowad/shared/forms';

/** The login screen's texts: the product's English words (docs/product.md), and Arabic. */
export const loginCatalogues = {
  en: {
    title: 'Sign in',
    password: 'Password',
    submit: 'Log in',
    busy: 'Signing in...',
    agreement: 'By signing in you agree to the',
    terms: 'Terms of use',
    and: 'and',
    privacy: 'Privacy policy',
    otherIssue: 'Other issue with sign in',
    forgot: 'Forget your password',
    noAccount: 'New to Rowad?',
    register: 'Create an account',
    'Invalid email or password': textOf('login.invalidCredentials', 'en'),
    'Authentication error. Please try again.': 'Authentication error. Please try again.',
    'An error occurred during login. Please try again.': 'An error occurred during login. Please try again.',
    'activation.confirmed': 'Your account is activated. You can sign in now.',
    'activation.expired': 'This activation link has expired. Sign in and we will send you a new one.',
    'activation.invalid': 'This activation link is not valid or was already used.',
    'emailChange.confirmed': 'Your new e-mail address is confirmed. Sign in with it.',
    'emailChange.expired': 'This confirmation link has expired. Change your e-mail again from your profile.',
    'emailChange.invalid': 'This confirmation link is not valid or was already used.',
    'passwordReset.confirmed': 'Your password has been reset. Sign in with your new password.',
    'accountClosed.confirmed':
      'Your account was closed and your data removed. A confirmation is on its way to your e-mail.',
  },
  ar: {
    title: 'تسجيل الدخول',
    password: 'كلمة المرور',
    submit: 'دخول',
    busy: 'جارٍ تسجيل الدخول...',
    agreement: 'بتسجيل الدخول فإنك توافق على',
    terms: 'شروط الاستخدام',
    and: 'و',
    privacy: 'سياسة الخصوصية',
    otherIssue: 'مشكلة أخرى في تسجيل الدخول',
    forgot: 'نسيت كلمة المرور',
    noAccount: 'جديد في رواد؟',
    register: 'إنشاء حساب',
    'Invalid email or password': textOf('login.invalidCredentials', 'ar'),
    'Authentication error. Please try again.': 'خطأ في المصادقة. يرجى المحاولة مرة أخرى.',
    'An error occurred during login. Please try again.':
      'حدث خطأ أثناء تسجيل الدخول. يرجى المحاولة مرة أخرى.',
    'activation.confirmed': 'تم تفعيل حسابك. يمكنك تسجيل الدخول الآن.',
    'activation.expired': 'انتهت صلاحية رابط التفعيل. سجّل الدخول وسنرسل لك رابطًا جديدًا.',
    'activation.invalid': 'رابط التفعيل غير صالح أو استُخدم من قبل.',
    'emailChange.confirmed': 'تم تأكيد بريدك الإلكتروني الجديد. سجّل الدخول به.',
    'emailChange.expired': 'انتهت صلاحية رابط التأكيد. غيّر بريدك مرة أخرى من ملفك الشخصي.',
    'emailChange.invalid': 'رابط التأكيد غير صالح أو استُخدم من قبل.',
    'passwordReset.confirmed': 'تمت إعادة تعيين كلمة المرور. سجّل الدخول بكلمة المرور الجديدة.',
    'accountClosed.confirmed': 'تم إغلاق حسابك وإزالة بياناتك. ستصلك رسالة تأكيد على بريدك الإلكتروني.',
  },
};

export type LoginMessageKey = keyof typeof loginCatalogues.en;

export const useLoginMessages = defineMessages<LoginMessageKey>(loginCatalogues);

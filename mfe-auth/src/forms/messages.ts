import { serverErrorCode, serverFieldErrors, serverMessage } from '@rowad/shared/api-client';
import { defineMessages } from '@rowad/shared/i18n';
import type { ApiErrorCode } from '@rowad/shared/schemas';

/**
 * Texts every auth form shares: the show/hide toggle and every validation message the shared
 * schemas give these forms (SPEC section 5's words, plus our length limits), with their Arabic.
 */
const catalogues = {
  en: {
    show: 'Show',
    hide: 'Hide',
    email: 'Email',
    'First name is required': 'First name is required',
    'First name must be at most 100 characters': 'First name must be at most 100 characters',
    'Last name is required': 'Last name is required',
    'Last name must be at most 100 characters': 'Last name must be at most 100 characters',
    'Please enter a valid first name': 'Please enter a valid first name',
    'Please enter a valid last name': 'Please enter a valid last name',
    'Bio is required': 'Bio is required',
    'Bio must be at most 2000 characters': 'Bio must be at most 2000 characters',
    'Email is required': 'Email is required',
    'Please enter a valid email': 'Please enter a valid email',
    'Email must be at most 254 characters': 'Email must be at most 254 characters',
    'Password is required': 'Password is required',
    'Password must be at least 8 characters': 'Password must be at least 8 characters',
    'Password must be at most 128 characters': 'Password must be at most 128 characters',
    'Password confirmation is required': 'Password confirmation is required',
    'Passwords must match': 'Passwords must match',
    'Role is required': 'Role is required',
    'Role must be one of: owner, user, investor': 'Role must be one of: owner, user, investor',
    'Birth date is required': 'Birth date is required',
    'Please enter a valid date': 'Please enter a valid date',
    'Address is required': 'Address is required',
    'Please enter a valid address': 'Please enter a valid address',
    'Address must be at most 300 characters': 'Address must be at most 300 characters',
    'Code is required': 'Code is required',
    'Code must be exactly 6 digits': 'Code must be exactly 6 digits',
    // What the API's error codes mean on these screens (SPEC section 8 "the server's message").
    emailTaken: 'An account with this email already exists.',
    accountNotActivated:
      'Please activate your account first. We have sent a new activation link to your e-mail.',
    accountDisabled: 'This account has been disabled.',
    rateLimited: 'Too many attempts. Please try again later.',
    wrongCurrentPassword: 'The current password is incorrect.',
    passwordTooCommon: 'This password is too common. Please choose another.',
  },
  ar: {
    show: 'إظهار',
    hide: 'إخفاء',
    email: 'البريد الإلكتروني',
    'First name is required': 'الاسم الأول مطلوب',
    'First name must be at most 100 characters': 'يجب ألا يزيد الاسم الأول عن 100 حرف',
    'Last name is required': 'اسم العائلة مطلوب',
    'Last name must be at most 100 characters': 'يجب ألا يزيد اسم العائلة عن 100 حرف',
    'Please enter a valid first name': 'يرجى إدخال اسم أول صحيح',
    'Please enter a valid last name': 'يرجى إدخال اسم عائلة صحيح',
    'Bio is required': 'النبذة مطلوبة',
    'Bio must be at most 2000 characters': 'يجب ألا تزيد النبذة عن 2000 حرف',
    'Email is required': 'البريد الإلكتروني مطلوب',
    'Please enter a valid email': 'يرجى إدخال بريد إلكتروني صحيح',
    'Email must be at most 254 characters': 'يجب ألا يزيد البريد الإلكتروني عن 254 حرفًا',
    'Password is required': 'كلمة المرور مطلوبة',
    'Password must be at least 8 characters': 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
    'Password must be at most 128 characters': 'يجب ألا تزيد كلمة المرور عن 128 حرفًا',
    'Password confirmation is required': 'تأكيد كلمة المرور مطلوب',
    'Passwords must match': 'يجب أن تتطابق كلمتا المرور',
    'Role is required': 'نوع الحساب مطلوب',
    'Role must be one of: owner, user, investor': 'يجب أن يكون نوع الحساب: صاحب مشروع أو مستخدم أو مستثمر',
    'Birth date is required': 'تاريخ الميلاد مطلوب',
    'Please enter a valid date': 'يرجى إدخال تاريخ صحيح',
    'Address is required': 'العنوان مطلوب',
    'Please enter a valid address': 'يرجى إدخال عنوان صحيح',
    'Address must be at most 300 characters': 'يجب ألا يزيد العنوان عن 300 حرف',
    'Code is required': 'الرمز مطلوب',
    'Code must be exactly 6 digits': 'يجب أن يتكون الرمز من 6 أرقام بالضبط',
    emailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
    accountNotActivated: 'يرجى تفعيل حسابك أولًا. أرسلنا رابط تفعيل جديدًا إلى بريدك الإلكتروني.',
    accountDisabled: 'تم إيقاف هذا الحساب.',
    rateLimited: 'محاولات كثيرة. يرجى المحاولة لاحقًا.',
    wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة.',
    passwordTooCommon: 'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
  },
};

export type FormMessageKey = keyof typeof catalogues.en;

/** The API's error codes these screens put in their own words, in both languages. */
const SERVER_TEXTS = {
  EMAIL_TAKEN: 'emailTaken',
  ACCOUNT_NOT_ACTIVATED: 'accountNotActivated',
  ACCOUNT_DISABLED: 'accountDisabled',
  RATE_LIMITED: 'rateLimited',
  WRONG_CURRENT_PASSWORD: 'wrongCurrentPassword',
  PASSWORD_TOO_COMMON: 'passwordTooCommon',
} as const satisfies Partial<Record<ApiErrorCode, FormMessageKey>>;

function serverTextKey(code: ApiErrorCode | undefined): FormMessageKey | undefined {
  return code !== undefined && code in SERVER_TEXTS
    ? SERVER_TEXTS[code as keyof typeof SERVER_TEXTS]
    : undefined;
}

/**
 * A failed call as a form shows it: by the API's error code when these screens know it (in the
 * current language), else the server's message as it came (SPEC section 8), else undefined.
 */
export interface ServerFailure {
  code: ApiErrorCode | undefined;
  message: string | undefined;
}

export function serverFailureOf(error: unknown): ServerFailure {
  return { code: serverErrorCode(error), message: serverMessage(error) };
}

/**
 * The fields the server refused, each with what to show under it: for a code these screens know
 * (an e-mail already registered), that code's text; for a validation failure, the rule's message.
 */
export function serverFieldMessages(error: unknown): Record<string, string> {
  const key = serverTextKey(serverErrorCode(error));
  const fields = serverFieldErrors(error);
  return key ? Object.fromEntries(Object.keys(fields).map((field) => [field, key])) : fields;
}

const useCatalogue = defineMessages<FormMessageKey>(catalogues);

/**
 * The shared texts, plus `error(message)`: a field's message in the current language (a schema
 * rule's text, or a key from serverFieldMessages); one with no translation here (a new rule) shows
 * as it came rather than not at all. And `server(failure)`: a failed call's text, by its code.
 */
export function useFormMessages() {
  const t = useCatalogue();
  const error = (message: string | undefined): string | undefined =>
    message === undefined ? undefined : message in catalogues.en ? t(message as FormMessageKey) : message;
  const server = ({ code, message }: ServerFailure): string | undefined => {
    const key = serverTextKey(code);
    return key ? t(key) : message;
  };
  return { t, error, server };
}

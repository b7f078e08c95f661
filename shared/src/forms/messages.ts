import { serverErrorCode, serverFieldErrors, serverMessage } from '@rowad/shared/api-client';
import { defineMessages, useLanguageStore } from '@rowad/shared/i18n';
import { schemaMessageText, type ApiErrorCode } from '@rowad/shared/schemas';

/**
 * Texts every form shares (the show/hide toggle of a password, the e-mail label) and what the
 * API's error codes mean under a field or in a form's banner, with their Arabic. The validation
 * messages themselves live beside the schemas (`SCHEMA_MESSAGES` of @rowad/shared/schemas).
 */
const catalogues = {
  en: {
    show: 'Show',
    hide: 'Hide',
    email: 'Email',
    connectionFailed: 'The form could not be checked: the connection failed. Please try again.',
    // What the API's error codes mean in a form (SPEC section 8 "the server's message").
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
    connectionFailed: 'تعذّر التحقق من النموذج: انقطع الاتصال. يرجى المحاولة مرة أخرى.',
    emailTaken: 'يوجد حساب بهذا البريد الإلكتروني بالفعل.',
    accountNotActivated: 'يرجى تفعيل حسابك أولًا. أرسلنا رابط تفعيل جديدًا إلى بريدك الإلكتروني.',
    accountDisabled: 'تم إيقاف هذا الحساب.',
    rateLimited: 'محاولات كثيرة. يرجى المحاولة لاحقًا.',
    wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة.',
    passwordTooCommon: 'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
  },
};

export type FormMessageKey = keyof typeof catalogues.en;

/** The API's error codes a form puts in its own words, in both languages. */
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
 * A failed call as a form shows it: by the API's error code when forms know it (in the current
 * language), else the server's message as it came (SPEC section 8), else undefined.
 */
export interface ServerFailure {
  code: ApiErrorCode | undefined;
  message: string | undefined;
}

export function serverFailureOf(error: unknown): ServerFailure {
  return { code: serverErrorCode(error), message: serverMessage(error) };
}

/**
 * The fields the server refused, each with what to show under it: for a code forms know (an
 * e-mail already registered), that code's text key; for a validation failure, the server's message.
 */
export function serverFieldMessages(error: unknown): Record<string, string> {
  const key = serverTextKey(serverErrorCode(error));
  const fields = serverFieldErrors(error);
  return key ? Object.fromEntries(Object.keys(fields).map((field) => [field, key])) : fields;
}

const useCatalogue = defineMessages<FormMessageKey>(catalogues);

const isFormMessageKey = (message: string): message is FormMessageKey =>
  Object.hasOwn(catalogues.en, message);

/**
 * The shared texts, plus `error(message)`: a field's message in the current language (a schema
 * rule's code, or a key from serverFieldMessages); anything else (zod's own default message, a
 * server's sentence) shows as it came rather than not at all. And `server(failure)`: a failed
 * call's text, by its code.
 */
export function useFormMessages() {
  const t = useCatalogue();
  const language = useLanguageStore((state) => state.language);
  const error = (message: string | undefined): string | undefined => {
    if (message === undefined) return undefined;
    return isFormMessageKey(message) ? t(message) : schemaMessageText(message, language);
  };
  const server = ({ code, message }: ServerFailure): string | undefined => {
    const key = serverTextKey(code);
    return key ? t(key) : message;
  };
  return { t, error, server };
}

import { serverErrorCode, serverFieldErrors, serverMessage } from '@rowad/shared/api-client';
import { defineMessages, useLanguageStore } from '@rowad/shared/i18n';
import { schemaMessageText, type ApiErrorCode, type SchemaMessageCode } from '@rowad/shared/schemas';

/**
 * Texts every form shares (the show/hide toggle of a password, the e-mail label), with their
 * Arabic. The validation messages, and what the API's error codes mean under a field or in a
 * form's banner, live beside the schemas (`SCHEMA_MESSAGES` of @rowad/shared/schemas): the API
 * answers the same English.
 */
const catalogues = {
  en: {
    show: 'Show',
    hide: 'Hide',
    email: 'Email',
  },
  ar: {
    show: 'إظهار',
    hide: 'إخفاء',
    email: 'البريد الإلكتروني',
  },
};

export type FormMessageKey = keyof typeof catalogues.en;

/** The API's error codes a form puts in its own words, in both languages (docs/product.md §8 "the server's message"). */
const SERVER_TEXTS = {
  EMAIL_TAKEN: 'account.emailTaken',
  ACCOUNT_NOT_ACTIVATED: 'account.notActivated',
  ACCOUNT_DISABLED: 'account.disabled',
  RATE_LIMITED: 'request.rateLimited',
  WRONG_CURRENT_PASSWORD: 'password.wrongCurrent',
  PASSWORD_TOO_COMMON: 'password.tooCommon',
  LAST_ACTIVE_ADMIN: 'account.lastAdminCannotClose',
  INVALID_MFA_CODE: 'mfa.invalidCode',
  MFA_TOKEN_INVALID: 'mfa.tokenInvalid',
} as const satisfies Partial<Record<ApiErrorCode, SchemaMessageCode>>;

function serverTextKey(code: ApiErrorCode | undefined): SchemaMessageCode | undefined {
  return code !== undefined && code in SERVER_TEXTS
    ? SERVER_TEXTS[code as keyof typeof SERVER_TEXTS]
    : undefined;
}

/**
 * A failed call as a form shows it: by the API's error code when forms know it (in the current
 * language), else the server's message as it came (docs/product.md §8), else undefined.
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
 * e-mail already registered), that code's catalogue code; for a validation failure, the server's message.
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
    return key ? schemaMessageText(key, language) : message;
  };
  return { t, error, server };
}

import { isAxiosError } from 'axios';
// Relative, not `@rowad/shared/schemas`: the client reads codes without loading every schema.
import { isApiErrorCode, type ApiErrorCode } from '../schemas/api-error-codes';

/** The body of every 4xx and 5xx answer of the API (ARCHITECTURE "Errors"). */
export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  errors?: Record<string, string>;
}

/** The API's machine code for a failed call, when the API answered with one. */
export function serverErrorCode(error: unknown): ApiErrorCode | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  return isApiErrorCode(code) ? code : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The server's message, when it sent one: SPEC section 8 shows it before the generic fallbacks. */
export function serverMessage(error: unknown): string | undefined {
  if (!isAxiosError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data === 'object' && data !== null && typeof (data as ApiErrorBody).message === 'string') {
    return (data as ApiErrorBody).message || undefined;
  }
  return undefined;
}

/** The server's message for each field it rejected (a 400's validation, a 409's taken e-mail). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error)) return {};
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return {};
  const errors: unknown = (data as ApiErrorBody).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

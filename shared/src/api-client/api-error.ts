import type { ApiErrorCode } from '../schemas/api-error-codes';
import { toApiFailure } from './api-failure';

/** The body of every 4xx and 5xx answer of the API (docs/architecture.md "Errors"). */
export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  errors?: Record<string, string>;
}

// Shorthands over toApiFailure for the screens that read one thing of a failure.

/** The API's machine code for a failed call, when the API answered with one. */
export function serverErrorCode(error: unknown): ApiErrorCode | undefined {
  return toApiFailure(error).code;
}

export function errorStatus(error: unknown): number | undefined {
  return toApiFailure(error).status;
}

/** The server's message, when it sent one: docs/product.md §8 shows it before the generic fallbacks. */
export function serverMessage(error: unknown): string | undefined {
  return toApiFailure(error).serverMessage;
}

/** The server's message for each field it rejected (a 400's validation, a 409's taken e-mail). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return { ...toApiFailure(error).fieldErrors };
}

import type { ApiErrorCode } from '@rowad/shared/schemas';

export type { ApiErrorCode };

/** Field name -> message, as the forms show them next to each field. */
export type FieldErrors = Record<string, string>;

/**
 * An error a service throws on purpose: its status, machine code and message reach the client as
 * they are. Anything else that escapes a route becomes a 500 whose details stay in the log.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

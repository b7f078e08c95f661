// Relative, not `@rowad/shared/schemas`: the client reads codes without loading every schema.
import { isApiErrorCode, type ApiErrorCode } from '../schemas/api-error-codes';

/**
 * How a call failed: the API `answered` with an error status; no answer came (`network`: offline,
 * timeout); the answer did not have the declared shape (`malformed-answer`); the caller gave up
 * (`cancelled`); or something else was thrown (`unknown`).
 */
export type ApiFailureKind = 'answered' | 'network' | 'malformed-answer' | 'cancelled' | 'unknown';

/** A failed API call, as every screen reads it: by status and the API's machine code, never by its English. */
export class ApiFailure extends Error {
  override readonly name = 'ApiFailure';

  constructor(
    readonly kind: ApiFailureKind,
    readonly status: number | undefined,
    readonly code: ApiErrorCode | undefined,
    /** The server's own message, when it sent one (docs/product.md §8 shows it before the generic texts). */
    readonly serverMessage: string | undefined,
    /** The server's message for each field it refused (a 400's validation, a 409's taken e-mail). */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    options?: { cause?: unknown },
  ) {
    super(serverMessage ?? `API call failed (${kind}${status ? ` ${status}` : ''})`, options);
  }
}

interface AxiosLikeError {
  isAxiosError: true;
  code?: string;
  response?: { status: number; data: unknown };
}

// Duck-typed as axios does it itself: importing axios here would load it before the first call.
function isAxiosLike(error: unknown): error is AxiosLikeError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

function stringEntries(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The one mapper from whatever a call threw to an ApiFailure. */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (!isAxiosLike(error))
    return new ApiFailure('unknown', undefined, undefined, undefined, {}, { cause: error });
  const { response } = error;
  if (!response) {
    const kind = error.code === 'ERR_CANCELED' ? 'cancelled' : 'network';
    return new ApiFailure(kind, undefined, undefined, undefined, {}, { cause: error });
  }
  const body: Record<string, unknown> =
    typeof response.data === 'object' && response.data !== null
      ? (response.data as Record<string, unknown>)
      : {};
  const code = isApiErrorCode(body.code) ? body.code : undefined;
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  return new ApiFailure('answered', response.status, code, message, stringEntries(body.errors), {
    cause: error,
  });
}

import { errorStatus } from '@rowad/shared/api-client';
import { type ServerFailure, serverFailureOf } from '@rowad/shared/forms';

/** A failure to show: one of our own texts (translated), or the server's answer (by its code). */
type RequestFailure<K extends string> = { kind: 'known'; key: K } | ({ kind: 'server' } & ServerFailure);

const TRY_AGAIN_LATER = 'An error occurred. Please try again later.';

/**
 * docs/product.md §8 for the password-reset steps: a 400 has the step's own text; else the server's
 * message if present; else 'An error occurred. Please try again later.'
 */
export function resetStepFailure<K extends string>(
  error: unknown,
  badRequest: K,
): RequestFailure<K | typeof TRY_AGAIN_LATER> {
  if (errorStatus(error) === 400) return { kind: 'known', key: badRequest };
  const server = serverFailureOf(error);
  if (server.code || server.message) return { kind: 'server', ...server };
  return { kind: 'known', key: TRY_AGAIN_LATER };
}

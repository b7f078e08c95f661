import { errorStatus, toApiFailure } from '@rowad/shared/api-client';
import { type ServerFailure, serverFailureOf } from '@rowad/shared/forms';

export type LoginFailure =
  | {
      kind: 'known';
      key:
        | 'Invalid email or password'
        | 'Authentication error. Please try again.'
        | 'An error occurred during login. Please try again.';
    }
  | ({ kind: 'server' } & ServerFailure);

/** Thrown when the server answered but its token cannot be read. */
export class UnreadableTokenError extends Error {}

/**
 * docs/product.md §8 "Login", in its order: 401, the server's answer (by its error code, else its
 * message), an unreadable token, else generic.
 */
export function loginFailure(error: unknown): LoginFailure {
  const server = serverFailureOf(error);
  if (server.code === 'INVALID_CREDENTIALS' || errorStatus(error) === 401) {
    return { kind: 'known', key: 'Invalid email or password' };
  }
  if (server.code || server.message) return { kind: 'server', ...server };
  // An answer without a readable token, whether its shape or the token itself is wrong.
  if (error instanceof UnreadableTokenError || toApiFailure(error).kind === 'malformed-answer')
    return { kind: 'known', key: 'Authentication error. Please try again.' };
  return { kind: 'known', key: 'An error occurred during login. Please try again.' };
}

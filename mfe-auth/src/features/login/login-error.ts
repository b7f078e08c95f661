import { errorStatus, serverMessage } from '@rowad/shared/api-client';

export type LoginFailure =
  | {
      kind: 'known';
      key:
        | 'Invalid email or password'
        | 'Authentication error. Please try again.'
        | 'An error occurred during login. Please try again.';
    }
  | { kind: 'server'; message: string };

/** Thrown when the server answered but its token cannot be read. */
export class UnreadableTokenError extends Error {}

/** SPEC section 8 "Login", in its order: 401, the server's message, an unreadable token, else generic. */
export function loginFailure(error: unknown): LoginFailure {
  if (errorStatus(error) === 401) return { kind: 'known', key: 'Invalid email or password' };
  const message = serverMessage(error);
  if (message) return { kind: 'server', message };
  if (error instanceof UnreadableTokenError)
    return { kind: 'known', key: 'Authentication error. Please try again.' };
  return { kind: 'known', key: 'An error occurred during login. Please try again.' };
}

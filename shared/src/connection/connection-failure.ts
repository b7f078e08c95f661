import { toApiFailure } from '@rowad/shared/api-client';

/**
 * Whether a failure means the connection, not the server: an API call that got no answer at all
 * (offline, the signal gone, the 15 s timeout), or a piece of the app that could not be downloaded
 * (webpack's ChunkLoadError for a lazily loaded call or schema). A server that answered with an
 * error, and a call the page cancelled, are not.
 */
export function isConnectionFailure(error: unknown): boolean {
  // The API's calls wrap what they could not send (a chunk of the client that did not download
  // included) as the failure's cause.
  for (let cause = error, depth = 0; cause instanceof Error && depth < 3; cause = cause.cause, depth += 1) {
    if (cause.name === 'ChunkLoadError') return true;
  }
  return toApiFailure(error).kind === 'network';
}

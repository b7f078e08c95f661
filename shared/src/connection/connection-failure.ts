import { toApiFailure } from '@rowad/shared/api-client';

/**
 * Whether a failure means the connection, not the server: an API call that got no answer at all
 * (offline, the signal gone, the 15 s timeout), or a piece of the app that could not be downloaded
 * (webpack's ChunkLoadError for a lazily loaded call or schema). A server that answered with an
 * error, and a call the page cancelled, are not.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  return toApiFailure(error).kind === 'network';
}

import { toApiFailure } from '@rowad/shared/api-client';
import type { ImagesMessageKey } from './messages';

/**
 * Why an upload failed, said under SPEC's 'Failed to upload images.' when the API's code tells
 * something the owner can act on; null when it does not.
 */
export function uploadFailureReason(error: unknown): ImagesMessageKey | null {
  const failure = toApiFailure(error);
  if (failure.kind === 'network') return 'whyOffline';
  switch (failure.code) {
    case 'TOO_MANY_IMAGES':
      return 'whyTooMany';
    case 'IMAGE_UNREADABLE':
      return 'whyUnreadable';
    case 'IMAGE_DIMENSIONS_TOO_LARGE':
      return 'whyDimensions';
    case 'IMAGE_TOO_LARGE':
      return 'whyTooLarge';
    default:
      break;
  }
  if (failure.status === 429) return 'whyRateLimited';
  if (failure.status === 503) return 'whyBusy';
  return null;
}

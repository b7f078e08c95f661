import { toApiFailure } from '@rowad/shared/api-client';
import { IMAGE_MAX_BYTES, IMAGE_MEDIA_TYPES, IMAGES_PER_REQUEST } from '@rowad/shared/schemas';

/** Why a chosen file is not sent: not a picture the API decodes, too large, or no room left. */
export type RefusalReason = 'type' | 'size' | 'count';

export interface Refusal {
  name: string;
  reason: RefusalReason;
}

export interface CheckedFiles {
  accepted: File[];
  refused: Refusal[];
}

const MEDIA_TYPES: readonly string[] = IMAGE_MEDIA_TYPES;

/** The size limit in megabytes, as the messages say it (declared with the other rules). */
export { IMAGE_MAX_MEGABYTES } from '@rowad/shared/schemas';

/**
 * The browser's check of chosen files before anything is sent, by the API's own limits: the
 * picture formats it decodes, its size per file, and `room`, the images the project or bazaar
 * can still take. Files are taken in the order chosen; those past the room are refused.
 */
export function checkFiles(files: readonly File[], room: number): CheckedFiles {
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    if (!MEDIA_TYPES.includes(file.type)) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > IMAGE_MAX_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (accepted.length >= room) refused.push({ name: file.name, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** `items` cut into requests of at most `size` (the API's files per request). */
export function inBatches<T>(items: readonly T[], size: number = IMAGES_PER_REQUEST): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Why an upload failed, as a message key each app's texts hold. */
export type UploadFailureReason =
  | 'whyOffline'
  | 'whyTooMany'
  | 'whyUnreadable'
  | 'whyDimensions'
  | 'whyTooLarge'
  | 'whyRateLimited'
  | 'whyBusy'
  | 'whyStalled';

/**
 * Why an upload failed, said under 'Failed to upload images.' when the API's answer tells
 * something the user can act on; null when it does not.
 */
export function uploadFailureReason(error: unknown): UploadFailureReason | null {
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

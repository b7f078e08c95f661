import { toApiFailure } from '@rowad/shared/api-client';
import {
  EVENT_IMAGES_MAX,
  IMAGE_MAX_BYTES,
  IMAGE_MEDIA_TYPES,
  IMAGES_PER_REQUEST,
} from '@rowad/shared/schemas';
import type { EventsMessageKey } from './messages';

/** The images a bazaar may have, as the API counts them: the page refuses files before sending. */
export { EVENT_IMAGES_MAX };

export { IMAGE_MAX_MEGABYTES } from '@rowad/shared/schemas';

/** Why a chosen file is not sent: not a picture the API decodes, too large, or no room left. */
export interface Refusal {
  name: string;
  reason: 'refusedType' | 'refusedSize' | 'refusedCount';
}

const MEDIA_TYPES: readonly string[] = IMAGE_MEDIA_TYPES;

/**
 * The check of chosen files before anything is sent, by the API's own limits: its picture
 * formats, its size per file, and `room`, the images the bazaar can still take (in the order
 * chosen: those past the room are refused).
 */
export function checkFiles(files: readonly File[], room: number): { accepted: File[]; refused: Refusal[] } {
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  for (const file of files) {
    if (!MEDIA_TYPES.includes(file.type)) refused.push({ name: file.name, reason: 'refusedType' });
    else if (file.size > IMAGE_MAX_BYTES) refused.push({ name: file.name, reason: 'refusedSize' });
    else if (accepted.length >= room) refused.push({ name: file.name, reason: 'refusedCount' });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** `items` cut into requests of at most the API's files per request. */
export function inBatches<T>(items: readonly T[], size: number = IMAGES_PER_REQUEST): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

/** Why an upload failed, when the API's answer tells something the admin can act on. */
export function uploadFailureReason(error: unknown): EventsMessageKey | null {
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
      return failure.status === 429 ? 'whyRateLimited' : null;
  }
}

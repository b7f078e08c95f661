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

/**
 * The browser's check of chosen files before anything is sent, by the API's own limits: the
 * picture formats it decodes, its size per file, and `room`, the images the project can still
 * take. Files are taken in the order chosen; those past the room are refused.
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

export { IMAGE_MAX_MEGABYTES } from '@rowad/shared/schemas';

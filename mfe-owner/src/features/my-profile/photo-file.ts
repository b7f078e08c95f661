import { IMAGE_MAX_BYTES, IMAGE_MAX_MEGABYTES, IMAGE_MEDIA_TYPES } from '@rowad/shared/schemas';

/** Why a chosen file is not sent: not a picture the API decodes, or over its size limit. */
export type PhotoRefusal = 'notImage' | 'tooLarge';

/**
 * Checks a chosen file in the browser with the API's own limits, so nobody waits for an upload
 * the server would refuse. Browsers name every format the API takes by its extension, so a file
 * without a type is no picture of ours either.
 */
export function photoRefusal(file: Pick<File, 'type' | 'size'>): PhotoRefusal | null {
  if (!(IMAGE_MEDIA_TYPES as readonly string[]).includes(file.type)) return 'notImage';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The size limit in whole megabytes, for the message. */
export const PHOTO_MAX_MB = IMAGE_MAX_MEGABYTES;

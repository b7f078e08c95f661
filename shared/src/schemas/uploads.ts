/*
 * What an image upload may be, shared by the API (which enforces it) and the forms (which check
 * files before sending, so nobody waits for a 5 MB upload the server will refuse).
 */

/** Largest file the API takes, per file. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Files per upload request (the API's multipart limit). */
export const IMAGES_PER_REQUEST = 10;

/** The images one bazaar may have (the API answers TOO_MANY_IMAGES beyond). */
export const EVENT_IMAGES_MAX = 30;

/**
 * The picture formats the API decodes (it stores a fresh WebP of the pixels). HEIC is left out on
 * purpose: offered only these, a phone converts its HEIC photos to JPEG as it hands them over.
 */
export const IMAGE_MEDIA_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

/** The `accept` attribute of a file input for pictures. */
export const IMAGE_ACCEPT = IMAGE_MEDIA_TYPES.join(',');

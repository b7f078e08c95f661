import { open } from 'node:fs/promises';
import type Sharp from 'sharp';
import type { FormatEnum } from 'sharp';
import { LIMITS } from '../limits.js';

// sharp (libvips) costs about 30 MB of memory once loaded: it loads with the first picture, not
// with the server, so an instance that is not receiving pictures stays small (issue 16).
let sharpModule: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use. Its operation cache is off: every picture is new, so the cache only
 * held tens of megabytes of decoded pixels for nothing (issue 16).
 */
export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}
import { ApiError } from '../errors.js';
import { imageJobs } from './image-jobs.js';
import { sniffImageFormat } from './image-signature.js';

export interface ProcessImageOptions {
  /** Widths of the WebP variants to make; a variant is never wider than the picture itself. */
  widths: number[];
  maxInputBytes: number;
  /** Width times height of the decoded picture: bounds the memory a small file can claim. */
  maxPixels: number;
}

export interface ImageVariant {
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Of the picture as it is meant to be seen (EXIF orientation applied), before resizing. */
  width: number;
  height: number;
  /** Ascending by width; the last one is the largest. */
  variants: ImageVariant[];
}

/** Pictures of projects and events: responsive widths for cards, detail pages and galleries. */
export const GALLERY_IMAGE_LIMITS: ProcessImageOptions = {
  ...LIMITS.image,
  widths: [320, 640, 1280],
};

export const UNREADABLE_IMAGE =
  'The file is not an image we can read. Please upload a JPEG, PNG or WebP picture.';
export const IMAGE_DIMENSIONS_TOO_LARGE = 'The image dimensions are too large.';

const WEBP_QUALITY = 80;

/** A picture to process: its bytes, or the path of the temporary file an upload was streamed to. */
export type ImageSource = Buffer | string;

// Enough for every magic number sniffImageFormat knows, a HEIF file's brand list included.
const HEAD_BYTES = 4096;

/** The source's size and first bytes, without reading a whole file into memory. */
async function sizeAndHead(input: ImageSource): Promise<{ size: number; head: Buffer }> {
  if (Buffer.isBuffer(input)) return { size: input.length, head: input };
  const file = await open(input, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return { size, head: head.subarray(0, bytesRead) };
  } finally {
    await file.close();
  }
}

/**
 * Formats a browser shows and libvips decodes safely. Judged by the file's first bytes (before any
 * decoder runs) and then by the decoded content, never by the file name or the declared type,
 * which the client chooses. SVG (script, external references),
 * TIFF, PDF and the raw formats are left out on purpose. AVIF is reported as heif.
 */
const ACCEPTED_FORMATS: ReadonlySet<keyof FormatEnum> = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

const MEGABYTE = 1024 * 1024;

function megabytes(bytes: number): string {
  const value = bytes / MEGABYTE;
  // "5 MB", "1.5 MB"; a limit under 0.1 MB (tests) still shows as a number above zero.
  return String(value >= 0.1 ? Number(value.toFixed(1)) : Number(value.toPrecision(1)));
}

/** The 413 both the upload reader and the image processor answer with, so the client sees one sentence. */
export function imageTooLargeError(maxBytes: number): ApiError {
  return new ApiError(
    413,
    'IMAGE_TOO_LARGE',
    `The image is too large. The limit is ${megabytes(maxBytes)} MB.`,
  );
}

function variantWidths(widths: readonly number[], originalWidth: number): number[] {
  if (widths.length === 0 || widths.some((width) => !Number.isInteger(width) || width <= 0)) {
    throw new Error(`Invalid variant widths: ${widths.join(', ')}`);
  }
  // Never enlarged; the widest variant is the picture itself when it is narrower than every width asked.
  const largest = Math.min(originalWidth, Math.max(...widths));
  return [...new Set([...widths.filter((width) => width < largest), largest])].sort((a, b) => a - b);
}

function decodeError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : '';
  const refusal = /pixel limit/i.test(message)
    ? new ApiError(400, 'IMAGE_DIMENSIONS_TOO_LARGE', IMAGE_DIMENSIONS_TOO_LARGE)
    : new ApiError(400, 'IMAGE_UNREADABLE', UNREADABLE_IMAGE);
  // The decoder's own words stay in the log line of the rejected request, not in the answer.
  refusal.cause = error;
  return refusal;
}

/**
 * Decoding is the validation: whatever the file claims to be, only a picture libvips fully decodes
 * as an accepted format gets through. What is stored is a fresh WebP encoding of the pixels, so
 * nothing of the uploaded bytes (EXIF with GPS position, comments, trailing payloads) survives.
 */
export async function processImage(
  input: ImageSource,
  options: ProcessImageOptions,
): Promise<ProcessedImage> {
  const { size, head } = await sizeAndHead(input);
  if (size > options.maxInputBytes) throw imageTooLargeError(options.maxInputBytes);
  if (size === 0) throw new ApiError(400, 'IMAGE_UNREADABLE', UNREADABLE_IMAGE);
  // The magic number first: bytes of any other format never reach a libvips loader.
  const announced = sniffImageFormat(head);
  if (announced === undefined) throw new ApiError(400, 'IMAGE_UNREADABLE', UNREADABLE_IMAGE);
  // Bounded: a burst of uploads waits its turn (or gets 503) instead of taking every CPU.
  return imageJobs.run(() => decodeAndEncode(input, announced, options));
}

async function decodeAndEncode(
  input: ImageSource,
  announced: keyof FormatEnum,
  options: ProcessImageOptions,
): Promise<ProcessedImage> {
  const decoderOptions = {
    limitInputPixels: options.maxPixels,
    // Truncated or corrupt pixel data is refused rather than stored half grey; mere warnings pass.
    failOn: 'error',
    // Animated GIF and WebP keep their first frame only.
    animated: false,
    // Rotates by the EXIF orientation before anything else, then drops the tag with the rest.
    autoOrient: true,
  } as const;

  const sharp = await loadSharp();
  let width: number;
  let height: number;
  // The header alone: an unaccepted format or an oversized picture is refused before any decoding.
  try {
    const metadata = await sharp(input, decoderOptions).metadata();
    // The decoder must read the file as what its first bytes announced, not as something else.
    if (!ACCEPTED_FORMATS.has(metadata.format) || metadata.format !== announced) {
      throw new ApiError(400, 'IMAGE_UNREADABLE', UNREADABLE_IMAGE);
    }
    ({ width, height } = metadata.autoOrient);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw decodeError(error);
  }
  if (width * height > options.maxPixels)
    throw new ApiError(400, 'IMAGE_DIMENSIONS_TOO_LARGE', IMAGE_DIMENSIONS_TOO_LARGE);

  const widths = variantWidths(options.widths, width);
  const variants: ImageVariant[] = [];
  try {
    // One after the other: each pass decodes the whole picture, and a few 40-megapixel decodes at
    // once would hold hundreds of megabytes.
    for (const variantWidth of widths) {
      const data = await sharp(input, decoderOptions)
        .resize({ width: variantWidth, withoutEnlargement: true })
        // Without keepMetadata or withMetadata sharp writes no EXIF, XMP or ICC, and converts to sRGB.
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      variants.push({ width: variantWidth, data });
    }
  } catch (error) {
    throw decodeError(error);
  }
  return { width, height, variants };
}

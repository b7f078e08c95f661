/** The formats an upload may be, as sharp names them (AVIF and HEIC are both 'heif'). */
export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// ISO base media file brands of HEIF pictures: AVIF (AV1) and HEIC (HEVC) images and sequences.
const HEIF_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

/** The ftyp box's major and compatible brands, when the file starts with one. */
function heifBrand(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length);
  if (HEIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // After the major brand (8..12) and its version (12..16), the compatible brands, 4 bytes each.
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    if (HEIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/**
 * The format the file's first bytes (its magic number) announce, or undefined for anything else.
 * Checked before any decoder sees the bytes: libvips can read dozens of formats (SVG, PDF, TIFF,
 * raw camera files, ...) and each of its loaders is attack surface we do not need.
 */
export function sniffImageFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (heifBrand(bytes)) return 'heif';
  return undefined;
}

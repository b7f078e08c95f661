import sharp from 'sharp';
import { ServerBusyError } from '../http/server-busy.js';
import { LIMITS } from '../limits.js';
import { imageJobs } from './image-jobs.js';
import { sniffImageFormat } from './image-signature.js';
import { GALLERY_IMAGE_LIMITS, processImage, UNREADABLE_IMAGE } from './process-image.js';

const picture = () => sharp({ create: { width: 16, height: 12, channels: 3, background: '#c85028' } });

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect/></svg>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n');

describe('sniffImageFormat', () => {
  it.each([
    ['jpeg', () => picture().jpeg().toBuffer()],
    ['png', () => picture().png().toBuffer()],
    ['webp', () => picture().webp().toBuffer()],
    ['gif', () => picture().gif().toBuffer()],
    ['heif', () => picture().avif().toBuffer()],
  ] as const)('recognises %s by its first bytes', async (format, make) => {
    expect(sniffImageFormat(await make())).toBe(format);
  });

  it('recognises nothing else: TIFF, SVG, PDF, text, truncated headers', async () => {
    const tiff = await picture().tiff().toBuffer();
    const png = await picture().png().toBuffer();
    for (const bytes of [tiff, SVG, PDF, Buffer.from('hello'), Buffer.alloc(0), png.subarray(0, 4)]) {
      expect(sniffImageFormat(bytes)).toBeUndefined();
    }
  });
});

describe('processImage', () => {
  it('refuses bytes of another format before they reach the decoder (no decode slot taken)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { concurrent, queued } = LIMITS.imageJobs;
    const fillers = Array.from({ length: concurrent + queued }, () => imageJobs.run(() => held));
    try {
      // With every slot and queue place taken, anything handed to the decoder would be a 503.
      await expect(
        processImage(await picture().png().toBuffer(), GALLERY_IMAGE_LIMITS),
      ).rejects.toBeInstanceOf(ServerBusyError);
      for (const bytes of [SVG, PDF, await picture().tiff().toBuffer()]) {
        await expect(processImage(bytes, GALLERY_IMAGE_LIMITS)).rejects.toMatchObject({
          statusCode: 400,
          message: UNREADABLE_IMAGE,
        });
      }
    } finally {
      release();
      await Promise.all(fillers);
    }
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { ApiError } from '../errors.js';
import { processImage, type ProcessImageOptions } from './process-image.js';

const OPTIONS: ProcessImageOptions = {
  widths: [128, 256, 512],
  maxInputBytes: 5 * 1024 * 1024,
  maxPixels: 40_000_000,
};

const RED = { r: 220, g: 20, b: 20 };
const BLUE = { r: 20, g: 20, b: 220 };

/** A picture whose left half is red and right half blue, so a rotation shows in its pixels. */
async function twoColourJpeg(width: number, height: number): Promise<Sharp> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: BLUE } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: RED } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .jpeg();
}

async function solid(width: number, height: number): Promise<Sharp> {
  return sharp({ create: { width, height, channels: 3, background: RED } });
}

async function colourAt(image: Buffer, left: number, top: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const offset = (top * info.width + left) * info.channels;
  return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
}

/** A PNG that is only a header claiming width x height, plus one empty data chunk. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(0))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function refusalOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected processImage to refuse the input');
}

const UNREADABLE = 'The file is not an image we can read. Please upload a JPEG, PNG or WebP picture.';

describe('processImage', () => {
  describe('a phone photo: 2000x1000 JPEG, EXIF orientation 6, a comment and a GPS position', () => {
    let photo: Buffer;
    beforeAll(async () => {
      photo = await (
        await twoColourJpeg(2000, 1000)
      )
        .withMetadata({ orientation: 6 })
        .withExifMerge({
          IFD0: { ImageDescription: 'SECRET-COMMENT at home', Artist: 'Amal' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '31/1 32/1 0/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '35/1 6/1 0/1',
          },
        })
        .toBuffer();
      // The fixture really carries what the processing must remove.
      const input = await sharp(photo).metadata();
      expect(input.orientation).toBe(6);
      expect(input.exif?.toString('latin1')).toContain('SECRET-COMMENT');
    });

    it('reports the upright dimensions and makes a WebP at each width', async () => {
      const processed = await processImage(photo, OPTIONS);

      expect({ width: processed.width, height: processed.height }).toEqual({ width: 1000, height: 2000 });
      expect(processed.variants.map((variant) => variant.width)).toEqual([128, 256, 512]);
      for (const variant of processed.variants) {
        const metadata = await sharp(variant.data).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(variant.width);
        expect(metadata.height).toBe(variant.width * 2);
      }
    });

    it('turns the pixels upright: the left (red) half of the sensor image ends on top', async () => {
      const { variants } = await processImage(photo, OPTIONS);
      const largest = variants.at(-1)!.data;

      const top = await colourAt(largest, 256, 100);
      const bottom = await colourAt(largest, 256, 923);
      expect(top.r).toBeGreaterThan(180);
      expect(top.b).toBeLessThan(60);
      expect(bottom.b).toBeGreaterThan(180);
      expect(bottom.r).toBeLessThan(60);
    });

    it('keeps no metadata: no EXIF, no orientation tag, no ICC, no XMP, not a byte of the comment', async () => {
      const { variants } = await processImage(photo, OPTIONS);

      for (const { data } of variants) {
        const metadata = await sharp(data).metadata();
        expect(metadata.exif).toBeUndefined();
        expect(metadata.orientation).toBeUndefined();
        expect(metadata.icc).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(data.toString('latin1')).not.toContain('SECRET-COMMENT');
        expect(data.toString('latin1')).not.toContain('Amal');
      }
    });
  });

  it('never enlarges: a 300 px picture gets 128, 256 and itself', async () => {
    const picture = await (await solid(300, 200)).png().toBuffer();

    const processed = await processImage(picture, OPTIONS);

    expect(processed.variants.map((variant) => variant.width)).toEqual([128, 256, 300]);
    expect((await sharp(processed.variants.at(-1)!.data).metadata()).width).toBe(300);
  });

  it('makes one variant at its own width from a picture narrower than every width', async () => {
    const picture = await (await solid(90, 60)).webp().toBuffer();

    const processed = await processImage(picture, OPTIONS);

    expect(processed.variants.map((variant) => variant.width)).toEqual([90]);
    expect(await sharp(processed.variants[0]!.data).metadata()).toMatchObject({ width: 90, height: 60 });
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frames = Buffer.concat([Buffer.alloc(40 * 30 * 3, 200), Buffer.alloc(40 * 30 * 3, 30)]);
    const gif = await sharp(frames, { raw: { width: 40, height: 60, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const processed = await processImage(gif, OPTIONS);

    expect({ width: processed.width, height: processed.height }).toEqual({ width: 40, height: 30 });
    const output = await sharp(processed.variants[0]!.data).metadata();
    expect(output.pages ?? 1).toBe(1);
    expect(output.height).toBe(30);
  });

  it.each([
    ['PNG', (image: Sharp) => image.png()],
    ['AVIF', (image: Sharp) => image.avif()],
  ])('accepts a %s picture', async (_format, encode) => {
    const picture = await encode(await solid(64, 32)).toBuffer();

    const processed = await processImage(picture, OPTIONS);

    expect((await sharp(processed.variants[0]!.data).metadata()).format).toBe('webp');
  });

  describe('from the file an upload was streamed to (issue 28 Low 4)', () => {
    let folder: string;
    beforeEach(async () => {
      folder = await mkdtemp(path.join(tmpdir(), 'rowad-process-image-'));
    });
    afterEach(() => rm(folder, { recursive: true, force: true }));

    const saved = async (name: string, data: Buffer) => {
      const file = path.join(folder, name);
      await writeFile(file, data);
      return file;
    };

    it('makes the same variants as from the bytes', async () => {
      const picture = await (await twoColourJpeg(400, 300)).toBuffer();

      const fromFile = await processImage(await saved('0', picture), OPTIONS);
      const fromBytes = await processImage(picture, OPTIONS);

      expect(fromFile.variants.map((variant) => variant.width)).toEqual([128, 256, 400]);
      expect(fromFile.variants.map((variant) => variant.data)).toEqual(
        fromBytes.variants.map((variant) => variant.data),
      );
    });

    it('refuses a file of another format, an empty one and one over the limit as it refuses bytes', async () => {
      const text = await refusalOf(processImage(await saved('1', Buffer.from('<svg/>')), OPTIONS));
      const empty = await refusalOf(processImage(await saved('2', Buffer.alloc(0)), OPTIONS));
      const large = await refusalOf(
        processImage(await saved('3', Buffer.alloc(1025)), { ...OPTIONS, maxInputBytes: 1024 }),
      );

      expect([text.statusCode, text.message]).toEqual([400, UNREADABLE]);
      expect([empty.statusCode, empty.message]).toEqual([400, UNREADABLE]);
      expect(large.statusCode).toBe(413);
    });
  });

  it('refuses a text file, whatever it is called, with 400', async () => {
    const refusal = await refusalOf(
      processImage(Buffer.from('Just some notes, saved as photo.jpg\n'), OPTIONS),
    );

    expect(refusal.statusCode).toBe(400);
    expect(refusal.message).toBe(UNREADABLE);
  });

  it.each([
    [
      'an SVG (it can carry script)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
    ['a TIFF', async () => (await solid(10, 10)).tiff().toBuffer()],
    ['an empty file', () => Buffer.alloc(0)],
  ])('refuses %s with 400', async (_name, make) => {
    const refusal = await refusalOf(processImage(await make(), OPTIONS));

    expect(refusal.statusCode).toBe(400);
    expect(refusal.message).toBe(UNREADABLE);
  });

  it('refuses a truncated JPEG rather than storing half a picture', async () => {
    const photo = await (await twoColourJpeg(400, 300)).toBuffer();

    const refusal = await refusalOf(processImage(photo.subarray(0, Math.floor(photo.length / 2)), OPTIONS));

    expect(refusal.statusCode).toBe(400);
    expect(refusal.message).toBe(UNREADABLE);
  });

  it('refuses more bytes than the limit with 413, naming the limit in MB', async () => {
    const refusal = await refusalOf(
      processImage(Buffer.alloc(5 * 1024 * 1024 + 1), { ...OPTIONS, maxInputBytes: 5 * 1024 * 1024 }),
    );

    expect(refusal.statusCode).toBe(413);
    expect(refusal.message).toBe('The image is too large. The limit is 5 MB.');
  });

  it('refuses a small file claiming 30000x30000 pixels before decoding it', async () => {
    const bomb = pngHeaderOnly(30_000, 30_000);
    expect(bomb.length).toBeLessThan(100);

    const refusal = await refusalOf(processImage(bomb, OPTIONS));

    expect(refusal.statusCode).toBe(400);
    expect(refusal.message).toBe('The image dimensions are too large.');
  });

  it('refuses a real picture over the pixel limit', async () => {
    const picture = await (await solid(1200, 1000)).png().toBuffer();

    const refusal = await refusalOf(processImage(picture, { ...OPTIONS, maxPixels: 1_000_000 }));

    expect(refusal.statusCode).toBe(400);
    expect(refusal.message).toBe('The image dimensions are too large.');
  });
});

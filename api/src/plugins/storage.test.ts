import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { processImage, type ProcessedImage } from '../images/process-image.js';
import errorHandler from './error-handler.js';
import storage from './storage.js';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-UPLOADS';

let dataDir: string;
let app: FastifyInstance;
let photo: ProcessedImage;

beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
  photo = await processImage(jpeg, {
    widths: [128, 512],
    maxInputBytes: 5 * 1024 * 1024,
    maxPixels: 40_000_000,
  });
});

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rowad-storage-'));
  app = Fastify();
  await app.register(errorHandler);
  await app.register(storage, { dataDir });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('storage.saveImage', () => {
  it('writes each variant under a random name of its own, never a name from the client', async () => {
    const stored = await app.storage.saveImage(photo, 'owner-photos');

    const id = stored.key.split('/')[1]!;
    expect(stored.key).toMatch(/^owner-photos\/[0-9a-f]{32}$/);
    expect(stored.url).toBe(`/uploads/owner-photos/${id}-512.webp`);
    expect(stored.variants).toEqual([
      { width: 128, url: `/uploads/owner-photos/${id}-128.webp` },
      { width: 512, url: `/uploads/owner-photos/${id}-512.webp` },
    ]);
    const folder = path.join(dataDir, 'uploads', 'owner-photos');
    expect((await readdir(folder)).sort()).toEqual([`${id}-128.webp`, `${id}-512.webp`]);
    expect(await readFile(path.join(folder, `${id}-512.webp`))).toEqual(photo.variants[1]!.data);
  });

  it('gives every saved image a new id, even for the same picture', async () => {
    const first = await app.storage.saveImage(photo, 'owner-photos');
    const second = await app.storage.saveImage(photo, 'owner-photos');

    expect(second.key).not.toBe(first.key);
    expect(await readdir(path.join(dataDir, 'uploads', 'owner-photos'))).toHaveLength(4);
  });

  it.each(['../outside', 'Owner-Photos', 'owner/photos', ''])(
    'refuses the folder "%s" and writes nothing',
    async (folder) => {
      await expect(app.storage.saveImage(photo, folder)).rejects.toThrow(/Invalid upload folder/);

      expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([]);
      expect(await readdir(dataDir)).toEqual(['uploads']);
    },
  );
});

describe('GET /uploads/*', () => {
  it('serves a saved image as WebP, cached for a year as immutable, with nosniff', async () => {
    const stored = await app.storage.saveImage(photo, 'owner-photos');

    const response = await app.inject({ method: 'GET', url: stored.url });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(photo.variants[1]!.data);
  });

  it('answers a missing image with the JSON 404, without caching it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/uploads/owner-photos/0123456789abcdef0123456789abcdef-512.webp',
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each(['/uploads/', '/uploads/owner-photos/', '/uploads/owner-photos'])(
    'lists no folder at %s',
    async (url) => {
      await app.storage.saveImage(photo, 'owner-photos');

      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/[0-9a-f]{32}/);
    },
  );

  describe('outside the images it saved', () => {
    beforeEach(async () => {
      await writeFile(path.join(dataDir, 'config'), SECRET);
      await writeFile(path.join(dataDir, 'uploads', 'notes.txt'), SECRET);
      await writeFile(path.join(dataDir, 'uploads', '.env'), SECRET);
    });

    it.each([
      '/uploads/../config',
      '/uploads/%2e%2e/config',
      '/uploads/%2E%2E%2Fconfig',
      '/uploads/owner-photos/..%2f..%2fconfig',
      '/uploads/..%5cconfig',
      '/uploads/notes.txt',
      '/uploads/.env',
    ])('serves nothing at %s', async (url) => {
      const response = await app.inject({ method: 'GET', url });

      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).not.toContain(SECRET);
    });
  });
});

describe('storage.delete', () => {
  it('removes every variant of the image and leaves the others', async () => {
    const doomed = await app.storage.saveImage(photo, 'owner-photos');
    const kept = await app.storage.saveImage(photo, 'owner-photos');

    await app.storage.delete(doomed.key);

    const keptId = kept.key.split('/')[1]!;
    expect((await readdir(path.join(dataDir, 'uploads', 'owner-photos'))).sort()).toEqual([
      `${keptId}-128.webp`,
      `${keptId}-512.webp`,
    ]);
    expect((await app.inject({ method: 'GET', url: doomed.url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
  });

  it('accepts an image that is already gone, or a folder never written', async () => {
    const stored = await app.storage.saveImage(photo, 'owner-photos');
    await app.storage.delete(stored.key);

    await expect(app.storage.delete(stored.key)).resolves.toBeUndefined();
    await expect(
      app.storage.delete('project-images/0123456789abcdef0123456789abcdef'),
    ).resolves.toBeUndefined();
  });

  it.each(['owner-photos/../../config', 'owner-photos', '../x/0123456789abcdef0123456789abcdef'])(
    'refuses the malformed key "%s" and deletes nothing',
    async (key) => {
      await writeFile(path.join(dataDir, 'config'), SECRET);

      await expect(app.storage.delete(key)).rejects.toThrow(/Invalid image key/);
      expect(existsSync(path.join(dataDir, 'config'))).toBe(true);
    },
  );
});

import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildMultipart, type FieldPart, type FilePart } from '../test-support/multipart-body.js';
import errorHandler from './error-handler.js';
import multipart, { readImageParts } from './multipart.js';

const MB = 1024 * 1024;
const LIMITS = { maxFileBytes: 1 * MB, maxFiles: 3 };

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let app: FastifyInstance;

beforeEach(async () => {
  app = Fastify();
  await app.register(errorHandler);
  await app.register(multipart, LIMITS);
  // Answers with a fingerprint of each file read, so a test sees exactly what the route received.
  app.post('/api/test/upload', async (request) => {
    const images = await readImageParts(request, 'image');
    return { files: images.map((image) => ({ bytes: image.length, sha256: sha256(image) })) };
  });
});

afterEach(() => app.close());

function upload(parts: ReadonlyArray<FilePart | FieldPart>) {
  const { body, contentType } = buildMultipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/test/upload',
    headers: { 'content-type': contentType },
    payload: body,
  });
}

const image = (data: Buffer, name = 'image'): FilePart => ({
  name,
  filename: 'photo.jpg',
  contentType: 'image/jpeg',
  data,
});

describe('readImageParts', () => {
  it('reads the named file field into memory, byte for byte', async () => {
    const data = Buffer.from('pretend these are JPEG bytes \u0000\u00ff\r\n--not-a-boundary');

    const response = await upload([image(data)]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ files: [{ bytes: data.length, sha256: sha256(data) }] });
  });

  it('reads several files of the field in order, and skips other files and text fields', async () => {
    const first = Buffer.alloc(300, 1);
    const second = Buffer.alloc(500, 2);

    const response = await upload([
      { name: 'caption', value: 'Our workshop' },
      image(Buffer.alloc(200, 9), 'thumbnail'),
      image(first),
      image(second),
    ]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      files: [
        { bytes: 300, sha256: sha256(first) },
        { bytes: 500, sha256: sha256(second) },
      ],
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const response = await upload([image(Buffer.alloc(LIMITS.maxFileBytes, 7))]);

    expect(response.statusCode).toBe(200);
    expect(response.json().files[0].bytes).toBe(LIMITS.maxFileBytes);
  });

  it('answers a file over the limit with 413, naming the limit', async () => {
    const response = await upload([image(Buffer.alloc(LIMITS.maxFileBytes + 1, 7))]);

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'IMAGE_TOO_LARGE',
      message: 'The image is too large. The limit is 1 MB.',
    });
  });

  it('answers more files than allowed with 400', async () => {
    const response = await upload([1, 2, 3, 4].map((n) => image(Buffer.alloc(100, n))));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'TOO_MANY_FILES',
      message: 'Too many files. Upload at most 3 at a time.',
    });
  });

  it('answers a form without the file field with 400', async () => {
    const response = await upload([
      { name: 'caption', value: 'forgot the picture' },
      image(Buffer.alloc(10), 'other'),
    ]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'NO_IMAGE', message: 'Choose an image to upload.' });
  });

  it('answers a browser form with no file chosen (an empty, nameless file part) with 400', async () => {
    const response = await upload([
      { name: 'image', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'NO_IMAGE', message: 'Choose an image to upload.' });
  });

  it('answers a JSON body with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: { image: 'data:...' },
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      code: 'NOT_MULTIPART',
      message: 'Send the image as multipart/form-data.',
    });
  });

  it('answers a body cut off in the middle of a file with 400', async () => {
    const { body, contentType } = buildMultipart([image(Buffer.alloc(5_000, 3))]);

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { 'content-type': contentType },
      payload: body.subarray(0, 2_000),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MALFORMED_BODY',
      message: 'The upload could not be read. Please try again.',
    });
  });

  it('answers multipart without a boundary with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MALFORMED_BODY',
      message: 'The upload could not be read. Please try again.',
    });
  });

  it('answers a form stuffed with text fields with 400', async () => {
    const fields = Array.from({ length: 11 }, (_, n): FieldPart => ({ name: `field${n}`, value: 'x' }));

    const response = await upload([...fields, image(Buffer.alloc(10, 1))]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'MALFORMED_BODY',
      message: 'The upload has too many form fields.',
    });
  });
});

import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildMultipart, type FieldPart, type FilePart } from '../test-support/multipart-body.js';
import { imageJobs } from '../images/image-jobs.js';
import { LIMITS as QUEUE_LIMITS } from '../limits.js';
import errorHandler from './error-handler.js';
import multipart, { withImageParts } from './multipart.js';

const MB = 1024 * 1024;
const LIMITS = { maxFileBytes: 1 * MB, maxFiles: 3 };

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let app: FastifyInstance;
/** The folder the uploads are streamed to, one per test. */
let uploads: string;

/** What is left in the uploads folder: nothing once an upload is answered. */
const leftOver = () => readdirSync(uploads);

beforeEach(async () => {
  uploads = mkdtempSync(path.join(tmpdir(), 'rowad-multipart-test-'));
  app = Fastify();
  await app.register(errorHandler);
  await app.register(multipart, { ...LIMITS, tmpDir: uploads });
  // Answers with a fingerprint of each file read, and where it was, so a test sees exactly what
  // the route received.
  app.post('/api/test/upload', async (request) =>
    withImageParts(request, 'image', async (files) => ({
      files: await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          return { bytes: data.length, sha256: sha256(data), streamedTo: path.relative(uploads, file) };
        }),
      ),
    })),
  );
  app.post('/api/test/failing-upload', async (request) =>
    withImageParts(request, 'image', () => Promise.reject(new Error('the work failed'))),
  );
});

afterEach(async () => {
  await app.close();
  rmSync(uploads, { recursive: true, force: true });
});

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

describe('withImageParts', () => {
  it('streams the named file field to a temporary file, byte for byte, removed once answered', async () => {
    const data = Buffer.from('pretend these are JPEG bytes \u0000\u00ff\r\n--not-a-boundary');

    const response = await upload([image(data)]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      files: [
        {
          bytes: data.length,
          sha256: sha256(data),
          streamedTo: expect.stringMatching(/^rowad-upload-\w+\/0$/),
        },
      ],
    });
    expect(leftOver()).toEqual([]);
  });

  it('removes the temporary files when the work on them fails', async () => {
    const { body, contentType } = buildMultipart([image(Buffer.alloc(300, 1)), image(Buffer.alloc(300, 2))]);

    const response = await app.inject({
      method: 'POST',
      url: '/api/test/failing-upload',
      headers: { 'content-type': contentType },
      payload: body,
    });

    expect(response.statusCode).toBe(500);
    expect(leftOver()).toEqual([]);
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
        { bytes: 300, sha256: sha256(first), streamedTo: expect.stringMatching(/\/0$/) },
        { bytes: 500, sha256: sha256(second), streamedTo: expect.stringMatching(/\/1$/) },
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
    expect(leftOver()).toEqual([]);
  });

  it('answers more files than allowed with 400', async () => {
    const response = await upload([1, 2, 3, 4].map((n) => image(Buffer.alloc(100, n))));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'TOO_MANY_FILES',
      message: 'Too many files. Upload at most 3 at a time.',
    });
    expect(leftOver()).toEqual([]);
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
    expect(leftOver()).toEqual([]);
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

/** Polls `check` until it holds: what the server does after a client went away has no answer to wait for. */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await sleep(10);
}

describe('an upload the client abandons (issue 28 Low 4)', () => {
  it('removes what was streamed so far', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { body, contentType } = buildMultipart([image(Buffer.alloc(LIMITS.maxFileBytes, 5))]);
    const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
    socket.write(
      `POST /api/test/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length / 2));
    // The request's folder exists once the file part is being written.
    await until(() => leftOver().length === 1);
    socket.destroy();
    await until(() => leftOver().length === 0);
    expect(leftOver()).toEqual([]);
  });
});

describe('an upload while the image queue is full (issue 28 Low 4)', () => {
  /** Sends the request's head and the start of its body over a socket, and answers what comes back. */
  function sendHalfAnUpload(port: number): Promise<string> {
    const { body, contentType } = buildMultipart([image(Buffer.alloc(5 * MB, 7))]);
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/test/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
            `Content-Length: ${body.length}\r\n\r\n`,
        );
        // The rest of the body is never sent: only an answer given before reading it arrives.
        socket.write(body.subarray(0, 64 * 1024));
      });
      let answer = '';
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1');
        if (answer.includes('\r\n\r\n') && answer.includes('}')) {
          socket.destroy();
          resolve(answer);
        }
      });
      socket.on('error', reject);
    });
  }

  it('answers 503 with Retry-After before the body is read', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { concurrent, queued, retryAfterSeconds } = QUEUE_LIMITS.imageJobs;
    const fillers = Array.from({ length: concurrent + queued }, () => imageJobs.run(() => held));
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const answer = await sendHalfAnUpload((app.server.address() as AddressInfo).port);
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toMatch(new RegExp(`\\r\\nretry-after: ${retryAfterSeconds}\\r\\n`, 'i'));
      expect(answer).toContain('The server is busy processing images. Please try again in a few seconds.');
      expect(leftOver()).toEqual([]);
    } finally {
      release();
      await Promise.all(fillers);
    }
  });
});

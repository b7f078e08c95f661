import { existsSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { sweepOrphanUploads } from '../images/orphan-sweep.js';
import { bearer, logIn, signUp } from '../test-support/accounts.js';
import { buildMultipart } from '../test-support/multipart-body.js';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { startSmtpListener, type SmtpListener } from '../test-support/smtp-listener.js';
import { buildTestApp } from '../test-support/test-app.js';

// Pictures in an S3-compatible bucket (docs/operations.md, "Object storage"): every variant of
// every kind of picture goes to the bucket through the real routes, the browser keeps its
// /uploads/ URLs, and nothing lands under DATA_DIR/uploads.

const ADMIN = { ADMIN_EMAIL: 'admin@rowad.ps', ADMIN_PASSWORD: 'admin-pass-1234' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

let smtp: SmtpListener;
let s3: TestS3Server;
let app: FastifyInstance;
let adminToken: string;
let owner: { token: string; id: number };

beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());

beforeEach(async () => {
  s3 = await startS3Server();
  app = await buildTestApp({ ...ADMIN, ...s3.env, SMTP_URL: smtp.url });
  adminToken = await logIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  owner = await signUp(app, smtp, { role: 'owner' });
});
afterEach(async () => {
  await app.close();
  await s3.close();
});

async function png(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .png()
    .toBuffer();
}

async function upload(url: string, field: string, token: string, count = 1) {
  const files = await Promise.all(Array.from({ length: count }, () => png()));
  const { body, contentType } = buildMultipart(
    files.map((data, n) => ({ name: field, filename: `photo-${n}.png`, contentType: 'image/png', data })),
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

async function createProject(): Promise<number> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/my-projects',
    headers: bearer(owner.token),
    payload: {
      name: 'Hebron Glass',
      description: 'Blown glass.',
      city: 'Hebron',
      street: 'Ein Sara',
      categories: ['glass'],
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

async function createEvent(): Promise<number> {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: bearer(adminToken),
    payload: {
      name: 'Olive harvest',
      city: 'Nablus',
      street: 'Old City',
      startDate: day(3),
      endDate: day(4),
      categories: ['crafts'],
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number }>().id;
}

interface ImageView {
  id: number;
  variants: { width: number; url: string }[];
}

const namesOf = (urls: string[]) => urls.map((url) => url.replace(/^\/uploads\//, '')).sort();
const uploadsDir = () => path.join(app.config.dataDir, 'uploads');

/** Every URL is served from the bucket with the headers of an immutable picture. */
async function expectServed(urls: string[]): Promise<void> {
  for (const url of urls) {
    expect(url).toMatch(/^\/uploads\/[a-z-]+\/[0-9a-f]{32}-\d+\.webp$/);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(response.rawPayload).metadata()).format).toBe('webp');
  }
}

describe('pictures in an S3 bucket', () => {
  it('keeps every variant of project and event images in the bucket, serves them at /uploads/ and deletes them', async () => {
    const projectId = await createProject();
    const projectUpload = await upload(`/api/my-projects/${projectId}/images`, 'images', owner.token, 2);
    expect(projectUpload.statusCode).toBe(201);
    const projectImages = projectUpload.json<ImageView[]>();
    const eventId = await createEvent();
    const eventUpload = await upload(`/api/admin/events/${eventId}/images`, 'images', adminToken);
    expect(eventUpload.statusCode).toBe(201);
    const eventImages = eventUpload.json<ImageView[]>();

    const urls = [...projectImages, ...eventImages].flatMap((image) => image.variants.map((v) => v.url));
    expect(urls.length).toBeGreaterThanOrEqual(6);
    expect(await s3.keys()).toEqual(namesOf(urls));
    await expectServed(urls);
    expect(existsSync(uploadsDir())).toBe(false);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/my-projects/${projectId}/images`,
      headers: bearer(owner.token),
      payload: { imageIds: [projectImages[0]!.id] },
    });
    expect(removed.statusCode).toBe(204);
    const left = [...projectImages.slice(1), ...eventImages].flatMap((image) =>
      image.variants.map((v) => v.url),
    );
    expect(await s3.keys()).toEqual(namesOf(left));
    const gone = projectImages[0]!.variants.at(-1)!.url;
    expect((await app.inject({ method: 'GET', url: gone })).statusCode).toBe(404);

    const eventDeleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/events/${eventId}`,
      headers: bearer(adminToken),
    });
    expect(eventDeleted.statusCode).toBe(204);
    expect(await s3.keys()).toEqual(
      namesOf(projectImages.slice(1).flatMap((image) => image.variants.map((v) => v.url))),
    );
  });

  it('replaces an owner photo in the bucket, the old one removed', async () => {
    const first = await upload('/api/owner/owner-photo', 'ownerImage', owner.token);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<{ photo: string }>().photo;
    await expectServed([firstUrl]);
    const firstId = firstUrl.match(/([0-9a-f]{32})/)![1]!;
    expect((await s3.keys()).filter((key) => key.includes(firstId))).toHaveLength(3);

    const second = await upload('/api/owner/owner-photo', 'ownerImage', owner.token);
    expect(second.statusCode).toBe(200);
    const secondId = second.json<{ photo: string }>().photo.match(/([0-9a-f]{32})/)![1]!;
    const keys = await s3.keys();
    expect(keys).toHaveLength(3);
    expect(keys.every((key) => key.startsWith(`owner-photos/${secondId}-`))).toBe(true);
    expect(existsSync(uploadsDir())).toBe(false);
  });

  it("removes a closed account's photo and project pictures from the bucket (issue 28)", async () => {
    expect((await upload('/api/owner/owner-photo', 'ownerImage', owner.token)).statusCode).toBe(200);
    const project = await createProject();
    expect((await upload(`/api/my-projects/${project}/images`, 'images', owner.token, 2)).statusCode).toBe(
      201,
    );
    expect(await s3.keys()).toHaveLength(9);
    const password = 'olive-tree-42'; // signUp's (test-support/accounts.ts)

    const closed = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(owner.token),
      payload: { currentPassword: password },
    });

    expect(closed.statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
  });

  it('answers 304 to the ETag it gave, HEAD without the body, and 404 to names it never wrote', async () => {
    const photo = (await upload('/api/owner/owner-photo', 'ownerImage', owner.token)).json<{
      photo: string;
    }>().photo;
    const first = await app.inject({ method: 'GET', url: photo });
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.stringMatching(/^"[0-9a-f]+"$/));

    const again = await app.inject({ method: 'GET', url: photo, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    expect(again.rawPayload).toHaveLength(0);

    const head = await app.inject({ method: 'HEAD', url: photo });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(head.rawPayload).toHaveLength(0);

    const unknown = photo.replace(/[0-9a-f]{32}/, 'f'.repeat(32));
    for (const url of [
      unknown,
      '/uploads/owner-photos/notes.txt',
      '/uploads/owner-photos/..%2f..%2fsecret.webp',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    }
  });

  it('answers uploads 503 with Retry-After while the store is down, and keeps no row', async () => {
    const projectId = await createProject();
    await s3.stop();

    const photo = await upload('/api/owner/owner-photo', 'ownerImage', owner.token);
    const images = await upload(`/api/my-projects/${projectId}/images`, 'images', owner.token, 2);

    for (const response of [photo, images]) {
      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Pictures cannot be stored right now. Please try again in a few seconds.',
      });
    }
    const profile = await app.db
      .selectFrom('owner_profiles')
      .select('photo_key')
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(profile.photo_key).toBeNull();
    expect(await app.db.selectFrom('project_images').select('id').execute()).toEqual([]);
    expect(existsSync(uploadsDir())).toBe(false);
  });
});

describe('deleting and serving while the store is down', () => {
  it('deletes the row and leaves the picture to the sweep; a picture asked for answers 503', async () => {
    const projectId = await createProject();
    const [image] = (await upload(`/api/my-projects/${projectId}/images`, 'images', owner.token)).json<
      ImageView[]
    >();
    const url = image!.variants.at(-1)!.url;
    await s3.stop();

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/my-projects/${projectId}/images`,
      headers: bearer(owner.token),
      payload: { imageIds: [image!.id] },
    });
    const served = await app.inject({ method: 'GET', url });

    expect(removed.statusCode).toBe(204);
    expect(await app.db.selectFrom('project_images').select('id').execute()).toEqual([]);
    expect(served.statusCode).toBe(503);
    expect(Number(served.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('closes an account with the store down: the rows go, the pictures are left to the sweep', async () => {
    const projectId = await createProject();
    expect((await upload(`/api/my-projects/${projectId}/images`, 'images', owner.token)).statusCode).toBe(
      201,
    );
    await s3.stop();

    const closed = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(owner.token),
      payload: { currentPassword: 'olive-tree-42' },
    });

    expect(closed.statusCode).toBe(200);
    expect(await app.db.selectFrom('users').select('id').where('id', '=', owner.id).execute()).toEqual([]);
    expect(await app.db.selectFrom('project_images').select('id').execute()).toEqual([]);
  });
});

describe('a store that takes connections and never answers', () => {
  it('answers uploads 503 once the SDK gives up, and keeps no row', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      await app.close();
      app = await buildTestApp({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${port}`, SMTP_URL: smtp.url });
      owner = await signUp(app, smtp, { role: 'owner' });

      const response = await upload('/api/owner/owner-photo', 'ownerImage', owner.token);

      expect(response.statusCode).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const profile = await app.db
        .selectFrom('owner_profiles')
        .select('photo_key')
        .where('user_id', '=', owner.id)
        .executeTakeFirstOrThrow();
      expect(profile.photo_key).toBeNull();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('pictures behind S3_PUBLIC_URL', () => {
  it('gives new pictures URLs on the CDN, which the pages may load', async () => {
    await app.close();
    app = await buildTestApp({
      ...s3.env,
      S3_PUBLIC_URL: 'https://cdn.example.ps/rowad/',
      SMTP_URL: smtp.url,
    });
    owner = await signUp(app, smtp, { role: 'owner' });

    const response = await upload('/api/owner/owner-photo', 'ownerImage', owner.token);
    const photo = response.json<{ photo: string }>().photo;
    expect(photo).toMatch(/^https:\/\/cdn\.example\.ps\/rowad\/owner-photos\/[0-9a-f]{32}-512\.webp$/);
    expect(await s3.keys()).toContain(photo.replace('https://cdn.example.ps/rowad/', ''));
    // The same picture stays reachable through the API, as pictures uploaded before the CDN are.
    await expectServed([photo.replace('https://cdn.example.ps/rowad/', '/uploads/')]);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.example\.ps(;|$)/);
  });
});

describe('the orphan sweep on the bucket', () => {
  const hex = (n: number) => n.toString(16).padStart(32, '0');
  const put = (key: string) =>
    s3.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'webp', ContentType: 'image/webp' }),
    );

  it('removes objects no row names and rows whose objects are missing, and keeps the rest', async () => {
    const eventId = await createEvent();
    const uploaded = await upload(`/api/admin/events/${eventId}/images`, 'images', adminToken);
    const kept = uploaded.json<ImageView[]>()[0]!.variants.map((variant) => variant.url);
    await put(`events/${hex(1)}-320.webp`); // a crash between the pictures and their row
    await put(`owner-photos/${hex(2)}-512.webp`);
    await put('events/notes.txt'); // not a name the storage writes: left alone
    await app.db
      .insertInto('event_images')
      .values({
        event_id: eventId,
        storage_key: `events/${hex(3)}`,
        url: `/uploads/events/${hex(3)}-640.webp`,
        variants: JSON.stringify([{ width: 640, url: `/uploads/events/${hex(3)}-640.webp` }]),
        is_cover: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const warnings: string[] = [];

    // An hour on, everything above is older than the grace period.
    const result = await sweepOrphanUploads({
      db: app.db,
      storage: app.storage,
      graceMs: 60_000,
      now: new Date(Date.now() + 3_600_000),
      warn: (_details, message) => warnings.push(message),
    });

    expect(result).toEqual({ files: 2, rows: 1 });
    expect(await s3.keys()).toEqual([...namesOf(kept), 'events/notes.txt'].sort());
    const rows = await app.db.selectFrom('event_images').select('storage_key').execute();
    expect(rows.map((row) => row.storage_key)).toEqual([expect.not.stringContaining(hex(3))]);
    expect(warnings).toHaveLength(1);
  });
});

import { PutObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig } from '../config.js';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { imageStorage } from './pictures.js';
import { s3PictureStore } from './s3.js';

// Pages of more than one list request are not tested here: s3rver 3.7 makes its continuation
// tokens with DES, which Node 17+ (OpenSSL 3) refuses, so any truncated listing answers 500.

let s3: TestS3Server;

beforeEach(async () => {
  s3 = await startS3Server('rowad-listing');
});
afterEach(() => s3.close());

const hex = (n: number) => n.toString(16).padStart(32, '0');

describe('the S3 picture store', () => {
  it('lists every picture, and only names the storage writes', async () => {
    const names = [1, 2, 3, 4, 5].map((n) => `projects/${hex(n)}-320.webp`);
    for (const key of [...names, 'projects/readme.txt', `other/${hex(6)}.webp`]) {
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'x' }));
    }
    const storage = imageStorage(s3PictureStore(s3.client, loadConfig(s3.env).objectStore!));

    const listed: string[] = [];
    for await (const picture of storage.list()) {
      listed.push(picture.name);
      expect(picture.modifiedAt).toBeGreaterThan(0);
    }

    expect(listed.sort()).toEqual(names);
  });

  it('deletes every size of one image, and leaves the others', async () => {
    const sizes = [128, 256, 512].map((width) => `owner-photos/${hex(7)}-${width}.webp`);
    const other = `owner-photos/${hex(8)}-128.webp`;
    for (const key of [...sizes, other]) {
      await s3.client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'x' }));
    }
    const storage = imageStorage(s3PictureStore(s3.client, loadConfig(s3.env).objectStore!));

    await storage.delete(`owner-photos/${hex(7)}`);
    await storage.delete(`owner-photos/${hex(9)}`); // already gone: not an error

    expect(await s3.keys()).toEqual([other]);
  });
});

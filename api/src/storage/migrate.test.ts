import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig, type ObjectStoreConfig } from '../config.js';
import { startS3Server, type TestS3Server } from '../test-support/s3-server.js';
import { migrateToBucket } from './migrate.js';

let s3: TestS3Server;
let uploadsDir: string;
let objectStore: ObjectStoreConfig;

beforeEach(async () => {
  s3 = await startS3Server('rowad-migrate');
  uploadsDir = path.join(await mkdtemp(path.join(tmpdir(), 'rowad-migrate-')), 'uploads');
  objectStore = loadConfig(s3.env).objectStore!;
});
afterEach(async () => {
  await s3.close();
  await rm(path.dirname(uploadsDir), { recursive: true, force: true });
});

const hex = (n: number) => n.toString(16).padStart(32, '0');

function picture(name: string, content: string): void {
  mkdirSync(path.dirname(path.join(uploadsDir, name)), { recursive: true });
  writeFileSync(path.join(uploadsDir, name), content);
}

const migrate = () => migrateToBucket({ uploadsDir, client: s3.client, objectStore });

describe('storage:migrate', () => {
  it('copies every picture of the disk store into the bucket as an immutable WebP, and checks each', async () => {
    const names = [
      `events/${hex(1)}-320.webp`,
      `events/${hex(1)}-640.webp`,
      `owner-photos/${hex(2)}-512.webp`,
    ];
    for (const name of names) picture(name, `picture ${name}`);
    picture('events/notes.txt', 'not a picture the storage wrote');

    const result = await migrate();

    expect(result).toEqual({ pictures: 3, copied: 3, skipped: 0, verified: 3, failed: [] });
    expect(await s3.keys()).toEqual(names);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: names[2] }));
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(await object.Body!.transformToString()).toBe(`picture ${names[2]}`);
  });

  it('sends again only what is not already in the bucket with the same content', async () => {
    picture(`projects/${hex(3)}-320.webp`, 'same');
    picture(`projects/${hex(4)}-320.webp`, 'on the disk');
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: `projects/${hex(3)}-320.webp`, Body: 'same' }),
    );
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: `projects/${hex(4)}-320.webp`, Body: 'stale copy' }),
    );

    expect(await migrate()).toEqual({ pictures: 2, copied: 1, skipped: 1, verified: 2, failed: [] });
    expect(await migrate()).toEqual({ pictures: 2, copied: 0, skipped: 2, verified: 2, failed: [] });
  });

  it('fails with the store down, telling why', async () => {
    picture(`projects/${hex(5)}-320.webp`, 'a picture');
    await s3.stop();

    await expect(migrate()).rejects.toThrow('Pictures cannot be stored right now');
  });
});

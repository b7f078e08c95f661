import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { create, list } from 'tar';
import { bearer, logIn } from '../test-support/accounts.js';
import { buildMultipart } from '../test-support/multipart-body.js';
import { buildTestApp, buildTestAppOn } from '../test-support/test-app.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../test-support/test-database.js';
import { BackupRefused, createBackup } from './backup.js';
import { MANIFEST_NAME, parseManifest, type Manifest } from './manifest.js';
import { restoreBackup, RestoreRefused, type RestoreTarget } from './restore.js';

const OWNER = 'amal.natsheh@demo.rowad.ps';

let source: FastifyInstance;
let workDir: string;
let archive: string;
let ownerToken: string;
let ownerPhoto: string;
let before: Contents;

interface Contents {
  accounts: string[];
  /** Project names (a draft may have none yet). */
  projects: (string | null)[];
  comments: string[];
  /** Every file of the disk store, as the URL it is served at. */
  pictureFiles: string[];
  /** The URL each picture row points at (project and event images, owner photos). */
  pictureRows: string[];
}

async function contentsOf(app: FastifyInstance): Promise<Contents> {
  const db = app.db;
  const uploads = path.join(app.config.dataDir, 'uploads');
  const pictureFiles = readdirSync(uploads).flatMap((folder) =>
    readdirSync(path.join(uploads, folder)).map((name) => `/uploads/${folder}/${name}`),
  );
  const photos = await db.selectFrom('owner_profiles').select('photo_url as url').execute();
  return {
    accounts: (await db.selectFrom('users').select('email').execute()).map((row) => row.email).sort(),
    projects: (await db.selectFrom('projects').select('name').execute()).map((row) => row.name).sort(),
    comments: (await db.selectFrom('comments').select('comment').execute()).map((row) => row.comment).sort(),
    pictureFiles: pictureFiles.sort(),
    pictureRows: [
      ...(await db.selectFrom('project_images').select('url').execute()),
      ...(await db.selectFrom('event_images').select('url').execute()),
      ...photos,
    ]
      .flatMap((row) => (row.url === null ? [] : [row.url]))
      .sort(),
  };
}

const targetOf = (database: TestDatabase): RestoreTarget => ({
  dataDir: database.env.DATA_DIR!,
  databaseUrl: database.env.DATABASE_URL,
  s3Bucket: undefined,
});

async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select 1 from pg_tables where schemaname = 'public'`);
    return rows.length;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'rowad-backup-test-'));
  archive = path.join(workDir, 'rowad.tar.gz');
  source = await buildTestApp({ DEMO_DATA: '1' });

  // An owner with a photo, and a session opened before the backup.
  const signIns = readFileSync(path.join(source.config.dataDir, 'demo-sign-ins.txt'), 'utf8');
  ownerToken = await logIn(source, OWNER, /password for all: (\S+)\)/.exec(signIns)![1]!);
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0f6e5a' } })
    .png()
    .toBuffer();
  const { body, contentType } = buildMultipart([
    { name: 'ownerImage', filename: 'me.png', contentType: 'image/png', data: png },
  ]);
  const uploaded = await source.inject({
    method: 'POST',
    url: '/api/owner/owner-photo',
    headers: { ...bearer(ownerToken), 'content-type': contentType },
    payload: body,
  });
  expect(uploaded.statusCode).toBe(200);
  ownerPhoto = uploaded.json<{ photo: string }>().photo;

  // What a restore must not carry: mail the dev outbox delivered, a stray file among the pictures.
  mkdirSync(path.join(source.config.dataDir, 'outbox'), { recursive: true });
  writeFileSync(path.join(source.config.dataDir, 'outbox', 'welcome.eml'), 'Subject: hello\r\n\r\nhi');
  writeFileSync(path.join(source.config.dataDir, 'uploads', 'projects', 'upload.tmp'), 'half a picture');
  // The staging folder of a backup that was killed (its process is gone): removed by the next one.
  mkdirSync(path.join(source.config.dataDir, '.backup-2147483646-killed', 'uploads'), { recursive: true });

  before = await contentsOf(source);
  // Backed up while the server answers requests.
  const [result] = await Promise.all([
    createBackup(
      { dataDir: source.config.dataDir, databaseUrl: source.config.databaseUrl, s3Bucket: undefined },
      archive,
    ),
    ...Array.from({ length: 5 }, () => source.inject({ method: 'GET', url: '/api/projects' })),
  ]);
  expect(result.file).toBe(archive);
}, 60_000);

afterAll(async () => {
  await source?.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes the manifest, the database, the secrets and every picture file, and nothing else', async () => {
    const entries: string[] = [];
    let manifestText = '';
    await list({
      file: archive,
      onReadEntry(entry) {
        entries.push(entry.path);
        if (entry.path === MANIFEST_NAME) entry.on('data', (chunk: Buffer) => (manifestText += chunk));
      },
    });
    const database = testDialect === 'postgres' ? 'rowad.pgdump' : 'rowad.sqlite';
    expect(entries.slice(0, 2)).toEqual([MANIFEST_NAME, database]);
    expect(entries).toEqual(expect.arrayContaining(['jwt-secret', 'demo-sign-ins.txt']));
    const pictures = entries.filter((name) => /^uploads\/.+\.webp$/.test(name)).map((name) => `/${name}`);
    expect(pictures.sort()).toEqual(before.pictureFiles.filter((url) => url.endsWith('.webp')));
    expect(entries.filter((name) => /outbox|\.tmp$|-wal$|-shm$|\.backup-/.test(name))).toEqual([]);
    // Nothing of this backup or a killed one is left in the server's folder, nor a partial archive.
    expect(readdirSync(source.config.dataDir).filter((name) => name.startsWith('.backup-'))).toEqual([]);
    expect(readdirSync(workDir)).toEqual(['rowad.tar.gz']);
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const manifest = parseManifest(manifestText) as Manifest;
    expect(manifest).toMatchObject({
      format: 'rowad-backup',
      version: 1,
      database: testDialect,
      pictures: 'disk',
      secrets: ['jwt-secret', 'demo-sign-ins.txt'],
      counts: {
        accounts: before.accounts.length,
        projects: before.projects.length,
        pictures: before.pictureRows.length,
        comments: before.comments.length,
        pictureFiles: pictures.length,
      },
    });
  });

  it('leaves the pictures out when they are in an S3 bucket, and says so', async () => {
    const bucketArchive = path.join(workDir, 'bucket.tar.gz');
    const { manifest } = await createBackup(
      { dataDir: source.config.dataDir, databaseUrl: source.config.databaseUrl, s3Bucket: 'rowad-pictures' },
      bucketArchive,
    );
    expect(manifest).toMatchObject({ pictures: 'bucket', counts: { pictureFiles: 0 } });
    const entries: string[] = [];
    await list({ file: bucketArchive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries.filter((name) => name.startsWith('uploads'))).toEqual([]);

    // Restored only where the configuration uses the bucket too.
    const target = await createTestDatabase();
    try {
      await expect(restoreBackup(bucketArchive, targetOf(target))).rejects.toThrow(
        /made with the pictures in an S3 bucket/,
      );
      expect(readdirSync(target.env.DATA_DIR!)).toEqual([]);
      await restoreBackup(bucketArchive, { ...targetOf(target), s3Bucket: 'rowad-pictures' });
      expect(readdirSync(target.env.DATA_DIR!)).not.toContain('uploads');
    } finally {
      await target.drop();
      rmSync(bucketArchive);
    }
  });

  it('never writes over an existing file', async () => {
    const existing = path.join(workDir, 'existing.tar.gz');
    writeFileSync(existing, 'keep me');
    await expect(
      createBackup(
        { dataDir: source.config.dataDir, databaseUrl: source.config.databaseUrl, s3Bucket: undefined },
        existing,
      ),
    ).rejects.toThrow(BackupRefused);
    expect(readFileSync(existing, 'utf8')).toBe('keep me');
    rmSync(existing);
  });
});

describe('npm run restore', () => {
  it('puts back every account, project, picture and comment, and the sessions stay valid', async () => {
    const target = await createTestDatabase();
    const manifest = await restoreBackup(archive, targetOf(target));
    expect(manifest.counts.accounts).toBe(before.accounts.length);
    const dataDir = target.env.DATA_DIR!;
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    // The PostgreSQL dump went into the database and is not left in DATA_DIR.
    expect(readdirSync(dataDir).sort()).toEqual(
      testDialect === 'postgres'
        ? ['demo-sign-ins.txt', 'jwt-secret', 'uploads']
        : ['demo-sign-ins.txt', 'jwt-secret', 'rowad.sqlite', 'uploads'],
    );

    const restored = await buildTestAppOn(target);
    try {
      const after = await contentsOf(restored);
      expect(after).toEqual({
        ...before,
        pictureFiles: before.pictureFiles.filter((url) => url.endsWith('.webp')),
      });
      expect(after.pictureRows).toContain(ownerPhoto);
      for (const url of after.pictureFiles) {
        const served = await restored.inject({ method: 'GET', url });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(readFileSync(path.join(source.config.dataDir, url)))).toBe(true);
      }
      // A token signed before the backup: the signing key and the session came back with it.
      const me = await restored.inject({
        method: 'GET',
        url: '/api/app/owner/me',
        headers: bearer(ownerToken),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json<{ photo: string }>().photo).toBe(ownerPhoto);
      const projects = await restored.inject({ method: 'GET', url: '/api/projects' });
      expect(projects.headers['x-total-count']).toBe(String(before.projects.length));
    } finally {
      await restored.close();
    }
  });

  it('refuses a DATA_DIR that is not empty, touching nothing', async () => {
    const target = await createTestDatabase();
    try {
      writeFileSync(path.join(target.env.DATA_DIR!, 'notes.txt'), 'mine');
      await expect(restoreBackup(archive, targetOf(target))).rejects.toThrow(
        new RestoreRefused(
          `DATA_DIR ${target.env.DATA_DIR} is not empty (it holds notes.txt): a restore only fills an empty one. Point DATA_DIR at a new folder.`,
        ),
      );
      expect(readdirSync(target.env.DATA_DIR!)).toEqual(['notes.txt']);
      if (target.env.DATABASE_URL) expect(await tablesIn(target.env.DATABASE_URL)).toBe(0);
    } finally {
      await target.drop();
    }
  });

  (testDialect === 'postgres' ? it : it.skip)('refuses a PostgreSQL database that is not empty', async () => {
    const target = await createTestDatabase();
    try {
      const refused = restoreBackup(archive, { ...targetOf(target), databaseUrl: source.config.databaseUrl });
      await expect(refused).rejects.toThrow(RestoreRefused);
      await expect(refused).rejects.toThrow(/database of DATABASE_URL is not empty/);
      expect(readdirSync(target.env.DATA_DIR!)).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it.each([
    [
      'a text file',
      (file: string) => writeFileSync(file, 'not an archive'),
      /cannot be read as a gzip'd tar/,
    ],
    [
      'an archive without a manifest',
      async (file: string) => {
        const folder = mkdtempSync(path.join(workDir, 'other-'));
        writeFileSync(path.join(folder, 'rowad.sqlite'), 'not a database');
        await create({ gzip: true, file, cwd: folder }, ['rowad.sqlite']);
      },
      /has no rowad-backup\.json/,
    ],
    [
      'a truncated archive',
      (file: string) => writeFileSync(file, readFileSync(archive).subarray(0, statSync(archive).size - 100)),
      /is damaged or not a Rowad backup: it cannot be read as a gzip'd tar/,
    ],
  ])('refuses %s, touching nothing', async (_what, make, reason) => {
    const file = path.join(workDir, 'not-a-backup.tar.gz');
    await make(file);
    const target = await createTestDatabase();
    try {
      const refused = restoreBackup(file, targetOf(target));
      await expect(refused).rejects.toThrow(RestoreRefused);
      await expect(refused).rejects.toThrow(reason);
      expect(readdirSync(target.env.DATA_DIR!)).toEqual([]);
    } finally {
      await target.drop();
      rmSync(file);
    }
  });

  it('refuses an archive of the other database kind, or of pictures kept in a bucket', async () => {
    const dataDir = mkdtempSync(path.join(workDir, 'empty-'));
    const otherKind = testDialect === 'postgres' ? undefined : 'postgres://postgres@127.0.0.1:5432/unused';
    await expect(
      restoreBackup(archive, { dataDir, databaseUrl: otherKind, s3Bucket: undefined }),
    ).rejects.toThrow(/The archive holds a (SQLite|PostgreSQL) database, but this configuration uses/);
    await expect(
      restoreBackup(archive, { dataDir, databaseUrl: source.config.databaseUrl, s3Bucket: 'rowad-pictures' }),
    ).rejects.toThrow(/holds the pictures of a disk store, but S3_BUCKET is set/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

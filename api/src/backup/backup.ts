import {
  copyFile,
  link,
  lstat,
  mkdir,
  mkdtemp,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { create } from 'tar';
import apiPackage from '../../package.json' with { type: 'json' };
import {
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  PG_DUMP_NAME,
  PICTURE_FILE,
  PICTURE_FOLDER,
  SECRET_NAMES,
  SQLITE_NAME,
  UPLOADS_DIR,
  type BackupCounts,
  type Manifest,
} from './manifest.js';
import { runPostgresTool } from './postgres-tools.js';

export interface BackupSource {
  dataDir: string;
  /** Set: PostgreSQL, dumped with pg_dump. Unset: DATA_DIR's SQLite file, copied online. */
  databaseUrl: string | undefined;
  /** Set: the pictures are in this S3 bucket, backed up on its own; the archive leaves them out. */
  s3Bucket: string | undefined;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** A refusal before anything was written: the message says what to change. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

// Counted in the same snapshot as the copy, so a restore can say what it should find.
const COUNTS_SQL = `select
  (select count(*) from users) as accounts,
  (select count(*) from projects) as projects,
  (select count(*) from project_images)
    + (select count(*) from event_images)
    + (select count(*) from owner_profiles where photo_key is not null) as pictures,
  (select count(*) from comments) as comments`;

type RowCounts = Omit<BackupCounts, 'pictureFiles'>;

function rowCounts(row: Record<string, unknown>): RowCounts {
  return {
    accounts: Number(row.accounts),
    projects: Number(row.projects),
    pictures: Number(row.pictures),
    comments: Number(row.comments),
  };
}

/**
 * SQLite's online backup of the live file: a consistent copy while the server writes, without
 * its -wal/-shm (the copy holds every committed page). The copy is switched out of WAL mode so
 * it is one self-contained file; the server turns WAL on again when it opens it.
 */
async function copySqlite(dataDir: string, staging: string): Promise<RowCounts> {
  const live = path.join(dataDir, SQLITE_NAME);
  if (!existsSync(live)) throw new BackupRefused(`There is no database at ${live}: is DATA_DIR right?`);
  const source = new SqliteDatabase(live, { fileMustExist: true });
  const copy = path.join(staging, SQLITE_NAME);
  try {
    source.pragma('busy_timeout = 5000');
    // After the first 100 pages, the rest in one step: SQLite restarts a copy that a write from
    // another connection (the server's) overtakes between steps, so many small steps on a busy
    // server might never finish. In WAL mode the server's writes go on during the step.
    await source.backup(copy, { progress: ({ remainingPages }) => remainingPages });
  } finally {
    source.close();
  }
  const copied = new SqliteDatabase(copy, { fileMustExist: true });
  try {
    copied.pragma('journal_mode = DELETE');
    return rowCounts(copied.prepare(COUNTS_SQL).get() as Record<string, unknown>);
  } finally {
    copied.close();
  }
}

/**
 * pg_dump in the custom format, of a snapshot this connection exports and counts in: the dump
 * and the manifest's counts describe the same moment, whatever the server writes meanwhile.
 */
async function dumpPostgres(databaseUrl: string, staging: string): Promise<RowCounts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const counts = rowCounts((await client.query(COUNTS_SQL)).rows[0] as Record<string, unknown>);
    await runPostgresTool('pg_dump', databaseUrl, [
      '--format=custom',
      `--snapshot=${rows[0]!.snapshot}`,
      '--file',
      path.join(staging, PG_DUMP_NAME),
    ]);
    await client.query('commit');
    return counts;
  } finally {
    await client.end();
  }
}

/** Copies the generated secrets that exist; none is generated when JWT_SECRET is configured. */
async function copySecrets(dataDir: string, staging: string): Promise<string[]> {
  const copied: string[] = [];
  for (const name of SECRET_NAMES) {
    try {
      await copyFile(path.join(dataDir, name), path.join(staging, name));
      copied.push(name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return copied;
}

/** A picture into the staging folder: a hard link (no copy) when both are on one file system. */
async function linkOrCopy(from: string, to: string): Promise<boolean> {
  try {
    await link(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // Deleted since the folder was listed: the picture was being deleted; its row may be in the
    // database copy, which was taken first (docs/decisions.md).
    if (code === 'ENOENT') return false;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
  }
  try {
    await copyFile(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The pictures of the disk store, after the database copy: a picture uploaded meanwhile is an
 * orphan in the archive (the sweep removes it after a restore), never a row without its file.
 * Only the names the store writes are taken, so a stray or temporary file never travels.
 */
async function stagePictures(dataDir: string, staging: string): Promise<number> {
  const uploads = path.join(dataDir, UPLOADS_DIR);
  let files = 0;
  for (const folder of (await namesIn(uploads)).filter((name) => PICTURE_FOLDER.test(name))) {
    if (!(await lstat(path.join(uploads, folder))).isDirectory()) continue;
    const target = path.join(staging, UPLOADS_DIR, folder);
    await mkdir(target, { recursive: true });
    for (const name of (await namesIn(path.join(uploads, folder))).filter((file) =>
      PICTURE_FILE.test(file),
    )) {
      if (await linkOrCopy(path.join(uploads, folder, name), path.join(target, name))) files += 1;
    }
  }
  return files;
}

const STAGING_PREFIX = '.backup-';

/**
 * Removes the staging folders of backups that were killed (their process is gone): they hold
 * links to pictures the server may have deleted since. A running backup's folder stays.
 */
async function removeStaleStaging(dataDir: string): Promise<void> {
  for (const name of await namesIn(dataDir)) {
    const pid = Number(/^\.backup-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || isRunning(pid)) continue;
    await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Writes one archive of what a restore needs, while the server runs: the database, the secrets,
 * the pictures of the disk store and a manifest. It is written to FILE.partial and renamed, so a
 * failed backup never leaves a half archive under the name.
 */
export async function createBackup(source: BackupSource, file: string): Promise<BackupResult> {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupRefused(`${target} already exists: choose a new name.`);
  const partial = `${target}.partial`;
  // Staged inside DATA_DIR, on the pictures' file system, so pictures are linked, not copied.
  const stagingParent = existsSync(source.dataDir) ? source.dataDir : tmpdir();
  if (stagingParent === source.dataDir) await removeStaleStaging(source.dataDir);
  const staging = await mkdtemp(path.join(stagingParent, `${STAGING_PREFIX}${process.pid}-`));
  try {
    const counts = source.databaseUrl
      ? await dumpPostgres(source.databaseUrl, staging)
      : await copySqlite(source.dataDir, staging);
    const secrets = await copySecrets(source.dataDir, staging);
    const pictureFiles = source.s3Bucket ? 0 : await stagePictures(source.dataDir, staging);
    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: apiPackage.version,
      database: source.databaseUrl ? 'postgres' : 'sqlite',
      pictures: source.s3Bucket ? 'bucket' : 'disk',
      secrets,
      counts: { ...counts, pictureFiles },
    };
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);

    const entries = [
      MANIFEST_NAME,
      manifest.database === 'postgres' ? PG_DUMP_NAME : SQLITE_NAME,
      ...secrets,
      ...(pictureFiles > 0 ? [UPLOADS_DIR] : []),
    ];
    // portable: no owner names or ids of this machine; the restore sets its own modes. The
    // archive holds the signing key: readable by its owner only.
    await create({ gzip: true, portable: true, file: partial, mode: 0o600, cwd: staging }, entries);
    await rename(partial, target);
    return { file: target, bytes: (await stat(target)).size, manifest };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

import { chmod, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { extract, list } from 'tar';
import {
  isArchiveEntry,
  MANIFEST_NAME,
  parseManifest,
  PG_DUMP_NAME,
  SECRET_NAMES,
  SQLITE_NAME,
  type Manifest,
} from './manifest.js';
import { runPostgresTool } from './postgres-tools.js';

export interface RestoreTarget {
  /** Must be absent or empty. */
  dataDir: string;
  /** Set: an empty PostgreSQL database (created by the operator). Unset: SQLite under dataDir. */
  databaseUrl: string | undefined;
  /** Set: the pictures live in this bucket, which is restored on its own. */
  s3Bucket: string | undefined;
}

/** A refusal: nothing was touched, and the message says why. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** Entries a restore can write: plain files and folders, never links or devices. */
const WRITABLE_TYPES = new Set(['File', 'OldFile', 'Directory']);

/**
 * Reads the whole archive once, without writing: the manifest, and that every entry is one of
 * the layout's (so a truncated or foreign archive is refused before anything is written).
 */
async function readManifest(file: string): Promise<Manifest> {
  const notOurs = (why: string) => new RestoreRefused(`${file} is not a Rowad backup: ${why}.`);
  try {
    if (!(await stat(file)).isFile()) throw notOurs('it is not a file');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreRefused(`${file} does not exist.`);
    throw error;
  }
  let manifestText: string | undefined;
  let foreign: string | undefined;
  let entries = 0;
  try {
    await list({
      file,
      strict: true,
      onReadEntry(entry) {
        entries += 1;
        if (!isArchiveEntry(entry.path) || !WRITABLE_TYPES.has(entry.type)) foreign ??= entry.path;
        if (entry.path === MANIFEST_NAME) {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => {
            manifestText = Buffer.concat(chunks).toString('utf8');
          });
        }
      },
    });
  } catch (error) {
    throw new RestoreRefused(
      `${file} is damaged or not a Rowad backup: it cannot be read as a gzip'd tar archive (${(error as Error).message}).`,
    );
  }
  if (entries === 0) throw notOurs("it is not a gzip'd tar archive, or an empty one");
  if (manifestText === undefined) throw notOurs(`it has no ${MANIFEST_NAME}`);
  if (foreign !== undefined) throw notOurs(`it holds ${foreign}, which no Rowad backup holds`);
  const manifest = parseManifest(manifestText);
  if (typeof manifest === 'string') throw notOurs(manifest);
  return manifest;
}

function checkKinds(manifest: Manifest, target: RestoreTarget): void {
  const database = target.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.database !== database) {
    throw new RestoreRefused(
      `The archive holds a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'SQLite'} database, but this configuration ` +
        (database === 'postgres'
          ? 'uses PostgreSQL (DATABASE_URL is set): unset DATABASE_URL to restore it into DATA_DIR.'
          : 'uses the embedded SQLite database (DATABASE_URL is not set): set DATABASE_URL to an empty database.'),
    );
  }
  if (manifest.pictures === 'bucket' && !target.s3Bucket) {
    throw new RestoreRefused(
      'The archive was made with the pictures in an S3 bucket (it holds none): set S3_BUCKET and the other S3 settings to the bucket restored on its own.',
    );
  }
  if (manifest.pictures === 'disk' && target.s3Bucket) {
    throw new RestoreRefused(
      'The archive holds the pictures of a disk store, but S3_BUCKET is set: restore without S3_BUCKET, then copy the pictures with `npm run storage:migrate`.',
    );
  }
}

/** DATA_DIR absent or empty, as found: what a restore may write into. */
async function checkEmptyDataDir(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code === 'ENOTDIR') throw new RestoreRefused(`DATA_DIR ${dataDir} is not a folder.`);
    throw error;
  }
  if (names.length > 0) {
    throw new RestoreRefused(
      `DATA_DIR ${dataDir} is not empty (it holds ${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''}): a restore only fills an empty one. Point DATA_DIR at a new folder.`,
    );
  }
}

/** No table in any schema of ours: what pg_restore may fill without clashing. */
async function checkEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new RestoreRefused(`The database of DATABASE_URL cannot be reached (${(error as Error).message}).`);
  }
  try {
    const { rows } = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1 limit 3`,
    );
    if (rows.length > 0) {
      throw new RestoreRefused(
        `The database of DATABASE_URL is not empty (it has the table ${rows[0]!.name}): a restore only fills an empty database. Create a new one (createdb) and point DATABASE_URL at it.`,
      );
    }
  } finally {
    await client.end();
  }
}

/** DATA_DIR owner-only: it holds the signing key, the database and the pictures. */
async function tightenModes(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await tightenModes(full);
    else await chmod(full, 0o600);
  }
}

/** Empties DATA_DIR again after a failed restore: it was empty before. */
async function emptyDataDir(dataDir: string): Promise<void> {
  const names = await readdir(dataDir).catch(() => [] as string[]);
  await Promise.all(names.map((name) => rm(path.join(dataDir, name), { recursive: true, force: true })));
}

/**
 * Puts an archive of createBackup back into an empty DATA_DIR (and an empty PostgreSQL database).
 * Every check comes first: a refusal touches nothing. A failure after the checks (a disk full, a
 * pg_restore error) empties DATA_DIR again; pg_restore runs in one transaction, so the database
 * is left empty too.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<Manifest> {
  const archive = path.resolve(file);
  const manifest = await readManifest(archive);
  checkKinds(manifest, target);
  await checkEmptyDataDir(target.dataDir);
  if (target.databaseUrl) await checkEmptyPostgres(target.databaseUrl);

  await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
  try {
    await extract({
      file: archive,
      cwd: target.dataDir,
      strict: true,
      // The manifest stays in the archive; what is restored is exactly the layout's entries.
      filter: (name, entry) =>
        name !== MANIFEST_NAME && isArchiveEntry(name) && 'type' in entry && WRITABLE_TYPES.has(entry.type),
    });
    await tightenModes(target.dataDir);
    if (manifest.database === 'postgres') {
      const dump = path.join(target.dataDir, PG_DUMP_NAME);
      // One transaction: all of it or nothing. Owners and grants are this server's, not the old one's.
      await runPostgresTool('pg_restore', target.databaseUrl!, [
        '--single-transaction',
        '--exit-on-error',
        '--no-owner',
        '--no-privileges',
        dump,
      ]);
      await rm(dump);
    }
  } catch (error) {
    await emptyDataDir(target.dataDir);
    throw error;
  }
  return manifest;
}

/** What restoreBackup put where, in words for the operator. */
export function restoredFiles(manifest: Manifest): string[] {
  return [
    manifest.database === 'sqlite' ? SQLITE_NAME : 'the PostgreSQL database',
    ...manifest.secrets.filter((name) => (SECRET_NAMES as readonly string[]).includes(name)),
    ...(manifest.pictures === 'disk' ? [`uploads/ (${manifest.counts.pictureFiles} picture files)`] : []),
  ];
}

import type { DatabaseDialect } from '../db/database.js';

// A backup archive (docs/operations.md, "Backups") is a gzip'd tar laid out as DATA_DIR is, so a
// restore unpacks it in place: the manifest first, then the database, the secrets and the pictures.

/** The first entry of every archive: what a restore checks before it touches anything. */
export const MANIFEST_NAME = 'rowad-backup.json';
export const FORMAT = 'rowad-backup';
export const FORMAT_VERSION = 1;

/** The embedded database, under the name the server opens (src/db/database.ts). */
export const SQLITE_NAME = 'rowad.sqlite';
/** A PostgreSQL database, as `pg_dump -Fc` wrote it; never left in DATA_DIR after a restore. */
export const PG_DUMP_NAME = 'rowad.pgdump';
export const UPLOADS_DIR = 'uploads';

/**
 * The files the server generates into DATA_DIR and needs again to keep what it issued valid:
 * the token signing key (src/plugins/auth.ts: without it every session and every mailed link
 * dies) and the demo accounts' password (src/modules/demo/seed.ts, shown in the start banner).
 */
export const SECRET_NAMES = ['jwt-secret', 'demo-sign-ins.txt'] as const;

/** The picture files the disk store writes (src/plugins/storage.ts), and nothing else of uploads/. */
export const PICTURE_FOLDER = /^[a-z0-9-]+$/;
export const PICTURE_FILE = /^[0-9a-f]{32}-[1-9][0-9]{0,4}\.webp$/;

export interface BackupCounts {
  accounts: number;
  projects: number;
  /** Picture rows: project and event images, owner photos. */
  pictures: number;
  comments: number;
  /** Picture files in the archive (every width of every picture); 0 when they are in a bucket. */
  pictureFiles: number;
}

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  /** The API's package version that wrote the archive. */
  appVersion: string;
  database: DatabaseDialect;
  /** `disk`: the pictures are in the archive. `bucket`: in S3, backed up on its own (not here). */
  pictures: 'disk' | 'bucket';
  /** Which of SECRET_NAMES the archive holds (none is missing when JWT_SECRET is configured). */
  secrets: string[];
  counts: BackupCounts;
}

/** Whether an archive entry is one a restore may write: the layout above and nothing else. */
export function isArchiveEntry(name: string): boolean {
  if ([MANIFEST_NAME, SQLITE_NAME, PG_DUMP_NAME, ...SECRET_NAMES].includes(name)) return true;
  const parts = name.replace(/\/$/, '').split('/');
  if (parts[0] !== UPLOADS_DIR || parts.length > 3) return false;
  if (parts.length >= 2 && !PICTURE_FOLDER.test(parts[1]!)) return false;
  return parts.length < 3 || PICTURE_FILE.test(parts[2]!);
}

/** The manifest of an archive, or why it is not one of ours. */
export function parseManifest(text: string): Manifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'its manifest is not JSON';
  }
  const manifest = value as Partial<Manifest> | null;
  if (manifest?.format !== FORMAT) return 'its manifest is not a Rowad backup manifest';
  if (manifest.version !== FORMAT_VERSION) {
    return `it is format version ${String(manifest.version)}; this version of Rowad reads version ${FORMAT_VERSION}`;
  }
  if (manifest.database !== 'sqlite' && manifest.database !== 'postgres')
    return 'its database kind is unknown';
  if (manifest.pictures !== 'disk' && manifest.pictures !== 'bucket') return 'its picture store is unknown';
  if (!Array.isArray(manifest.secrets) || typeof manifest.counts !== 'object')
    return 'its manifest is incomplete';
  return manifest as Manifest;
}

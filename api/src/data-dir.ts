import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SECRET_NAMES, SQLITE_NAME } from './backup/manifest.js';

/** The embedded database and the files SQLite keeps beside it while it is open (WAL mode). */
const DATABASE_FILES = [SQLITE_NAME, `${SQLITE_NAME}-wal`, `${SQLITE_NAME}-shm`];

/**
 * Makes DATA_DIR owner-only (0700) and its database files and secrets 0600, whatever modes they
 * had: the folder may come from an older version, a copy or an operator's mkdir (issue 28, M4).
 * A restore sets the same modes (backup/restore.ts). Run before the database opens and again
 * after, since SQLite and the signing key create their files with the process's umask.
 */
export function protectDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  for (const name of [...DATABASE_FILES, ...SECRET_NAMES]) {
    try {
      chmodSync(path.join(dataDir, name), 0o600);
    } catch (error) {
      // Not there (yet): PostgreSQL, a first start, no demo data.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

// `npm run backup -- FILE`: one archive of everything a restore needs, written while the server
// runs (docs/operations.md, "Backups").
import { BackupRefused, createBackup } from '../backup/backup.js';
import { commandConfig, fail, fileArgument } from '../command-line.js';

const file = fileArgument('backup', 'the archive to write, e.g. rowad-2026-11-27.tar.gz');
const config = commandConfig();
// Set: the pictures are in this bucket, not in DATA_DIR (docs/operations.md, "Object storage").
const s3Bucket = config.objectStore?.bucket;
const started = performance.now();
try {
  const {
    file: written,
    bytes,
    manifest,
  } = await createBackup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, s3Bucket }, file);
  const { accounts, projects, pictures, comments, pictureFiles } = manifest.counts;
  console.log(
    `Backup written to ${written} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  database: ${manifest.database}; ${accounts} accounts, ${projects} projects, ${pictures} pictures, ${comments} comments`,
  );
  console.log(
    `  secrets: ${manifest.secrets.join(', ') || 'none generated (JWT_SECRET is configured: keep it with the backup)'}`,
  );
  console.log(
    manifest.pictures === 'disk'
      ? `  pictures: ${pictureFiles} files of the disk store`
      : `  pictures: NOT in this archive: they are in the S3 bucket ${s3Bucket}, back it up on its own`,
  );
} catch (error) {
  fail(error, BackupRefused);
}

// `npm run restore -- FILE`: puts an archive of `npm run backup` back into an empty DATA_DIR and,
// with DATABASE_URL, an empty PostgreSQL database (docs/operations.md, "Backups").
import { restoreBackup, RestoreRefused, restoredFiles } from '../backup/restore.js';
import { commandConfig, fail, fileArgument } from '../command-line.js';

const file = fileArgument('restore', 'an archive written by npm run backup');
const config = commandConfig();
// Set: the pictures are in this bucket, not in DATA_DIR (docs/operations.md, "Object storage").
const s3Bucket = config.objectStore?.bucket;
const started = performance.now();
try {
  const manifest = await restoreBackup(file, {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    s3Bucket,
  });
  const { accounts, projects, pictures, comments } = manifest.counts;
  console.log(
    `Restored the backup of ${manifest.createdAt} (Rowad ${manifest.appVersion}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(`  into ${config.dataDir}: ${restoredFiles(manifest).join(', ')}`);
  console.log(`  ${accounts} accounts, ${projects} projects, ${pictures} pictures, ${comments} comments`);
  if (manifest.secrets.length === 0)
    console.log('  no generated secrets: set the same JWT_SECRET as the backed-up server');
  console.log('Start the server on this DATA_DIR to use it.');
} catch (error) {
  fail(error, RestoreRefused);
}

// npm run storage:migrate: copies the pictures of DATA_DIR/uploads into the bucket of S3_BUCKET
// and checks every one of them there (src/storage/migrate.ts, docs/operations.md "Object storage").
// Exit status: 0 when every picture is in the bucket as on the disk, 1 when any check failed,
// 2 when the configuration does not allow a migration.
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { migrateToBucket } from '../storage/migrate.js';
import { createS3Client, StorageUnavailableError } from '../storage/s3.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
}

const config = configOrExit();
if (config.objectStore === undefined) {
  console.error(
    'storage:migrate copies DATA_DIR/uploads into a bucket: set S3_BUCKET (and S3_ENDPOINT, AWS_*).',
  );
  process.exit(2);
}
const client = createS3Client(config.objectStore);
try {
  const result = await migrateToBucket({
    uploadsDir: path.join(config.dataDir, 'uploads'),
    client,
    objectStore: config.objectStore,
    log: (line) => console.log(line),
  });
  console.log(
    `storage:migrate: ${result.pictures} pictures, ${result.copied} copied, ${result.skipped} already there, ` +
      `${result.verified} checked, ${result.failed.length} failed`,
  );
  process.exitCode = result.failed.length === 0 ? 0 : 1;
} catch (error) {
  // The store away is told to clients as "try again"; the operator wants what the SDK saw.
  const why =
    error instanceof StorageUnavailableError
      ? `the bucket cannot be reached (${error.cause instanceof Error ? error.cause.message : String(error.cause)})`
      : error instanceof Error
        ? error.message
        : String(error);
  console.error(`storage:migrate failed: ${why}`);
  process.exitCode = 1;
} finally {
  client.destroy();
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { loadConfig } from '../config.js';
import { createS3Client } from '../storage/s3.js';

/** The keys s3rver accepts: its fixed test credentials. */
const S3RVER_KEY = 'S3RVER';

export interface TestS3Server {
  /** S3_BUCKET and S3_ENDPOINT for the app's configuration. */
  env: { S3_BUCKET: string; S3_ENDPOINT: string };
  bucket: string;
  /** A client of the bucket as the app makes it, for looking inside. */
  client: S3Client;
  /** Every key of the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops answering (the store down): the port then refuses connections. */
  stop(): Promise<void>;
  /** Stops if running and removes its folder. */
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, in this process) on a free port over a temporary folder,
 * with one empty bucket. The SDK reads credentials from the environment (its default chain, as in
 * production): they are set to s3rver's for this test file's process.
 */
export async function startS3Server(bucket = 'rowad-pictures'): Promise<TestS3Server> {
  process.env['AWS_ACCESS_KEY_ID'] = S3RVER_KEY;
  process.env['AWS_SECRET_ACCESS_KEY'] = S3RVER_KEY;
  const directory = await mkdtemp(path.join(tmpdir(), 'rowad-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const env = { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${port}` };
  const client = createS3Client(loadConfig({ ...env, DATA_DIR: directory }).objectStore!);
  let running = true;

  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    env,
    bucket,
    client,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
      return keys.sort();
    },
    stop,
    async close() {
      await stop();
      client.destroy();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepOrphanUploads } from '../images/orphan-sweep.js';

export interface UploadSweepOptions {
  /** Pictures and rows younger than this are left alone; the sweep also runs again this often. */
  graceMs: number;
}

/** The shortest pause between two sweeps, whatever the grace period. */
const MIN_INTERVAL_MS = 60_000;

/**
 * Sweeps orphan uploads (src/images/orphan-sweep.ts) before the server takes requests, then once
 * per grace period: the files a crash left just before a quick restart are younger than the grace
 * period at that start, and go at a later pass.
 */
async function uploadSweep(app: FastifyInstance, options: UploadSweepOptions): Promise<void> {
  let running: Promise<void> | undefined;
  const sweep = () =>
    (running ??= sweepOrphanUploads({
      db: app.db,
      storage: app.storage,
      graceMs: options.graceMs,
      warn: (details, message) => app.log.warn(details, message),
    })
      .then(() => undefined)
      // A failed sweep (the database or the store away) costs space only: the server starts all the same.
      .catch((error: unknown) => app.log.warn({ err: error }, 'the orphan upload sweep failed'))
      .finally(() => {
        running = undefined;
      }));

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), Math.max(options.graceMs, MIN_INTERVAL_MS));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(uploadSweep, { name: 'upload-sweep', fastify: '5.x', dependencies: ['db', 'storage'] });

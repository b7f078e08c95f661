import { ServerBusyError } from '../http/server-busy.js';
import { JobQueue } from './image-jobs.js';

/** A job that runs until its release is called. */
function blockingJob() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { release, job: () => done };
}

describe('JobQueue', () => {
  it('runs at most `concurrent` jobs at once and starts the queued ones in order as slots free', async () => {
    const queue = new JobQueue({ concurrent: 2, queued: 5, retryAfterSeconds: 3 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const blockers = Array.from({ length: 5 }, () => blockingJob());
    const runs = blockers.map((blocker, index) =>
      queue.run(async () => {
        running += 1;
        most = Math.max(most, running);
        started.push(index);
        await blocker.job();
        running -= 1;
        return index;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(queue.waiting).toBe(3);
    for (const blocker of blockers) {
      blocker.release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('refuses a job with ServerBusyError when the queue is full, and frees the slot of a failed job', async () => {
    const queue = new JobQueue({ concurrent: 1, queued: 1, retryAfterSeconds: 7 });
    const first = blockingJob();
    const running = queue.run(first.job);
    const queued = queue.run(async () => 'queued');
    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 7 });
    first.release();
    await running;
    expect(await queued).toBe('queued');

    await expect(queue.run(() => Promise.reject(new Error('decoder failed')))).rejects.toThrow(
      'decoder failed',
    );
    expect(await queue.run(async () => 'after a failure')).toBe('after a failure');
    expect(queue.active).toBe(0);
  });
});

import { ServerBusyError } from '../http/server-busy.js';
import { LIMITS } from '../limits.js';

export const IMAGES_BUSY = 'The server is busy processing images. Please try again in a few seconds.';

export interface JobQueueOptions {
  /** Jobs running at once. */
  concurrent: number;
  /** Jobs waiting for a slot; one more is refused with ServerBusyError. */
  queued: number;
  retryAfterSeconds: number;
}

/** Runs async jobs at most `concurrent` at a time, first come first served, with a bounded wait list. */
export class JobQueue {
  private running = 0;
  private readonly wakeUps: (() => void)[] = [];

  constructor(private readonly options: JobQueueOptions) {}

  get active(): number {
    return this.running;
  }

  get waiting(): number {
    return this.wakeUps.length;
  }

  /**
   * Throws the refusal `run` would answer now, when every slot and waiting place is taken: an
   * upload checks it before reading its body, so a refused request costs no memory or disk.
   */
  refuseIfFull(): void {
    if (this.running >= this.options.concurrent && this.wakeUps.length >= this.options.queued) {
      throw new ServerBusyError(IMAGES_BUSY, this.options.retryAfterSeconds);
    }
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.options.concurrent) {
      this.running += 1;
    } else {
      // Refused at once rather than piling up requests (and their upload buffers) in memory.
      if (this.wakeUps.length >= this.options.queued) {
        throw new ServerBusyError(IMAGES_BUSY, this.options.retryAfterSeconds);
      }
      // The finishing job hands its slot over: `running` stays counted for the woken one.
      await new Promise<void>((resolve) => this.wakeUps.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.wakeUps.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** The process's one queue for decoding and encoding images: CPU and memory are per process. */
export const imageJobs = new JobQueue(LIMITS.imageJobs);

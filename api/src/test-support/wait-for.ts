import { setTimeout as sleep } from 'node:timers/promises';

/** Runs `check` until it stops throwing, or throws its last error once `timeout` ms have passed. */
export async function waitFor(check: () => void, { timeout = 1_000, interval = 20 } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await sleep(interval);
    }
  }
}

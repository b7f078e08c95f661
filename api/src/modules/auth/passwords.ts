import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum (19 MiB, 2 passes): ~20 ms here, slow enough to make guessing
// expensive, fast enough for a login.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes at once: one per core. Each holds 19 MiB while it runs and libuv has four threads, so
 * without a limit a burst of sign-ins held 76 MiB and, on two cores, left the requests that are
 * not sign-ins a fraction of a core (docs/decisions.md, "Performance (issue 29)": the soak).
 * More at once would not finish sooner: the cores are the limit.
 */
export const HASHES_AT_ONCE = Math.max(1, Math.min(4, availableParallelism()));

/** Runs tasks with at most `limit` running; the others wait their turn, first come first served. */
export function concurrencyLimit(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    // A woken task takes the place of the one that finished: `running` is unchanged.
    try {
      return await task();
    } finally {
      const woken = waiting.shift();
      if (woken) woken();
      else running -= 1;
    }
  };
}

const inTurn = concurrencyLimit(HASHES_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, OPTIONS));
}

// Checked when the e-mail is unknown, so a login takes as long whether or not the account exists.
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword('decoy password that matches nothing');
    const decoyHash = await decoy;
    await inTurn(() => verify(decoyHash, password)).catch(() => false);
    return false;
  }
  return inTurn(() => verify(passwordHash, password)).catch(() => false);
}

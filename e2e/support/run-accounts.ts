import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Account } from './session';

// Signed-in accounts shared by the workers of one run, kept in the run's data folder (the server
// wipes it at start, and its sessions with it). The server allows 30 sign-ins a quarter hour and
// 20 registrations an hour per address for the whole run, and the suite uses nearly all of them.

const folder = () => join(process.env.E2E_DATA_DIR ?? '', 'e2e-accounts');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface FixtureAccounts {
  owner: Account;
  investor: Account;
  admin: Account;
}

/** A worker's fixture accounts, offered to the journeys of every worker (support/community.ts). */
export async function publishFixtureAccounts(accounts: FixtureAccounts): Promise<void> {
  if (!process.env.E2E_DATA_DIR) return;
  await mkdir(folder(), { recursive: true });
  const file = join(folder(), `fixture-${process.pid}.json`);
  await writeFile(`${file}.tmp`, JSON.stringify(accounts));
  await rename(`${file}.tmp`, file);
}

/** The fixture account of that role some worker of this run already signed in, if any. */
export async function publishedFixtureAccount(role: keyof FixtureAccounts): Promise<Account | undefined> {
  const files = await readdir(folder()).catch(() => [] as string[]);
  for (const name of files.filter((file) => /^fixture-\d+\.json$/.test(file)).sort()) {
    const accounts = JSON.parse(await readFile(join(folder(), name), 'utf8')) as FixtureAccounts;
    return accounts[role];
  }
  return undefined;
}

/**
 * An account made or signed in once for the whole run, whichever worker asks first; the others
 * wait for it. A refusal is kept too: each attempt counts against the run's limits.
 */
export async function oncePerRun(key: string, make: () => Promise<Account>): Promise<Account> {
  await mkdir(folder(), { recursive: true });
  const file = join(folder(), `${key}.json`);
  const failed = join(folder(), `${key}.failed`);
  const deadline = Date.now() + 25_000;
  while (Date.now() < deadline) {
    const kept = await readFile(file, 'utf8').catch(() => null);
    if (kept) return JSON.parse(kept) as Account;
    const refusal = await readFile(failed, 'utf8').catch(() => null);
    if (refusal) throw new Error(`the ${key} account could not be made in this run: ${refusal}`);
    // The worker that creates the lock makes the account; the others wait for its file.
    const lock = await open(`${file}.lock`, 'wx').catch(() => null);
    if (!lock) {
      await sleep(100);
      continue;
    }
    try {
      const account = await make();
      await writeFile(`${file}.tmp`, JSON.stringify(account));
      await rename(`${file}.tmp`, file);
      return account;
    } catch (error) {
      await writeFile(failed, String(error));
      throw error;
    } finally {
      await lock.close();
      await rm(`${file}.lock`, { force: true });
    }
  }
  throw new Error(`no ${key} account for this run`);
}

import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Account } from './session';

// The server allows 30 sign-ins a quarter hour for the whole run, and every worker signs its
// accounts in. An account that is the same in every worker (the admin the server creates at
// start) is signed in once per run instead: the first worker keeps its session in the run's data
// folder (wiped at each start), and the next workers take it from there. Two workers starting
// together may both sign in; either session works.

const folder = () => join(process.env.E2E_DATA_DIR ?? '', 'e2e-shared-sign-ins');

/** The run's session of `key`, signed in by `signIn` the first time only. */
export async function sharedSignIn(key: string, signIn: () => Promise<Account>): Promise<Account> {
  const file = join(folder(), `${key}.json`);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept !== null) return JSON.parse(kept) as Account;
  const account = await signIn();
  await mkdir(folder(), { recursive: true });
  const draft = `${file}.${process.pid}`;
  await writeFile(draft, JSON.stringify(account));
  await rename(draft, file);
  return account;
}

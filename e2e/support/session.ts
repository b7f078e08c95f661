import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Role } from '@rowad/shared/schemas';
import { simpleParser } from 'mailparser';
import { Secret, TOTP } from 'otpauth';

export type { Role };

export interface Account {
  email: string;
  password: string;
  firstName: string;
  role: Role;
  token: string;
  user: { id: string; email: string; name: string; role: Role };
}

/** The data folder of the journeys' server; a journey that starts a server of its own passes its own. */
const journeysDataDir = () => process.env.E2E_DATA_DIR ?? '';

/** Waits for the e-mail the server wrote to its outbox for this address, as an inbox would show it. */
export async function readMail(
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
  dataDir = journeysDataDir(),
): Promise<{ text: string }> {
  const outbox = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address) ?? []);
      if (recipients.includes(to) && subject.test(mail.subject ?? '')) return { text: mail.text ?? '' };
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/** The activation link of the newest activation mail to this address, as a path to open. */
export async function readActivationPath(to: string): Promise<string> {
  const mail = await readMail(to, /activate/i);
  const link = /https?:\/\/\S+\/api\/auth\/activate\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no activation link in the mail to ${to}`);
  return new URL(link).pathname + new URL(link).search;
}

/** The 6-digit code of the newest password reset mail to this address (docs/product.md §2 "Password reset"). */
export async function readResetCode(to: string): Promise<string> {
  const mail = await readMail(to, /^Your Rowad password reset code$/);
  const code = /\b\d{6}\b/.exec(mail.text)?.[0];
  if (!code) throw new Error(`no 6-digit code in the reset mail to ${to}`);
  return code;
}

let counter = 0;

/** A real account through the API: register, follow the mailed activation link, log in. */
export async function createAccount(
  request: APIRequestContext,
  role: Exclude<Role, 'admin'>,
  firstName = 'Amal',
  dataDir = journeysDataDir(),
): Promise<Account> {
  counter += 1;
  const email = `${role}.${process.pid}.${Date.now()}.${counter}@example.ps`;
  const password = 'olive-tree-42';
  const registered = await request.post('/api/auth/register', {
    data: {
      firstName,
      lastName: 'Tamimi',
      bio: 'Hebron craft',
      email,
      password,
      passwordVerify: password,
      role,
      birthDate: '1990-04-12',
      address: 'Hebron',
    },
  });
  if (registered.status() !== 201)
    throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const mail = await readMail(email, /activate/i, 10_000, dataDir);
  const link = /https?:\/\/\S+\/api\/auth\/activate\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no activation link in the mail');
  await request.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
  return { ...(await signIn(request, email, password)), firstName };
}

/**
 * The journeys' admin's second factor (ADMIN_TOTP_SECRET in the Playwright config): the server
 * enrols it at start, and the journeys compute its codes as the admin's phone would.
 */
export const ADMIN_TOTP_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BAJJ2W24DT';

const PERIOD_MS = 30_000;
/** The code an authenticator app shows for `secret` at `timestamp`. */
export const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });

/**
 * The second step of a sign-in with a code from `totpSecret`. A code works once: when another
 * sign-in used this step's code, the next step's is tried (accepted one step early), then the
 * one after that, once its time has come.
 */
async function secondStep(request: APIRequestContext, mfaToken: string, totpSecret: string): Promise<string> {
  const step = Math.floor(Date.now() / PERIOD_MS);
  for (const offset of [0, 1, 2]) {
    const wait = (step + offset - 1) * PERIOD_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 500));
    const code = codeAt(totpSecret, (step + offset) * PERIOD_MS + PERIOD_MS / 2);
    const response = await request.post('/api/auth/login/mfa', { data: { mfaToken, code } });
    if (response.status() === 200) return ((await response.json()) as { token: string }).token;
    if (response.status() !== 401)
      throw new Error(`second step: ${response.status()} ${await response.text()}`);
  }
  throw new Error('second step: every code was refused');
}

/**
 * Types the admin's second-factor code in the login page's "Code" field, as the admin would read
 * it from the phone; when another sign-in used this step's code, the next step's (accepted one
 * step early) is typed instead.
 */
export async function typeAdminCode(page: Page): Promise<void> {
  const step = Math.floor(Date.now() / PERIOD_MS);
  for (const offset of [0, 1]) {
    const code = codeAt(ADMIN_TOTP_SECRET, (step + offset) * PERIOD_MS + PERIOD_MS / 2);
    await page.getByLabel('Code').fill(code);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login/mfa'));
    await page.getByRole('button', { name: 'Verify' }).click();
    if ((await answer).status() === 200) return;
  }
  throw new Error('the admin code was refused');
}

export async function signIn(
  request: APIRequestContext,
  email: string,
  password: string,
  totpSecret?: string,
) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  if (response.status() !== 200) throw new Error(`login: ${response.status()} ${await response.text()}`);
  const answer = (await response.json()) as { token?: string; mfaToken?: string };
  if (answer.token === undefined && (answer.mfaToken === undefined || totpSecret === undefined))
    throw new Error(`login: a second step is asked for ${email}`);
  const token = answer.token ?? (await secondStep(request, answer.mfaToken!, totpSecret!));
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
    email: string;
    name: string;
    role: Role;
  };
  return {
    email,
    password,
    role: claims.role,
    token,
    user: { id: claims.sub, email: claims.email, name: claims.name, role: claims.role },
  };
}

/** The admin that the journeys' server creates at start (ADMIN_EMAIL in the Playwright config). */
export async function adminAccount(request: APIRequestContext): Promise<Account> {
  return {
    ...(await signIn(request, 'admin@rowad.test', 'admin-password-1', ADMIN_TOTP_SECRET)),
    firstName: 'Admin',
  };
}

/**
 * Puts a signed-in session in local storage before the page loads, as a login leaves it
 * (docs/product.md §3 keys). Only once per page: a logout in the test then sticks.
 */
export async function plantSession(page: Page, account: Account): Promise<void> {
  await page.addInitScript(
    ([token, user]) => {
      if (!window.sessionStorage.getItem('planted')) {
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', user);
        window.sessionStorage.setItem('planted', '1');
      }
    },
    [account.token, JSON.stringify(account.user)] as const,
  );
}

/** The folders of the remotes a page downloaded, from its requests. */
export function remoteFoldersRequested(urls: string[]): string[] {
  const folders = new Set<string>();
  for (const url of urls) {
    const match = /\/(mfe-[a-z]+)\//.exec(new URL(url).pathname);
    if (match?.[1]) folders.add(match[1]);
  }
  return [...folders].sort();
}

// Signed-in sessions for the scenarios that need one (an owner, the admin), made through the
// API as the browser journeys make them (e2e/support/session.ts): an owner registers, follows
// the activation link the server mailed to its outbox, and logs in; the admin is the account
// the bench server creates from ADMIN_EMAIL/ADMIN_PASSWORD. No page is opened here, so the
// browser's cache stays empty for the measured visit.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser } from 'mailparser';
import { sessionFrom } from '../lib/second-factor.mjs';

export const BENCH_ADMIN = { email: 'admin@rowad.bench', password: 'bench-admin-password-1' };
export const OWNER_PASSWORD = 'olive-tree-42';
const MAIL_TIMEOUT_MS = 10_000;
// Mails already read, by file: a benchmark making many accounts parses each mail once.
const parsedMails = new Map();
let accountsMade = 0;

async function call(baseUrl, method, urlPath, body) {
  const response = await fetch(new URL(urlPath, baseUrl), {
    method,
    redirect: 'manual',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return response;
}

async function activationPath(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + MAIL_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
    for (const file of files) {
      const filePath = path.join(outbox, file);
      let read = parsedMails.get(filePath);
      if (!read) {
        const mail = await simpleParser(await readFile(filePath));
        read = {
          recipients: [mail.to].flat().flatMap((to) => to?.value.map((address) => address.address) ?? []),
          link: /https?:\/\/\S+\/api\/auth\/activate\?token=[\w-]+/.exec(mail.text ?? '')?.[0],
        };
        // A mail still being written may not show its link yet: only a complete one is kept.
        if (read.link) parsedMails.set(filePath, read);
      }
      if (read.recipients.includes(email) && read.link) {
        return new URL(read.link).pathname + new URL(read.link).search;
      }
    }
    await sleep(150);
  }
  throw new Error(`no activation mail to ${email} in ${outbox}`);
}

/** What a login leaves in local storage (docs/product.md §3): the token and the user. */
export async function logIn(baseUrl, email, password) {
  const response = await call(baseUrl, 'POST', '/api/auth/login', { email, password });
  if (response.status !== 200)
    throw new Error(`login of ${email}: ${response.status} ${await response.text()}`);
  const token = await sessionFrom(baseUrl, await response.json());
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return { token, user: { id: claims.sub, email: claims.email, name: claims.name, role: claims.role } };
}

/** Registers, activates and signs in a new account of `role`; its password is OWNER_PASSWORD. */
export async function createAccount(baseUrl, dataDir, role) {
  accountsMade += 1;
  const email = `${role}.${process.pid}.${Date.now()}.${accountsMade}@example.ps`;
  const registered = await call(baseUrl, 'POST', '/api/auth/register', {
    firstName: 'Amal',
    lastName: 'Tamimi',
    bio: 'Hebron craft',
    email,
    password: OWNER_PASSWORD,
    passwordVerify: OWNER_PASSWORD,
    role,
    birthDate: '1990-04-12',
    address: 'Hebron',
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  await call(baseUrl, 'GET', await activationPath(dataDir, email));
  return logIn(baseUrl, email, OWNER_PASSWORD);
}

/** role -> a session, made once per run and on first need. */
export function createSessions(server) {
  const made = new Map();
  return (role) => {
    if (!made.has(role)) {
      if (role === 'owner' || role === 'user' || role === 'investor')
        made.set(role, createAccount(server.baseUrl, server.dataDir, role));
      else if (role === 'admin')
        made.set(role, logIn(server.baseUrl, BENCH_ADMIN.email, BENCH_ADMIN.password));
      else throw new Error(`no bench session for the role ${role}`);
    }
    return made.get(role);
  };
}

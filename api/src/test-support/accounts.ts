import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { loginWithNotice } from '@rowad/shared/paths';
import { extractLink, type SmtpListener } from './smtp-listener.js';

let counter = 0;

/** A valid registration payload; each call a new e-mail unless one is given. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Amal',
    lastName: 'Tamimi',
    bio: 'Hebron glass, blown by hand since 1890.',
    email: `amal.${process.pid}.${counter}@example.ps`,
    password: 'olive-tree-42',
    passwordVerify: 'olive-tree-42',
    role: 'owner',
    birthDate: '1990-04-12',
    address: 'Ein Sara Street, Hebron',
    ...overrides,
  };
}

/** A client address of its own per call, as real users have: per-address rate limits stay out of the way. */
export function clientAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Registers through the API, follows the activation link from the real mail, and logs in. */
export async function signUp(
  app: FastifyInstance,
  smtp: SmtpListener,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; email: string; password: string; id: number }> {
  const payload = registration(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: clientAddress(),
  });
  if (registered.statusCode !== 201)
    throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const mail = await smtp.waitFor((m) => m.to.includes(payload.email) && /activate/i.test(m.subject));
  const link = new URL(extractLink(mail, '/api/auth/activate'));
  const activated = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  if (activated.headers.location !== loginWithNotice('activation', 'confirmed')) {
    throw new Error(`activation answered ${activated.statusCode} ${String(activated.headers.location)}`);
  }
  const token = await logIn(app, payload.email, payload.password);
  return { token, email: payload.email, password: payload.password, id: Number(decodeJwt(token).sub) };
}

/**
 * Signs in through the API. When the password's answer asks for the second step (an admin, or an
 * account with a second factor), the session is opened as that step would open it: suites about
 * something else sign admins in often, faster than a code a step may be used (each works once).
 * The second step itself has its own suite (second-factor.test.ts).
 */
export async function logIn(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode}: ${response.body}`);
  const answer = response.json<{ token?: string; mfaToken?: string }>();
  if (answer.token !== undefined) return answer.token;
  return sessionFor(app, { email });
}

/**
 * A session for an account found in the database, opened as a sign-in opens it (the same claims,
 * a session row): for suites that need some account's token, not the sign-in itself.
 */
export async function sessionFor(
  app: FastifyInstance,
  which: { id: number } | { email: string },
): Promise<string> {
  const users = app.db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'role']);
  const account = await (
    'id' in which
      ? users.where('id', '=', which.id)
      : users.where('email_key', '=', which.email.trim().toLowerCase())
  ).executeTakeFirstOrThrow();
  return app.tokens.issue({
    id: account.id,
    email: account.email,
    firstName: account.first_name,
    lastName: account.last_name,
    role: account.role,
  });
}

/**
 * An active account made quickly, for suites about something else: registered through the API as
 * anyone is, then marked active in the database instead of following the mailed link (the
 * activation flow has suites of its own), and logged in. No mail is awaited, so several can be
 * made side by side.
 */
export async function anAccount(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<{ token: string; email: string; password: string; id: number }> {
  const payload = registration(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: clientAddress(),
  });
  if (registered.statusCode !== 201)
    throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  await app.db.updateTable('users').set({ state: 'active' }).where('email', '=', payload.email).execute();
  const token = await logIn(app, payload.email, payload.password);
  return { token, email: payload.email, password: payload.password, id: Number(decodeJwt(token).sub) };
}

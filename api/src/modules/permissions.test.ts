import { ROLES, type Role } from '@rowad/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../http/route.js';
import { bearer, clientAddress, logIn, signUp } from '../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../test-support/smtp-listener.js';
import { buildTestApp } from '../test-support/test-app.js';

// The server enforces every permission on its own. The matrix is derived from the routes'
// declarations (each operation of /api/docs carries its `x-access`, and the app refuses to start
// with an /api route declared without one), so a new admin or owner route is in it by itself.
type Who = 'guest' | Role;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let smtp: SmtpListener;
let app: FastifyInstance;
const tokens = {} as Record<Role, string>;

interface Operation {
  method: Method;
  /** The documented path with every parameter filled in (ids 1, a role its own name). */
  url: string;
  label: string;
  access: Access;
}

let operations: Operation[] = [];

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: 'admin@rowad.test',
    ADMIN_PASSWORD: 'admin-pass-1',
  });
  tokens.user = (await signUp(app, smtp, { role: 'user' })).token;
  tokens.investor = (await signUp(app, smtp, { role: 'investor' })).token;
  tokens.owner = (await signUp(app, smtp, { role: 'owner' })).token;
  tokens.admin = await logIn(app, 'admin@rowad.test', 'admin-pass-1');

  const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  }>();
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Method,
      url: path.replace(/\{role\}/g, 'owner').replace(/\{[A-Za-z]+\}/g, '1'),
      label: `${method.toUpperCase()} ${path}`,
      access: operation['x-access']!,
    })),
  );
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const call = (method: Method, url: string, who: Who | { token: string }) =>
  app.inject({
    method,
    url,
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    remoteAddress: clientAddress(),
    headers: who === 'guest' ? {} : bearer(typeof who === 'string' ? tokens[who] : who.token),
  });

const rolesOf = (access: Access): readonly Role[] | undefined =>
  Array.isArray(access) ? (access as readonly Role[]) : undefined;

it('derives the matrix from every declared operation', () => {
  // Guards the derivation itself: an empty document would make every check below vacuous.
  expect(operations.length).toBeGreaterThan(40);
  for (const operation of operations) expect(operation.access, operation.label).toBeDefined();
  const admin = operations.filter((operation) => rolesOf(operation.access)?.includes('admin'));
  const owner = operations.filter((operation) => rolesOf(operation.access)?.includes('owner'));
  expect(admin.length).toBeGreaterThanOrEqual(21);
  expect(owner.length).toBeGreaterThanOrEqual(8);
});

it('declares the access docs/product.md §6 gives the calls it names', () => {
  const accessOf = (label: string) => operations.find((operation) => operation.label === label)?.access;
  for (const label of [
    'GET /api/admin/review/projects',
    'POST /api/admin/review/projects/{revisionId}/approve',
    'POST /api/admin/review/projects/{revisionId}/reject',
    'GET /api/admin/review/participations',
    'POST /api/admin/participations/{id}/accept',
    'POST /api/admin/participations/{id}/reject',
    'POST /api/admin/events',
    'PATCH /api/admin/events/{id}',
    'DELETE /api/admin/events/{id}',
    'GET /api/admin/events/{id}/participations',
    'GET /api/admin/audit-log',
  ]) {
    expect(accessOf(label), label).toEqual(['admin']);
  }
  for (const label of [
    'POST /api/my-projects',
    'PATCH /api/my-projects/{id}',
    'DELETE /api/my-projects/{id}',
    'GET /api/my-projects/{id}',
    'POST /api/events/{id}/participate',
    'GET /api/events/{id}/my-participation',
  ]) {
    expect(accessOf(label), label).toEqual(['owner']);
  }
  // The admin area (issue 15): its dashboard, accounts and contact messages.
  for (const label of [
    'GET /api/admin/summary',
    'GET /api/admin/users',
    'GET /api/admin/users/{id}',
    'POST /api/admin/users/{id}/disable',
    'POST /api/admin/users/{id}/enable',
    'POST /api/admin/users/{id}/sign-out',
    'GET /api/admin/contact-messages',
    'POST /api/admin/contact-messages/{id}/handled',
  ]) {
    expect(accessOf(label), label).toEqual(['admin']);
  }
  expect(accessOf('POST /api/owner/request-information')).toEqual(['investor']);
  expect(accessOf('GET /api/projects')).toBe('public');
  expect(accessOf('GET /api/owners')).toBe('signed-in');
});

it('answers 401 NOT_SIGNED_IN to a guest on every call that is not public', async () => {
  for (const { method, url, label, access } of operations) {
    if (access === 'public') continue;
    const answer = await call(method, url, 'guest');
    expect(answer.statusCode, label).toBe(401);
    expect(answer.json().code, label).toBe('NOT_SIGNED_IN');
  }
});

it('answers 401 SESSION_ENDED to a made-up token on every call that is not public', async () => {
  for (const { method, url, label, access } of operations) {
    if (access === 'public') continue;
    const answer = await call(method, url, { token: 'not-a-token' });
    expect(answer.statusCode, label).toBe(401);
    expect(answer.json().code, label).toBe('SESSION_ENDED');
  }
});

it('answers 403 FORBIDDEN to every signed-in role a call is not declared for', async () => {
  for (const { method, url, label, access } of operations) {
    const allowed = rolesOf(access);
    if (!allowed) continue;
    for (const who of ROLES.filter((role) => !allowed.includes(role))) {
      const answer = await call(method, url, who);
      expect(answer.statusCode, `${label} as ${who}`).toBe(403);
      expect(answer.json().code, `${label} as ${who}`).toBe('FORBIDDEN');
    }
  }
});

it('lets every declared role past the permission check', async () => {
  for (const { method, url, label, access } of operations) {
    for (const who of rolesOf(access) ?? []) {
      // Whatever it answers (404 for the made-up id 1, 400 for the empty body) is not a refusal.
      const answer = await call(method, url, who);
      expect([401, 403], `${label} as ${who}: ${answer.body}`).not.toContain(answer.statusCode);
    }
  }
});

it('lets a guest call every public operation', async () => {
  for (const { method, url, label, access } of operations) {
    if (access !== 'public') continue;
    const answer = await call(method, url, 'guest');
    expect([401, 403], `${label}: ${answer.body}`).not.toContain(answer.statusCode);
  }
});

import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, clientAddress, logIn, signUp } from '../../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

export const ADMIN_EMAIL = 'admin@rowad.test';
export const ADMIN_PASSWORD = 'admin-pass-1';

export type Account = Awaited<ReturnType<typeof signUp>>;

/** The app with its admin account, signed in, and the mail it sends; the admin tests' start. */
export async function startAdminApp(): Promise<{
  app: FastifyInstance;
  smtp: SmtpListener;
  adminToken: string;
  adminId: number;
}> {
  const smtp = await startSmtpListener();
  const app = await buildTestApp({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
  const adminToken = await logIn(app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const me = await app.inject({ method: 'GET', url: '/api/users/my-data', headers: bearer(adminToken) });
  return { app, smtp, adminToken, adminId: me.json<{ id: number }>().id };
}

/** A call as `token` (none: as a guest). */
export function caller(app: FastifyInstance) {
  return (method: InjectOptions['method'], url: string, token?: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

const aProject = (name: string) => ({
  name,
  description: 'Glass blown by hand.',
  city: 'Hebron',
  street: 'Ein Sara',
  categories: ['glass'],
  contact: { email: 'glass@example.ps', phones: [], pages: [] },
});

/** A valid project, through the owners' API: a new project waiting for review. */
export async function submitProject(app: FastifyInstance, ownerToken: string, name: string): Promise<number> {
  const response = await caller(app)('POST', '/api/my-projects', ownerToken, aProject(name));
  if (response.statusCode !== 201)
    throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** Edits an owner's project: a new version waiting for review. */
export async function editProject(app: FastifyInstance, ownerToken: string, id: number, name: string) {
  const response = await caller(app)('PATCH', `/api/my-projects/${id}`, ownerToken, aProject(name));
  if (response.statusCode !== 200) throw new Error(`edit answered ${response.statusCode}: ${response.body}`);
}

/** The admin approves the pending version of a project, as the review screen does. */
export async function approveProject(app: FastifyInstance, adminToken: string, projectId: number) {
  const call = caller(app);
  const queue = await call('GET', '/api/admin/review/projects?limit=100', adminToken);
  const item = queue
    .json<{ projectId: number; revisionId: number; newImages: { id: number }[] }[]>()
    .find((entry) => entry.projectId === projectId);
  if (!item) throw new Error(`project ${projectId} is not in the review queue`);
  const response = await call('POST', `/api/admin/review/projects/${item.revisionId}/approve`, adminToken, {
    imageIds: item.newImages.map((image) => image.id),
  });
  if (response.statusCode !== 204)
    throw new Error(`approve answered ${response.statusCode}: ${response.body}`);
  return item.revisionId;
}

let events = 0;

/** An event a few days ahead, created by the admin. */
export async function createEvent(app: FastifyInstance, adminToken: string, name?: string) {
  events += 1;
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 3);
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 2);
  const response = await caller(app)('POST', '/api/admin/events', adminToken, {
    name: name ?? `Bazaar ${events}`,
    city: 'Hebron',
    street: 'Bab al-Zawiya',
    startDate: start.toISOString().slice(0, 10),
    endDate: end.toISOString().slice(0, 10),
    categories: ['crafts'],
  });
  if (response.statusCode !== 201) throw new Error(`event answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; name: string }>();
}

/** An owner asks to take part in an event; the id of the request. */
export async function participate(
  app: FastifyInstance,
  ownerToken: string,
  eventId: number,
): Promise<number> {
  const response = await caller(app)('POST', `/api/events/${eventId}/participate`, ownerToken);
  if (response.statusCode >= 300)
    throw new Error(`participate answered ${response.statusCode}: ${response.body}`);
  const row = await app.db
    .selectFrom('participations')
    .select('id')
    .where('event_id', '=', eventId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A message through the public contact form; its id. */
export async function sendContactMessage(app: FastifyInstance, name: string, message = 'Hello Rowad') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: clientAddress(),
    payload: { name, email: 'sender@example.ps', message },
  });
  if (response.statusCode !== 204)
    throw new Error(`contact answered ${response.statusCode}: ${response.body}`);
  const row = await app.db
    .selectFrom('contact_messages')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes a signed-up account an admin (there is no API for it) and signs it in again. */
export async function makeAdmin(app: FastifyInstance, account: Account): Promise<string> {
  await app.db.updateTable('users').set({ role: 'admin' }).where('id', '=', account.id).execute();
  return logIn(app, account.email, account.password);
}

export { bearer, signUp };

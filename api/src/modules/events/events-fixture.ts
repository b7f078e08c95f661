// The bazaar suites' platform (events.test.ts, event-participation, event-calendar and event-images
// tests): one app with its accounts, and the calls and pictures the suites make. Each suite file
// calls setUpEventsPlatform() once.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { hebronToday } from '@rowad/shared/schemas';
import sharp from 'sharp';
import { bearer, logIn, signUp } from '../../test-support/accounts.js';
import { buildMultipart } from '../../test-support/multipart-body.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

export type Account = Awaited<ReturnType<typeof signUp>>;

export let smtp: SmtpListener;
export let app: FastifyInstance;
export let ownerA: Account;
export let ownerB: Account;
export let investor: Account;
export let user: Account;
export let adminToken: string;

export const ADMIN = { ADMIN_EMAIL: 'admin@rowad.ps', ADMIN_PASSWORD: 'admin-pass-1234' };

/** Registers the suite's hooks: one app with two owners, an investor, a user and the admin signed in. */
export function setUpEventsPlatform(): void {
  beforeAll(async () => {
    smtp = await startSmtpListener();
    app = await buildTestApp({ ...ADMIN, SMTP_URL: smtp.url });
    ownerA = await signUp(app, smtp, { role: 'owner', firstName: 'Amal' });
    ownerB = await signUp(app, smtp, { role: 'owner', firstName: 'Basel' });
    investor = await signUp(app, smtp, { role: 'investor', firstName: 'Sami' });
    user = await signUp(app, smtp, { role: 'user', firstName: 'Huda' });
    adminToken = await logIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
}

/** A day relative to today in Hebron, as `YYYY-MM-DD`. */
export function day(offset: number): string {
  const date = new Date(`${hebronToday(new Date())}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

export const call = (method: InjectOptions['method'], url: string, token?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

export const idsOf = (response: { json: () => unknown }) =>
  (response.json() as { id: number }[]).map((e) => e.id);

let counter = 0;
export async function createEvent(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const response = await call('POST', '/api/admin/events', adminToken, {
    name: `Bazaar ${counter}`,
    city: 'Hebron',
    street: 'Bab al-Zawiya',
    startDate: day(3),
    endDate: day(5),
    categories: ['crafts'],
    ...overrides,
  });
  if (response.statusCode !== 201)
    throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json<{ id: number; name: string; status: string; images: unknown[] }>();
}

export const png = (color: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();

export async function upload(eventId: number, files: Buffer[], token = adminToken) {
  const { body, contentType } = buildMultipart(
    files.map((data, i) => ({ name: 'images', filename: `p${i}.png`, contentType: 'image/png', data })),
  );
  return app.inject({
    method: 'POST',
    url: `/api/admin/events/${eventId}/images`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
  });
}

export const eventUploads = () => {
  try {
    return readdirSync(path.join(app.config.dataDir, 'uploads', 'events'));
  } catch {
    return [];
  }
};

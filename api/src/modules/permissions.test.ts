import type { FastifyInstance } from 'fastify';
import { bearer, clientAddress, logIn, signUp } from '../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../test-support/smtp-listener.js';
import { buildTestApp } from '../test-support/test-app.js';

// The server enforces every permission of SPEC section 6 on its own: each admin call against
// every other role, and each owner-only write against the roles that are not owners.
type Who = 'guest' | 'user' | 'investor' | 'owner' | 'admin';

let smtp: SmtpListener;
let app: FastifyInstance;
const tokens = {} as Record<Exclude<Who, 'guest'>, string>;

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
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload: object = {}) =>
  app.inject({
    method,
    url,
    payload,
    remoteAddress: clientAddress(),
    headers: who === 'guest' ? {} : bearer(tokens[who]),
  });

const adminCalls = [
  ['GET', '/api/admin/review/projects'],
  ['POST', '/api/admin/review/projects/1/approve'],
  ['POST', '/api/admin/review/projects/1/reject'],
  ['GET', '/api/admin/review/participations'],
  ['POST', '/api/admin/participations/1/accept'],
  ['POST', '/api/admin/participations/1/reject'],
  ['POST', '/api/admin/events'],
  ['PATCH', '/api/admin/events/1'],
  ['DELETE', '/api/admin/events/1'],
  ['GET', '/api/admin/events/1/participations'],
  ['DELETE', '/api/admin/events/1/images'],
  ['POST', '/api/admin/events/1/images/set-cover'],
  ['GET', '/api/admin/audit-log'],
] as const;

describe.each(adminCalls)('%s %s', (method, url) => {
  it('answers 401 to a guest and 403 to every signed-in role but admin', async () => {
    const guest = await call(method, url, 'guest');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('NOT_SIGNED_IN');
    for (const who of ['user', 'investor', 'owner'] as const) {
      const refused = await call(method, url, who);
      expect(refused.statusCode, who).toBe(403);
      expect(refused.json().code, who).toBe('FORBIDDEN');
    }
    // An admin gets past the permission check: whatever it answers is not a refusal of the role.
    expect([401, 403]).not.toContain((await call(method, url, 'admin')).statusCode);
  });
});

const ownerWrites = [
  ['POST', '/api/my-projects'],
  ['PATCH', '/api/my-projects/1'],
  ['DELETE', '/api/my-projects/1'],
  ['GET', '/api/my-projects/1'],
  ['DELETE', '/api/my-projects/1/images'],
  ['POST', '/api/my-projects/1/images/set-cover'],
  ['POST', '/api/events/1/participate'],
  ['GET', '/api/events/1/my-participation'],
] as const;

describe.each(ownerWrites)('%s %s', (method, url) => {
  it('is for owners only: 401 for a guest, 403 for user, investor and admin', async () => {
    expect((await call(method, url, 'guest')).statusCode).toBe(401);
    for (const who of ['user', 'investor', 'admin'] as const) {
      expect((await call(method, url, who)).statusCode, who).toBe(403);
    }
  });
});

describe('POST /api/owner/request-information', () => {
  it('is for investors only', async () => {
    expect((await call('POST', '/api/owner/request-information', 'guest', { ownerId: 1 })).statusCode).toBe(
      401,
    );
    for (const who of ['user', 'owner', 'admin'] as const) {
      expect(
        (await call('POST', '/api/owner/request-information', who, { ownerId: 1 })).statusCode,
        who,
      ).toBe(403);
    }
  });
});

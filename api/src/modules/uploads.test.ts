import type { FastifyInstance } from 'fastify';
import { UPLOADS_PER_USER_PER_HOUR } from '../plugins/multipart.js';
import { bearer, clientAddress, logIn, signUp } from '../test-support/accounts.js';
import { buildMultipart } from '../test-support/multipart-body.js';
import { startSmtpListener, type SmtpListener } from '../test-support/smtp-listener.js';
import { buildTestApp } from '../test-support/test-app.js';

const ADMIN = { ADMIN_EMAIL: 'admin@rowad.ps', ADMIN_PASSWORD: 'admin-pass-1234' };
const TOO_MANY = 'Too many attempts. Please try again later.';

let smtp: SmtpListener;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({ ...ADMIN, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

/** An upload the server refuses cheaply (not an image, or no such project or event): it still counts. */
function upload(url: string, field: string, token: string) {
  const { body, contentType } = buildMultipart([
    { name: field, filename: 'notes.png', contentType: 'image/png', data: Buffer.from('not an image') },
  ]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: body,
    // A new address each time: the limit is the user's, wherever they upload from.
    remoteAddress: clientAddress(),
  });
}

const photo = (token: string) => upload('/api/owner/owner-photo', 'ownerImage', token);
const projectImages = (token: string) => upload('/api/my-projects/999999/images', 'images', token);
const eventImages = (token: string) => upload('/api/admin/events/999999/images', 'images', token);

describe('upload rate limit', () => {
  it('answers 429 once an owner has sent the hourly number of uploads, photo and project images together', async () => {
    const { token } = await signUp(app, smtp, { role: 'owner' });
    for (let n = 1; n <= UPLOADS_PER_USER_PER_HOUR; n += 1) {
      const response = await (n % 2 === 0 ? photo(token) : projectImages(token));
      expect(response.statusCode, `upload ${n}`).not.toBe(429);
    }

    for (const refused of [await photo(token), await projectImages(token)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ message: TOO_MANY });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const other = await signUp(app, smtp, { role: 'owner' });
    expect((await photo(other.token)).statusCode).toBe(400);
  });

  it('limits event image uploads of an admin the same way', async () => {
    const token = await logIn(app, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    for (let n = 1; n <= UPLOADS_PER_USER_PER_HOUR; n += 1) {
      expect((await eventImages(token)).statusCode, `upload ${n}`).not.toBe(429);
    }

    expect((await eventImages(token)).statusCode).toBe(429);
  });
});

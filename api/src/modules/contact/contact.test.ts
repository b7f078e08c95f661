import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { outboxSent } from '../../test-support/outbox.js';
import { settled } from '../../test-support/settled.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { CONTACT_LIMIT } from './routes.js';

let smtp: SmtpListener;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({
    SMTP_URL: smtp.url,
    ADMIN_EMAIL: 'moderator@rowad.ps',
    ADMIN_PASSWORD: 'moderator-pass-1',
    SUPPORT_EMAIL: 'support@rowad.ps',
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
// A mail is sent after the answer: each test's mails arrive before the next test starts.
afterEach(() => outboxSent(app));
beforeEach(() => smtp.clear());

const message = {
  name: 'Huda Sharabati',
  email: 'huda@example.ps',
  message: 'Hello,\nI would like to show my embroidery on Rowad. How do I start?',
};

const send = (payload: unknown, remoteAddress = clientAddress()) =>
  app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

const stored = () => app.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the support address, Reply-To the sender', async () => {
    const before = (await stored()).length;
    const response = await send({ ...message, name: '  Huda Sharabati ', website: '' });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await stored();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      name: 'Huda Sharabati',
      email: 'huda@example.ps',
      message: message.message,
      handled_at: null,
    });
    const mail = await smtp.waitFor((received) => received.subject === 'Contact form: Huda Sharabati');
    expect(mail.to).toEqual(['support@rowad.ps']);
    expect(mail.replyTo).toBe('huda@example.ps');
    expect(mail.text).toContain('Name: Huda Sharabati');
    expect(mail.text).toContain('E-mail: huda@example.ps');
    expect(mail.text).toContain('I would like to show my embroidery on Rowad. How do I start?');
  });

  it.each([
    ['name', 'Full name is required'],
    ['email', 'Email is required'],
    ['message', 'Message is required'],
  ])('answers 400 without %s, with its message, and stores nothing', async (field, text) => {
    const before = (await stored()).length;
    const response = await send({ ...message, [field]: '  ' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: text, errors: { [field]: text } });
    expect(await stored()).toHaveLength(before);
  });

  it('answers 400 for an invalid e-mail and a message over 5000 characters', async () => {
    const response = await send({ ...message, email: 'huda@', message: 'x'.repeat(5001) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { email: 'Please enter a valid email', message: 'Message must be at most 5000 characters' },
    });
  });

  it('answers a filled-in honeypot as a success, and neither stores nor sends anything', async () => {
    const before = (await stored()).length;
    const response = await send({ ...message, name: 'Robot', website: 'https://spam.example' });

    expect(response.statusCode).toBe(204);
    expect(await stored()).toHaveLength(before);
    // A real message sent after it arrives first: had the robot's been sent, it would be there too.
    await send({ ...message, name: 'After the robot' });
    await smtp.waitFor((received) => received.subject === 'Contact form: After the robot');
    expect(smtp.messages.map((received) => received.subject)).toEqual(['Contact form: After the robot']);
  });

  it(`answers 429 after ${CONTACT_LIMIT} messages from one address`, async () => {
    const address = clientAddress();
    for (let sent = 0; sent < CONTACT_LIMIT; sent += 1) {
      expect((await send({ ...message, name: `Try ${sent}` }, address)).statusCode).toBe(204);
    }
    const refused = await send({ ...message, name: 'One too many' }, address);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored()).some((row) => row.name === 'One too many')).toBe(false);
    // Another visitor is not held back.
    expect((await send(message)).statusCode).toBe(204);
  });
});

describe('POST /api/contact without a support address', () => {
  it('stores the message, sends no mail, and warned once at start', async () => {
    const lines: string[] = [];
    const quiet = await buildTestApp(
      { SMTP_URL: smtp.url },
      { logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } },
    );
    try {
      const warnings = lines.filter((line) => line.includes('SUPPORT_EMAIL'));
      expect(warnings).toHaveLength(1);
      const response = await quiet.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...message, name: 'Nobody reads this' },
        remoteAddress: clientAddress(),
      });

      expect(response.statusCode).toBe(204);
      const rows = await quiet.db.selectFrom('contact_messages').selectAll().execute();
      expect(rows.map((row) => row.name)).toEqual(['Nobody reads this']);
      // The message and any mail for it are stored in one transaction: once the outbox is empty, a
      // mail would have arrived.
      await settled(quiet);
      expect(smtp.messages).toEqual([]);
    } finally {
      await quiet.close();
    }
  });

  it('still answers 204 with the message stored when the mail server is unreachable', async () => {
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1', SUPPORT_EMAIL: 'support@rowad.ps' });
    try {
      const response = await broken.inject({
        method: 'POST',
        url: '/api/contact',
        payload: message,
        remoteAddress: clientAddress(),
      });

      expect(response.statusCode).toBe(204);
      expect(await broken.db.selectFrom('contact_messages').select('email').execute()).toEqual([
        { email: 'huda@example.ps' },
      ]);
    } finally {
      await broken.close();
    }
  });
});

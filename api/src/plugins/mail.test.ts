import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { renderEmail } from '../mail/render-email.js';
import {
  extractCode,
  extractLink,
  startSmtpListener,
  type SmtpListener,
} from '../test-support/smtp-listener.js';
import mail, { type MailOptions } from './mail.js';

const FROM = 'Rowad <no-reply@rowad.test>';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

const WARN = 40;

async function buildMailApp(
  options: Partial<MailOptions> = {},
): Promise<{ app: FastifyInstance; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
  });
  await app.register(mail, {
    smtpUrl: undefined,
    from: FROM,
    outboxDir: path.join(tmpdir(), 'unused'),
    ...options,
  });
  await app.ready();
  return { app, logs };
}

/** A port on which nothing listens any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail plugin', () => {
  describe('with an SMTP server', () => {
    let smtp: SmtpListener;
    let app: FastifyInstance;
    beforeAll(async () => {
      smtp = await startSmtpListener();
    });
    afterAll(() => smtp.close());
    beforeEach(async () => {
      smtp.clear();
      ({ app } = await buildMailApp({ smtpUrl: smtp.url }));
    });
    afterEach(() => app.close());

    it('delivers the message with its sender, recipient, subject and both parts intact', async () => {
      await app.mail.send({
        to: 'salma@example.ps',
        subject: 'Activate your account',
        text: 'Open https://rowad.test/activate/abc to activate.\n',
        html: '<p>Open <a href="https://rowad.test/activate/abc">this link</a> to activate.</p>',
      });

      const received = await smtp.waitFor((m) => m.to.includes('salma@example.ps'));
      expect(received.from).toBe(FROM);
      expect(received.subject).toBe('Activate your account');
      expect(received.text).toBe('Open https://rowad.test/activate/abc to activate.\n');
      expect(received.html).toBe(
        '<p>Open <a href="https://rowad.test/activate/abc">this link</a> to activate.</p>',
      );
      expect(smtp.messages).toHaveLength(1);
    });

    it('keeps an Arabic subject and body intact', async () => {
      const body = renderEmail({
        language: 'ar',
        heading: 'إعادة تعيين كلمة المرور',
        paragraphs: ['طلب أحدهم إعادة تعيين كلمة المرور لحسابك في رواد.', 'ينتهي الرمز بعد ١٥ دقيقة.'],
        code: '731904',
      });

      await app.mail.send({ to: 'ahmad@example.ps', subject: 'رمز إعادة التعيين – رواد', ...body });

      const received = await smtp.waitFor((m) => m.to.includes('ahmad@example.ps'));
      expect(received.subject).toBe('رمز إعادة التعيين – رواد');
      expect(received.text).toBe(body.text);
      expect(received.html).toBe(body.html);
      expect(extractCode(received)).toBe('731904');
    });

    it('delivers a rendered mail whose link and code a test can follow', async () => {
      const body = renderEmail({
        language: 'en',
        heading: 'Reset your password',
        paragraphs: [
          'Your code is valid for 15 minutes. Ignore this mail if the year 2026 request was not you.',
        ],
        code: '050123',
        action: { label: 'Enter the code', url: 'https://rowad.test/forgot-password/code?email=a%40b.ps' },
      });

      await app.mail.send({ to: 'a@b.ps', subject: 'Your Rowad reset code', ...body });

      const received = await smtp.waitFor((m) => m.subject === 'Your Rowad reset code');
      expect(extractCode(received)).toBe('050123');
      expect(extractLink(received, '/forgot-password')).toBe(
        'https://rowad.test/forgot-password/code?email=a%40b.ps',
      );
      expect(() => extractLink(received, '/activate')).toThrow(/No link to \/activate/);
    });
  });

  describe('with requireTLS', () => {
    it('refuses to send over a server that does not offer STARTTLS, rather than send in clear', async () => {
      const smtp = await startSmtpListener();
      const { app, logs } = await buildMailApp({ smtpUrl: smtp.url, requireTls: true });
      try {
        await expect(
          app.mail.send({ to: 'private@example.ps', subject: 'Your code', text: 'x', html: '<p>x</p>' }),
        ).rejects.toThrow(/STARTTLS/i);
        expect(smtp.messages).toEqual([]);
        expect(logs.find((line) => line.level === WARN)).toMatchObject({ to: 'private@example.ps' });
      } finally {
        await app.close();
        await smtp.close();
      }
    });
  });

  describe('without an SMTP server', () => {
    let outboxParent: string;
    beforeEach(async () => {
      outboxParent = await mkdtemp(path.join(tmpdir(), 'rowad-outbox-'));
    });
    afterEach(() => rm(outboxParent, { recursive: true, force: true }));

    it('writes each mail as an .eml file a mail client can open, and logs the file but neither its body nor its link', async () => {
      const outboxDir = path.join(outboxParent, 'data', 'outbox');
      const { app, logs } = await buildMailApp({ outboxDir });
      const body = renderEmail({
        language: 'ar',
        heading: 'فعّل حسابك',
        paragraphs: ['اضغط الزر لتفعيل حسابك في رواد.'],
        action: { label: 'تفعيل الحساب', url: 'https://rowad.test/activate/tok3n' },
      });

      await app.mail.send({
        to: 'huda@example.ps',
        subject: 'فعّل حسابك في رواد',
        ...body,
      });
      await app.mail.send({ to: 'other@example.ps', subject: 'Second', text: 'two', html: '<p>two</p>' });
      await app.close();

      const files = (await readdir(outboxDir)).sort();
      expect(files).toHaveLength(2);
      for (const file of files)
        expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{8}\.eml$/);

      const first = logs.find((line) => line.subject === 'فعّل حسابك في رواد');
      expect(first).toMatchObject({ to: 'huda@example.ps' });
      const file = String(first?.file);
      expect(path.dirname(file)).toBe(outboxDir);

      const parsed = await simpleParser(await readFile(file));
      expect(parsed.subject).toBe('فعّل حسابك في رواد');
      expect([parsed.to ?? []].flat().map((address) => address.text)).toEqual(['huda@example.ps']);
      expect(parsed.from?.value).toEqual([{ name: 'Rowad', address: 'no-reply@rowad.test' }]);
      expect(parsed.text).toBe(body.text);
      expect(parsed.html).toBe(body.html);

      const logged = JSON.stringify(logs);
      expect(logged).not.toContain('اضغط الزر');
      expect(logged).not.toContain('<p>two</p>');
      expect(logged).not.toContain('tok3n');
    });

    it('keeps the outbox readable by the server account only', async () => {
      const outboxDir = path.join(outboxParent, 'outbox');
      const { app } = await buildMailApp({ outboxDir });

      await app.mail.send({ to: 'a@b.ps', subject: 'Code', text: '123456', html: '<p>123456</p>' });
      await app.close();

      const [file] = await readdir(outboxDir);
      expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(outboxDir, String(file)))).mode & 0o777).toBe(0o600);
    });

    it('rejects and logs a warning when the outbox cannot be written', async () => {
      // A file stands where the outbox's parent folder should be.
      await writeFile(path.join(outboxParent, 'taken'), 'x');
      const { app, logs } = await buildMailApp({ outboxDir: path.join(outboxParent, 'taken', 'outbox') });

      await expect(
        app.mail.send({ to: 'a@b.ps', subject: 'Lost', text: 'x', html: '<p>x</p>' }),
      ).rejects.toThrow();
      expect(logs.find((line) => line.level === WARN)).toMatchObject({ to: 'a@b.ps', subject: 'Lost' });
      await app.close();
    });
  });

  describe('when the SMTP server is unreachable', () => {
    it('rejects at once when nothing listens on the port, and logs who missed the mail', async () => {
      const { app, logs } = await buildMailApp({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
      const started = Date.now();

      await expect(
        app.mail.send({ to: 'lost@example.ps', subject: 'Activate', text: 'x', html: '<p>x</p>' }),
      ).rejects.toThrow(/ECONNREFUSED/);

      expect(Date.now() - started).toBeLessThan(5000);
      const warning = logs.find((line) => line.level === WARN);
      expect(warning).toMatchObject({ to: 'lost@example.ps', subject: 'Activate' });
      await app.close();
    });

    it('gives up within about ten seconds on a server that accepts but never answers', async () => {
      const sockets = new Set<Socket>();
      const silent = createServer((socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as AddressInfo;
      const { app } = await buildMailApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
      const started = Date.now();

      try {
        await expect(
          app.mail.send({ to: 'slow@example.ps', subject: 'Hello', text: 'x', html: '<p>x</p>' }),
        ).rejects.toThrow(/timeout|greeting never received/i);
        expect(Date.now() - started).toBeLessThan(12_000);
      } finally {
        await app.close();
        for (const socket of sockets) socket.destroy();
        await new Promise<void>((resolve) => silent.close(() => resolve()));
      }
    }, 20_000);
  });
});

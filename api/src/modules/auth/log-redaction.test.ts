import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { bearer, clientAddress, logIn, registration } from '../../test-support/accounts.js';
import { settled } from '../../test-support/settled.js';
import { extractCode, extractLink, type ReceivedMail } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

type LogLine = Record<string, unknown>;

/** The app's logger writing to an array: every line pino would print, parsed. */
function capturedLogger() {
  const lines: LogLine[] = [];
  return {
    lines,
    logger: {
      level: 'info',
      stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
    },
  };
}

/** Every string anywhere in the log lines (numbers such as times are left out: a code could be in one by chance). */
function loggedStrings(lines: readonly LogLine[]): string[] {
  const strings: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  lines.forEach(visit);
  return strings;
}

function expectNotLogged(lines: readonly LogLine[], secret: string, what: string) {
  const found = loggedStrings(lines).filter((text) => text.includes(secret));
  expect(found, `${what} in the log`).toEqual([]);
}

describe('the log without SMTP_URL (mails in the outbox)', () => {
  let app: FastifyInstance;
  const { lines, logger } = capturedLogger();
  const outbox = () => path.join(app.config.dataDir, 'outbox');

  beforeAll(async () => {
    app = await buildTestApp({}, { logger });
  });
  afterAll(() => app.close());

  /** The newest outbox mail to `to` whose subject matches, as a developer would open it. */
  async function outboxMail(to: string, subject: RegExp): Promise<ReceivedMail> {
    // Mails are written in the background: once the outbox has sent them, they are in the folder.
    await settled(app);
    const files = existsSync(outbox()) ? readdirSync(outbox()).sort().reverse() : [];
    for (const file of files) {
      const parsed = await simpleParser(readFileSync(path.join(outbox(), file)));
      const recipients = [parsed.to ?? []].flat().map((address) => address.text);
      if (recipients.includes(to) && subject.test(parsed.subject ?? '')) {
        return {
          from: '',
          to: recipients,
          subject: parsed.subject ?? '',
          replyTo: '',
          text: parsed.text ?? '',
          html: '',
          messageId: parsed.messageId ?? '',
          raw: '',
        };
      }
    }
    throw new Error(`no mail to ${to} in the outbox`);
  }

  it('keeps activation, e-mail change and reset secrets out of every line, and names the outbox file', async () => {
    const account = registration();
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      remoteAddress: clientAddress(),
    });
    expect(registered.statusCode).toBe(201);

    const activation = new URL(
      extractLink(await outboxMail(account.email, /activate/i), '/api/auth/activate'),
    );
    const activationToken = activation.searchParams.get('token')!;
    await app.inject({ method: 'GET', url: `${activation.pathname}${activation.search}` });

    const token = await logIn(app, account.email, account.password);
    const newEmail = `moved.${Date.now()}@example.ps`;
    const changed = await app.inject({
      method: 'PATCH',
      url: '/api/owner',
      headers: bearer(token),
      payload: { firstName: 'Amal', lastName: 'Tamimi', email: newEmail, currentPassword: account.password },
    });
    expect(changed.statusCode).toBe(200);
    const confirm = new URL(extractLink(await outboxMail(newEmail, /.*/), '/api/auth/confirm-email'));
    const confirmToken = confirm.searchParams.get('token')!;
    await app.inject({ method: 'GET', url: `${confirm.pathname}${confirm.search}` });

    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: newEmail } });
    const code = extractCode(await outboxMail(newEmail, /reset/i));
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/verify-code',
      payload: { email: newEmail, code },
    });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: {
        email: newEmail,
        code,
        newPassword: 'new-olive-tree-7',
        newPasswordVerify: 'new-olive-tree-7',
      },
    });
    expect(reset.statusCode).toBe(200);

    expectNotLogged(lines, activationToken, 'the activation token');
    expectNotLogged(lines, confirmToken, 'the e-mail change token');
    expectNotLogged(lines, code, 'the reset code');
    expectNotLogged(lines, account.password, 'the password');
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'request', url: '/api/auth/activate?token=[redacted]' }),
    );
    // The developer still finds the mails: each line names its .eml file.
    const written = lines.filter((line) => line.msg === 'mail written to the outbox');
    expect(written.length).toBeGreaterThanOrEqual(3);
    for (const line of written) expect(String(line.file)).toMatch(/outbox[\\/].+\.eml$/);
  });

  it('logs token-like query parameters as [redacted], and keeps the others', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/projects?q=olive&token=s3cret-value&code=482913&limit=5&access_token=abc.def&resetCode=111',
    });

    expectNotLogged(lines, 's3cret-value', 'a token parameter');
    expectNotLogged(lines, 'abc.def', 'an access_token parameter');
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        url: '/api/projects?q=olive&token=[redacted]&code=[redacted]&limit=5&access_token=[redacted]&resetCode=[redacted]',
      }),
    );
  });
});

describe('the log of the demo seed', () => {
  it('names the sign-ins file, kept owner-only, but never prints the password', async () => {
    const { lines, logger } = capturedLogger();
    const app = await buildTestApp({ DEMO_DATA: '1' }, { logger });
    try {
      const file = path.join(app.config.dataDir, 'demo-sign-ins.txt');
      const password = /password for all: (\S+)\)/.exec(readFileSync(file, 'utf8'))?.[1];
      expect(password).toBeDefined();
      expect(statSync(file).mode & 0o777).toBe(0o600);

      expectNotLogged(lines, password!, 'the demo password');
      expect(lines).toContainEqual(expect.objectContaining({ file }));
    } finally {
      await app.close();
    }
    // Seeding encodes every demo picture (sharp): on PostgreSQL beside other suites it can pass 20 s.
  }, 60_000);
});

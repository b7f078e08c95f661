import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { loginWithNotice } from '@rowad/shared/paths';
import { bearer, clientAddress, logIn, registration, signUp } from '../../test-support/accounts.js';
import { extractLink, startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

let smtp: SmtpListener;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://rowad.example' });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    headers,
    remoteAddress: clientAddress(),
  });

describe('POST /api/auth/register', () => {
  it.each(['password', 'password1', 'Qwerty123', 'iloveyou'])(
    'refuses the common password This password is too common. Please choose another. with a field message, creating nothing',
    async (password) => {
      const payload = registration({ password, passwordVerify: password });
      const response = await register(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: 'This password is too common. Please choose another.',
        errors: { password: 'This password is too common. Please choose another.' },
      });
      const stored = await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', payload.email)
        .executeTakeFirst();
      expect(stored).toBeUndefined();
    },
  );

  it('refuses a line break in a name', async () => {
    const response = await register(registration({ firstName: 'Amal\r\nBcc: x@evil.example' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { firstName: 'Please enter a valid first name' } });
  });

  it("still answers a short password with the product's message (docs/product.md §5)", async () => {
    const response = await register(registration({ password: '123456', passwordVerify: '123456' }));
    expect(response.json().errors.password).toBe('Password must be at least 8 characters');
  });

  it('creates a pending account and mails a single-use activation link that lands on the login page', async () => {
    const payload = registration();
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Account created. Check your e-mail to activate your account.',
    });

    const mail = await smtp.waitFor((m) => m.to.includes(payload.email));
    expect(mail.subject).toBe('Activate your Rowad account');
    const link = new URL(extractLink(mail, '/api/auth/activate'));
    expect(link.origin).toBe('https://rowad.example');

    // Not active yet: the right password is answered with the activation message.
    const early = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('ACCOUNT_NOT_ACTIVATED');
    expect(early.json().message).toMatch(/activate your account/);

    const first = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe(loginWithNotice('activation', 'confirmed'));
    const second = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(second.headers.location).toBe(loginWithNotice('activation', 'invalid'));

    const token = await logIn(app, payload.email, payload.password);
    expect(decodeJwt(token)).toMatchObject({ email: payload.email, name: 'Amal Tamimi', role: 'owner' });
  });

  it('says an expired activation link has expired', async () => {
    const payload = registration();
    await register(payload);
    const mail = await smtp.waitFor((m) => m.to.includes(payload.email));
    await app.db.updateTable('one_time_tokens').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const link = new URL(extractLink(mail, '/api/auth/activate'));
    const response = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(response.headers.location).toBe(loginWithNotice('activation', 'expired'));
  });

  it('sends a fresh activation link when a pending account signs in with the right password', async () => {
    const payload = registration();
    await register(payload);
    await smtp.waitFor((m) => m.to.includes(payload.email));
    smtp.clear();
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    const again = await smtp.waitFor((m) => m.to.includes(payload.email));
    expect(extractLink(again, '/api/auth/activate')).toContain('token=');
  });

  it('writes the activation mail in Arabic for a visitor reading Arabic', async () => {
    const payload = registration({ firstName: 'أمل' });
    expect((await register(payload, { 'accept-language': 'ar' })).statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(payload.email));
    expect(mail.subject).toBe('فعّل حسابك في رواد');
    expect(mail.text).toContain('أمل');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('keeps a web address typed into the name out of the activation mail (sent to an address not yet proven)', async () => {
    const payload = registration({ firstName: 'Sami http://evil.ps/win' });
    expect((await register(payload)).statusCode).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(payload.email));
    expect(mail.html).toContain('Welcome to Rowad, Sami!');
    expect(`${mail.text} ${mail.html}`).not.toContain('evil');

    const nameless = registration({ firstName: 'www.evil.ps' });
    expect((await register(nameless)).statusCode).toBe(201);
    const second = await smtp.waitFor((m) => m.to.includes(nameless.email));
    expect(second.html).toContain('Welcome to Rowad!');
    expect(`${second.text} ${second.html}`).not.toContain('evil');
  });

  it('refuses an e-mail already registered, whatever its case, and stores nothing', async () => {
    const { email } = await signUp(app, smtp);
    const response = await register(registration({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect(response.json().errors).toEqual({ email: 'An account with this email already exists.' });
  });

  const userCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("answers the product's message (docs/product.md §5) under every missing field at once, storing nothing", async () => {
    const before = await userCount();
    const response = await register({});
    expect(await userCount()).toBe(before);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      bio: 'Bio is required',
      email: 'Email is required',
      password: 'Password is required',
      passwordVerify: 'Password confirmation is required',
      role: 'Role is required',
      birthDate: 'Birth date is required',
      address: 'Address is required',
    });
  });

  it('refuses the admin role, a short password, mismatched passwords and a bad e-mail', async () => {
    const response = await register(
      registration({ role: 'admin', password: 'short', passwordVerify: 'other', email: 'not-an-email' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      role: 'Role must be one of: owner, user, investor',
      password: 'Password must be at least 8 characters',
      passwordVerify: 'Passwords must match',
      email: 'Please enter a valid email',
    });
  });

  it('answers malformed JSON, wrong types and oversized bodies with 4xx, never 5xx', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON');

    const wrongTypes = await register(registration({ firstName: 42, role: ['owner'], birthDate: true }));
    expect(wrongTypes.statusCode).toBe(400);
    expect(Object.keys(wrongTypes.json().errors)).toEqual(
      expect.arrayContaining(['firstName', 'role', 'birthDate']),
    );

    const before = await userCount();
    const huge = await register(registration({ bio: 'x'.repeat(200_000) }));
    expect(huge.statusCode).toBe(413);

    const longName = await register(registration({ firstName: 'x'.repeat(5_000) }));
    expect(longName.statusCode).toBe(400);
    expect(longName.json().errors.firstName).toMatch(/at most/);
    expect(await userCount()).toBe(before);
  });
});

describe('GET /api/users/my-data', () => {
  it('answers the signed-in user with id and role, and 401 without a token', async () => {
    const { token, email, id } = await signUp(app, smtp, { role: 'investor' });
    const response = await app.inject({ method: 'GET', url: '/api/users/my-data', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, role: 'investor', email, firstName: 'Amal', lastName: 'Tamimi' });
    expect((await app.inject({ method: 'GET', url: '/api/users/my-data' })).statusCode).toBe(401);
  });
});

import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { bearer, logIn, signUp } from '../../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

let smtp: SmtpListener;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const myData = (token: string) =>
  app.inject({ method: 'GET', url: '/api/users/my-data', headers: bearer(token) });
const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('POST /api/auth/login', () => {
  it('returns a token whose claims are sub, email, name and role, expiring', async () => {
    const { email, password, id } = await signUp(app, smtp, { role: 'investor', firstName: 'Sami' });
    const response = await login(email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json().token);
    expect(claims).toMatchObject({ sub: String(id), email, name: 'Sami Tamimi', role: 'investor' });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
  });

  it('answers 401 for a wrong password and for an unknown e-mail alike', async () => {
    const { email } = await signUp(app, smtp);
    const wrong = await login(email, 'not-the-password');
    const unknown = await login('nobody@example.ps', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
  });

  it("validates with the product's messages (docs/product.md §5)", async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Please enter a valid email',
      password: 'Password is required',
    });
  });
});

describe('tokens', () => {
  it('refuses no token, a garbage token and a token signed with another key', async () => {
    const { id, email } = await signUp(app, smtp);
    const forged = await new SignJWT({ email, name: 'X', role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setJti('forged')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!'));
    expect((await app.inject({ method: 'GET', url: '/api/users/my-data' })).statusCode).toBe(401);
    expect((await myData('garbage')).statusCode).toBe(401);
    expect((await myData(forged)).statusCode).toBe(401);
  });
});

describe('GET /api/app/auth/logout', () => {
  it('stops that token working and leaves the user other sessions', async () => {
    const { token, email, password } = await signUp(app, smtp);
    const otherDevice = await logIn(app, email, password);
    const response = await app.inject({ method: 'GET', url: '/api/app/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect((await myData(token)).statusCode).toBe(401);
    expect((await myData(otherDevice)).statusCode).toBe(200);
  });
});

describe('POST /api/app/auth/change-password', () => {
  const change = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/app/auth/change-password', headers: bearer(token), payload });

  it('changes the password, signs out the other sessions, keeps this one and mails a notice', async () => {
    const { token, email, password } = await signUp(app, smtp);
    const otherDevice = await logIn(app, email, password);
    smtp.clear();
    const response = await change(token, {
      oldPassword: password,
      newPassword: 'new-olive-tree-7',
      newPasswordVerify: 'new-olive-tree-7',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed successfully!' });
    expect((await myData(token)).statusCode).toBe(200);
    expect((await myData(otherDevice)).statusCode).toBe(401);
    expect((await login(email, password)).statusCode).toBe(401);
    expect((await login(email, 'new-olive-tree-7')).statusCode).toBe(200);
    const notice = await smtp.waitFor((m) => m.to.includes(email));
    expect(notice.subject).toBe('Your Rowad password was changed');
  });

  it('refuses a wrong current password, a short new one and a mismatch, changing nothing', async () => {
    const { token, email, password } = await signUp(app, smtp);
    const wrongOld = await change(token, {
      oldPassword: 'wrong-one',
      newPassword: 'abcdefgh1',
      newPasswordVerify: 'abcdefgh1',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().code).toBe('WRONG_CURRENT_PASSWORD');
    expect(wrongOld.json().errors).toEqual({ oldPassword: 'The current password is incorrect.' });
    const short = await change(token, {
      oldPassword: password,
      newPassword: 'short',
      newPasswordVerify: 'short',
    });
    expect(short.json().errors.newPassword).toBe('Password must be at least 8 characters');
    const mismatch = await change(token, {
      oldPassword: password,
      newPassword: 'abcdefgh1',
      newPasswordVerify: 'abcdefgh2',
    });
    expect(mismatch.json().errors.newPasswordVerify).toBe('Passwords do not match');
    const empty = await change(token, {});
    expect(empty.json().errors.oldPassword).toBe('Please fill in all fields');
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('refuses a common new password, keeping the old one', async () => {
    const { token, email, password } = await signUp(app, smtp);
    const response = await change(token, {
      oldPassword: password,
      newPassword: 'sunshine1',
      newPasswordVerify: 'sunshine1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Please choose another.',
      errors: { newPassword: 'This password is too common. Please choose another.' },
    });
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/app/auth/change-password', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an account has had ten sign-in attempts in 15 minutes', async () => {
    // signUp's own login is the first of the ten.
    const { email } = await signUp(app, smtp);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await login(email, `wrong-${i}`)).statusCode);
    expect(statuses).toEqual(Array(9).fill(401));
    const limited = await login(email, 'wrong-again');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Too many attempts. Please try again later.');
  });
});

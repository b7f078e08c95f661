import type { FastifyInstance } from 'fastify';
import { bearer, signUp } from '../../test-support/accounts.js';
import { startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

// A suite of its own: its sign-ups would otherwise use up the per-address sign-in budget that
// sessions.test.ts spends on purpose.
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

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

/** A password change from `remoteAddress` with `oldPassword` as the current password. */
const changeFrom = (remoteAddress: string, token: string, oldPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/app/auth/change-password',
    headers: bearer(token),
    payload: { oldPassword, newPassword: 'new-olive-tree-7', newPasswordVerify: 'new-olive-tree-7' },
    remoteAddress,
  });

describe('POST /api/app/auth/change-password: rate limits', () => {
  it('answers 429 after five password changes by one user in an hour, so a stolen token cannot guess the password', async () => {
    const { token, email, password } = await signUp(app, smtp);
    const statuses: number[] = [];
    // From a new address each time: the count that stops the guessing is the user's.
    for (let n = 1; n <= 5; n += 1) {
      statuses.push((await changeFrom(`10.81.0.${n}`, token, `guess-${n}`)).statusCode);
    }
    expect(statuses).toEqual(Array(5).fill(400));

    const limited = await changeFrom('10.81.0.6', token, password);

    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before the password was checked: even the right one changed nothing.
    expect((await login(email, password)).statusCode).toBe(200);
  });

  it('answers 429 after ten password changes from one address in an hour, across accounts', async () => {
    const address = '10.82.0.1';
    const members = [await signUp(app, smtp), await signUp(app, smtp), await signUp(app, smtp)];
    const statuses: number[] = [];
    for (const { token } of members) {
      for (let n = 1; n <= 4; n += 1)
        statuses.push((await changeFrom(address, token, `guess-${n}`)).statusCode);
    }

    expect(statuses).toEqual([...Array<number>(10).fill(400), 429, 429]);
    const [first] = members;
    expect((await changeFrom(address, first!.token, first!.password)).statusCode).toBe(429);
    // The member's own count (4, the refused ones uncounted) still lets them in from elsewhere.
    expect((await changeFrom('10.82.0.2', first!.token, first!.password)).statusCode).toBe(200);
  });
});

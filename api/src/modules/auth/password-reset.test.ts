import { jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { bearer, clientAddress, logIn, signUp } from '../../test-support/accounts.js';
import { settled } from '../../test-support/settled.js';
import { extractCode, startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';
import { AccountRepository } from './account-repository.js';

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

// A client address of its own per call: the per-address limits are not what this suite tests.
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: clientAddress() });
const forgot = (email: string) => post('/api/auth/forgot-password', { email });
const verify = (email: string, code: string) => post('/api/auth/reset-password/verify-code', { email, code });
const reset = (email: string, code: string, newPassword = 'fresh-start-99') =>
  post('/api/auth/reset-password', { email, code, newPassword, newPasswordVerify: newPassword });

async function codeFor(email: string): Promise<string> {
  smtp.clear();
  expect((await forgot(email)).statusCode).toBe(200);
  return extractCode(await smtp.waitFor((m) => m.to.includes(email) && /reset code/i.test(m.subject)));
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('password reset', () => {
  it('mails a 6-digit code that verifies, resets the password once and signs out old sessions', async () => {
    const { email, password, token } = await signUp(app, smtp);
    const code = await codeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(email, code)).statusCode).toBe(200);
    const response = await reset(email, code);
    expect(response.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/my-data', headers: bearer(token) })).statusCode,
    ).toBe(401);
    await expect(logIn(app, email, password)).rejects.toThrow(/401/);
    await logIn(app, email, 'fresh-start-99');

    const reused = await reset(email, code, 'another-one-1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_RESET_CODE', message: 'Invalid or expired code' });
  });

  it('mails the account a notice of the completed reset, in its language, without the code', async () => {
    for (const language of ['en', 'ar'] as const) {
      const { email } = await signUp(app, smtp);
      const code = await codeFor(email);
      await app.db.updateTable('users').set({ language }).where('email', '=', email).execute();
      smtp.clear();
      expect((await reset(email, code)).statusCode).toBe(200);
      const notice = await smtp.waitFor((m) => m.to.includes(email));
      expect(notice.subject).toBe(
        language === 'en' ? 'Your Rowad password was reset' : 'تمت إعادة تعيين كلمة المرور في رواد',
      );
      expect(notice.text).toContain(
        language === 'en'
          ? 'Your password was just reset with a code sent to this address'
          : 'تمت إعادة تعيين كلمة المرور للتو برمز أُرسل إلى هذا العنوان',
      );
      expect(notice.text).not.toContain(code);
      expect(notice.html).not.toContain(code);
    }
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const { email } = await signUp(app, smtp);
    smtp.clear();
    const known = await forgot(email);
    const unknown = await forgot('nobody-here@example.ps');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor((m) => m.to.includes(email));
    // Both lookups, and any mail they queued, are done: a mail to the unknown address would be here.
    await settled(app);
    expect(smtp.messages.filter((m) => m.to.includes('nobody-here@example.ps'))).toEqual([]);
  });

  it('answers before any account-dependent work, for a known and an unknown address alike', async () => {
    const { email } = await signUp(app, smtp);
    smtp.clear();
    const unknown = 'nobody-at-all@example.ps';
    const events: string[] = [];
    // Every account lookup waits for this gate; it opens once both answers are in (or after
    // two seconds, so a forgot-password that waits for its lookup fails instead of hanging).
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const fallback = setTimeout(() => open(), 2000);
    const findByEmail = AccountRepository.prototype.findByEmail;
    const lookup = jest.spyOn(AccountRepository.prototype, 'findByEmail').mockImplementation(async function (
      this: AccountRepository,
      address: string,
    ) {
      await gate;
      events.push(`looked up ${address}`);
      return findByEmail.call(this, address);
    });
    try {
      const answers = await Promise.all(
        [email, unknown].map((address) =>
          app
            .inject({
              method: 'POST',
              url: '/api/auth/forgot-password',
              payload: { email: address },
              remoteAddress: clientAddress(),
            })
            .then((answer) => {
              events.push(`answered ${address}`);
              return answer;
            }),
        ),
      );
      open();
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers[1]!.json()).toEqual(answers[0]!.json());
      await smtp.waitFor((m) => m.to.includes(email) && /reset code/i.test(m.subject));
      expect(events.slice(0, 2).sort()).toEqual([`answered ${email}`, `answered ${unknown}`]);
      expect(events.slice(2).sort()).toEqual([`looked up ${email}`, `looked up ${unknown}`]);
    } finally {
      clearTimeout(fallback);
      lookup.mockRestore();
    }
  });

  it('refuses an expired code', async () => {
    const { email } = await signUp(app, smtp);
    const code = await codeFor(email);
    await app.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'password-reset')
      .execute();
    expect((await verify(email, code)).statusCode).toBe(400);
    expect((await reset(email, code)).statusCode).toBe(400);
  });

  it('burns the code on the fifth wrong try, so even the right code then fails', async () => {
    const { email } = await signUp(app, smtp);
    const code = await codeFor(email);
    for (let i = 0; i < 4; i += 1) expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
    // Four wrong tries leave the code alive.
    expect((await verify(email, code)).statusCode).toBe(200);
    expect((await verify(email, wrongCode(code))).statusCode).toBe(400);
    const afterBurn = await verify(email, code);
    expect(afterBurn.statusCode).toBe(400);
    expect(afterBurn.json().message).toBe('Invalid or expired code');
  });

  it('counts parallel wrong tries atomically: no more than five guesses are ever compared', async () => {
    const { email } = await signUp(app, smtp);
    const code = await codeFor(email);
    const guess = (tried: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password/verify-code',
        payload: { email, code: tried },
        remoteAddress: clientAddress(),
      });
    // Ten distinct wrong codes at once (as many as the per-account limit allows): each is
    // compared and counted in one step, so only five are ever compared and the fifth burns the code.
    const wrong = Array.from({ length: 10 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(wrong.map(guess));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(400));
    const row = await app.db
      .selectFrom('one_time_tokens')
      .innerJoin('users', 'users.id', 'one_time_tokens.user_id')
      .select(['one_time_tokens.attempts', 'one_time_tokens.used_at'])
      .where('users.email', '=', email)
      .where('one_time_tokens.purpose', '=', 'password-reset')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.used_at).not.toBeNull();
    const afterBurst = await reset(email, code);
    expect(afterBurst.statusCode).toBe(400);
    expect(afterBurst.json()).toMatchObject({ message: 'Invalid or expired code' });
  });

  it('keeps only the newest code alive', async () => {
    const { email } = await signUp(app, smtp);
    const first = await codeFor(email);
    const second = await codeFor(email);
    if (first !== second) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('refuses a common new password and leaves the code usable', async () => {
    const { email, password } = await signUp(app, smtp);
    const code = await codeFor(email);
    const common = await reset(email, code, 'football');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is too common. Please choose another.',
      errors: { newPassword: 'This password is too common. Please choose another.' },
    });
    await logIn(app, email, password);
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it("validates with the product's messages (docs/product.md §5)", async () => {
    const badCode = await post('/api/auth/reset-password/verify-code', { email: 'a@b.ps', code: '12ab5' });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().errors.code).toBe('Code must be exactly 6 digits');
    const badReset = await post('/api/auth/reset-password', {
      email: 'a@b.ps',
      code: '123456',
      newPassword: 'short',
      newPasswordVerify: 'other',
    });
    expect(badReset.json().errors).toMatchObject({
      newPassword: 'Password must be at least 8 characters',
      newPasswordVerify: 'Passwords must match',
    });
    const missing = await post('/api/auth/forgot-password', {});
    expect(missing.json().errors).toEqual({ email: 'Email is required' });
  });
});

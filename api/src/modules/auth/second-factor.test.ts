import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { loadConfig } from '../../config.js';
import { bearer, clientAddress, signUp } from '../../test-support/accounts.js';
import { extractCode, startSmtpListener, type SmtpListener } from '../../test-support/smtp-listener.js';
import { buildTestApp } from '../../test-support/test-app.js';

const ADMIN = { email: 'second-factor-admin@rowad.test', password: 'admin-pass-2fa-1' };
const KNOWN_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let smtp: SmtpListener;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

// A client address of its own per call: the per-address limits are tested on their own.
const post = (
  url: string,
  payload: object,
  headers: Record<string, string> = {},
  remoteAddress = clientAddress(),
) => app.inject({ method: 'POST', url, payload, headers, remoteAddress });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const secondStep = (mfaToken: string, code: string, remoteAddress?: string) =>
  post('/api/auth/login/mfa', { mfaToken, code }, {}, remoteAddress);
const myData = (token: string) =>
  app.inject({ method: 'GET', url: '/api/users/my-data', headers: bearer(token) });

const PERIOD_MS = 30_000;
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });

/** A code the server has not seen yet: the earliest step after the last one used, within ±1 step of now. */
async function freshCode(userId: number, secret: string): Promise<string> {
  const row = await app.db
    .selectFrom('second_factors')
    .select('last_step')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current - 1, row?.last_step === null || !row ? -Infinity : Number(row.last_step) + 1);
  if (step > current + 1) throw new Error('every code of this minute has been used');
  return codeAt(secret, step * PERIOD_MS + PERIOD_MS / 2);
}

async function idOf(email: string): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An owner who turned the factor on in their profile. */
async function ownerWithFactor() {
  const owner = await signUp(app, smtp, { role: 'owner' });
  const setup = (await post('/api/app/auth/mfa/setup', {}, bearer(owner.token))).json<{ secret: string }>();
  const confirmed = await post(
    '/api/app/auth/mfa/confirm',
    { code: await freshCode(owner.id, setup.secret) },
    bearer(owner.token),
  );
  expect(confirmed.statusCode).toBe(200);
  return {
    ...owner,
    secret: setup.secret,
    recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes,
  };
}

async function mfaTokenOf(email: string, password: string): Promise<string> {
  const answer = await login(email, password);
  expect(answer.statusCode).toBe(200);
  expect(answer.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  return answer.json<{ mfaToken: string }>().mfaToken;
}

describe('an admin without a second factor', () => {
  it('enrols at sign-in: a QR code and the secret, confirmed with a code, then ten recovery codes and the session', async () => {
    const answer = await login(ADMIN.email, ADMIN.password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ mfaEnrolmentRequired: true, mfaToken: expect.any(String) });
    const { mfaToken } = answer.json<{ mfaToken: string }>();
    // The step's token is no session.
    expect((await myData(mfaToken)).statusCode).toBe(401);

    const setup = await post('/api/auth/login/mfa/enrol', { mfaToken });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json<{ secret: string; otpauthUri: string; qrSvg: string }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Rowad:second-factor-admin%40rowad\.test\?/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await post('/api/auth/login/mfa/enrol/confirm', {
      mfaToken,
      code: '000000' === codeAt(secret, Date.now()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_MFA_CODE' });

    const code = await freshCode(await idOf(ADMIN.email), secret);
    const confirmed = await post('/api/auth/login/mfa/enrol/confirm', { mfaToken, code });
    expect(confirmed.statusCode).toBe(200);
    const { token, recoveryCodes } = confirmed.json<{ token: string; recoveryCodes: string[] }>();
    expect((await myData(token)).statusCode).toBe(200);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Stored hashed, and the secret is never sent back.
    const stored = await app.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recoveryCodes[0]);
    const status = await app.inject({ method: 'GET', url: '/api/app/auth/mfa', headers: bearer(token) });
    expect(status.json()).toEqual({
      enabled: true,
      enabledAt: expect.any(String),
      recoveryCodesLeft: 10,
      required: true,
    });
    expect(status.body).not.toContain(secret);

    // From now on every sign-in asks for a code; the one that confirmed the enrolment is spent.
    const next = await mfaTokenOf(ADMIN.email, ADMIN.password);
    const reused = await secondStep(next, code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'INVALID_MFA_CODE' });
    const signedIn = await secondStep(next, await freshCode(await idOf(ADMIN.email), secret));
    expect(signedIn.statusCode).toBe(200);
    expect((await myData(signedIn.json<{ token: string }>().token)).statusCode).toBe(200);
    // An admin cannot turn it off.
    const off = await post(
      '/api/app/auth/mfa/disable',
      { currentPassword: ADMIN.password, code: recoveryCodes[0]! },
      bearer(token),
    );
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'MFA_REQUIRED_FOR_ADMIN' });
  });
});

describe('the second step of a sign-in', () => {
  it('accepts a code once: the same code is refused the second time', async () => {
    const owner = await ownerWithFactor();
    const code = await freshCode(owner.id, owner.secret);
    const first = await secondStep(await mfaTokenOf(owner.email, owner.password), code);
    expect(first.statusCode).toBe(200);
    const again = await secondStep(await mfaTokenOf(owner.email, owner.password), code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: 'INVALID_MFA_CODE',
      message: 'This code is not right, or it was already used.',
      errors: { code: 'This code is not right, or it was already used.' },
    });
  });

  it('lets one of two parallel tries with the same code through, never both', async () => {
    const owner = await ownerWithFactor();
    const code = await freshCode(owner.id, owner.secret);
    const [a, b] = await Promise.all([
      mfaTokenOf(owner.email, owner.password),
      mfaTokenOf(owner.email, owner.password),
    ]);
    const statuses = (await Promise.all([secondStep(a, code), secondStep(b, code)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('accepts each recovery code once, typed in any case and without its dash', async () => {
    const owner = await ownerWithFactor();
    const [first, second] = owner.recoveryCodes;
    expect((await secondStep(await mfaTokenOf(owner.email, owner.password), first!)).statusCode).toBe(200);
    expect((await secondStep(await mfaTokenOf(owner.email, owner.password), first!)).statusCode).toBe(401);
    const typed = second!.replace('-', ' ').toUpperCase();
    expect((await secondStep(await mfaTokenOf(owner.email, owner.password), typed)).statusCode).toBe(200);
    const status = await app.inject({
      method: 'GET',
      url: '/api/app/auth/mfa',
      headers: bearer(owner.token),
    });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 8, required: false });
  });

  it('answers 429 after ten code tries on one account, even from new addresses and with the right code', async () => {
    const owner = await ownerWithFactor();
    const mfaToken = await mfaTokenOf(owner.email, owner.password);
    const right = await freshCode(owner.id, owner.secret);
    const wrong = right === '123456' ? '654321' : '123456';
    const statuses: number[] = [];
    // The code that turned the factor on was the account's first try: nine more are answered.
    for (let n = 0; n < 9; n += 1) statuses.push((await secondStep(mfaToken, wrong)).statusCode);
    expect(statuses).toEqual(Array(9).fill(401));
    const limited = await secondStep(mfaToken, right);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
  });

  it('gives no session without the second step: no token, a forged or other-purpose token refused', async () => {
    const owner = await ownerWithFactor();
    const answer = await login(owner.email, owner.password);
    expect(answer.json()).not.toHaveProperty('token');
    const mfaToken = answer.json<{ mfaToken: string }>().mfaToken;
    const [payload, mac] = mfaToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const otherAccount = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    const code = await freshCode(owner.id, owner.secret);
    for (const forged of [`${otherAccount}.${mac}`, `${payload}.${'0'.repeat(64)}`, 'garbage']) {
      const refused = await secondStep(forged, code);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'MFA_TOKEN_INVALID' });
    }
    // An enrolment's token does not open the sign-in's second step, nor the other way round.
    const enrol = await post('/api/auth/login/mfa/enrol', { mfaToken });
    expect(enrol.json()).toMatchObject({ code: 'MFA_TOKEN_INVALID' });
  });

  it('is validated: a code and a token are required', async () => {
    const response = await post('/api/auth/login/mfa', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { code: 'Code is required', mfaToken: expect.any(String) },
    });
  });
});

describe('a password reset', () => {
  it('keeps the second factor, and ends the second steps started with the old password', async () => {
    const owner = await ownerWithFactor();
    const before = await mfaTokenOf(owner.email, owner.password);
    smtp.clear();
    expect((await post('/api/auth/forgot-password', { email: owner.email })).statusCode).toBe(200);
    const resetCode = extractCode(
      await smtp.waitFor((m) => m.to.includes(owner.email) && /reset code/i.test(m.subject)),
    );
    const reset = await post('/api/auth/reset-password', {
      email: owner.email,
      code: resetCode,
      newPassword: 'fresh-start-99',
      newPasswordVerify: 'fresh-start-99',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).not.toHaveProperty('token');

    const code = await freshCode(owner.id, owner.secret);
    expect((await secondStep(before, code)).json()).toMatchObject({ code: 'MFA_TOKEN_INVALID' });
    const after = await mfaTokenOf(owner.email, 'fresh-start-99');
    expect((await secondStep(after, code)).statusCode).toBe(200);
  });
});

describe('the profile', () => {
  it('signs in without a second step until the user turns it on; off again with the password and a code', async () => {
    const investor = await signUp(app, smtp, { role: 'investor' });
    expect((await login(investor.email, investor.password)).json()).toEqual({ token: expect.any(String) });
    const noSetup = await post('/api/app/auth/mfa/confirm', { code: '123456' }, bearer(investor.token));
    expect(noSetup.json()).toMatchObject({ code: 'MFA_NOT_SETTING_UP' });

    const setup = (await post('/api/app/auth/mfa/setup', {}, bearer(investor.token))).json<{
      secret: string;
    }>();
    const code = await freshCode(investor.id, setup.secret);
    expect((await post('/api/app/auth/mfa/confirm', { code }, bearer(investor.token))).statusCode).toBe(200);
    expect((await post('/api/app/auth/mfa/setup', {}, bearer(investor.token))).json()).toMatchObject({
      code: 'MFA_ALREADY_ENABLED',
    });
    await mfaTokenOf(investor.email, investor.password);

    const disable = (currentPassword: string, withCode: string) =>
      post('/api/app/auth/mfa/disable', { currentPassword, code: withCode }, bearer(investor.token));
    const wrongPassword = await disable('not-my-password', await freshCode(investor.id, setup.secret));
    expect(wrongPassword.json()).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD' });
    expect((await disable(investor.password, code)).json()).toMatchObject({ code: 'INVALID_MFA_CODE' });
    const off = await disable(investor.password, await freshCode(investor.id, setup.secret));
    expect(off.statusCode).toBe(200);
    expect((await login(investor.email, investor.password)).json()).toEqual({ token: expect.any(String) });
    expect(
      await app.db.selectFrom('recovery_codes').where('user_id', '=', investor.id).selectAll().execute(),
    ).toEqual([]);
  });
});

describe('ADMIN_TOTP_SECRET', () => {
  it('enrols the admin at start: the sign-in asks for a code from that secret', async () => {
    const other = await buildTestApp({
      ADMIN_EMAIL: 'known-secret-admin@rowad.test',
      ADMIN_PASSWORD: 'admin-pass-known-1',
      ADMIN_TOTP_SECRET: KNOWN_SECRET,
    });
    try {
      const answer = await other.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'known-secret-admin@rowad.test', password: 'admin-pass-known-1' },
      });
      expect(answer.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
      const signedIn = await other.inject({
        method: 'POST',
        url: '/api/auth/login/mfa',
        payload: {
          mfaToken: answer.json<{ mfaToken: string }>().mfaToken,
          code: codeAt(KNOWN_SECRET, Date.now()),
        },
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ token: expect.any(String) });
    } finally {
      await other.close();
    }
  });

  it('must be base32 of at least 128 bits, and comes with ADMIN_EMAIL', () => {
    const admin = { ADMIN_EMAIL: 'a@rowad.test', ADMIN_PASSWORD: 'admin-pass-1' };
    expect(() => loadConfig({ ...admin, ADMIN_TOTP_SECRET: 'not base32!' })).toThrow(/ADMIN_TOTP_SECRET/);
    expect(() => loadConfig({ ...admin, ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })).toThrow(
      /ADMIN_TOTP_SECRET/,
    );
    expect(() => loadConfig({ ADMIN_TOTP_SECRET: KNOWN_SECRET })).toThrow(/ADMIN_TOTP_SECRET/);
    expect(loadConfig({ ...admin, ADMIN_TOTP_SECRET: KNOWN_SECRET.toLowerCase() }).admin?.totpSecret).toBe(
      KNOWN_SECRET,
    );
  });
});

describe('an admin', () => {
  it('signs in with the second step after enrolling', async () => {
    // The admin of this app enrolled in the first test; a new enrolment is not asked again.
    const answer = await login(ADMIN.email, ADMIN.password);
    expect(answer.json()).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  });
});

describe('closing an account with the factor on', () => {
  it('asks for a code with the password, and takes a fresh one', async () => {
    const owner = await ownerWithFactor();
    const close = (body: object) =>
      app.inject({ method: 'DELETE', url: '/api/users/me', payload: body, headers: bearer(owner.token) });

    const withoutCode = await close({ currentPassword: owner.password });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json()).toMatchObject({ code: 'INVALID_MFA_CODE' });
    expect((await close({ currentPassword: owner.password, code: '000000' })).json()).toMatchObject({
      code: 'INVALID_MFA_CODE',
    });
    expect(await idOf(owner.email)).toBe(owner.id);

    const closed = await close({ currentPassword: owner.password, code: owner.recoveryCodes[0] });
    expect(closed.statusCode).toBe(200);
    expect(await app.db.selectFrom('users').where('id', '=', owner.id).selectAll().execute()).toEqual([]);
  });
});

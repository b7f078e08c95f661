import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginWithNotice } from '@rowad/shared/paths';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordSchema,
  EnrolmentAnswerSchema,
  LoginAnswerSchema,
  LoginResponseSchema,
  LoginSchema,
  MessageResponseSchema,
  MfaTokenSchema,
  RecoveryCodesSchema,
  SecondFactorConfirmSchema,
  SecondFactorDisableSchema,
  SecondFactorLoginSchema,
  SecondFactorSetupSchema,
  SecondFactorStatusSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyCodeSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import type { Language } from '../../db/schema.js';
import { route } from '../../http/route.js';
import { RATE_LIMITS, type Rate } from '../../limits.js';
import { clientOf, rateLimited, type RateRule } from '../../plugins/rate-limit.js';
import type { ChallengePurpose, SecondFactorService } from './second-factor.js';
import type { AuthService } from './service.js';

/** The language the visitor reads the site in: the e-mails they get follow it. */
function languageOf(request: FastifyRequest): Language {
  return /^ar\b/i.test(request.headers['accept-language'] ?? '') ? 'ar' : 'en';
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Limits per address and per account: one client cannot hammer, nor many clients one account. */
function limits(name: string, { perIp, perEmail }: { perIp: Rate; perEmail: Rate }) {
  return rateLimited((request): RateRule[] => {
    const rules: RateRule[] = [{ key: `${name}:ip:${clientOf(request)}`, ...perIp }];
    const email = emailOf(request);
    if (email) rules.push({ key: `${name}:email:${email}`, ...perEmail });
    return rules;
  });
}

/** A password change is counted per signed-in user and per client address, as an e-mail change is. */
const changePasswordLimit = rateLimited((request): RateRule[] => [
  { key: `change-password:user:${request.auth!.id}`, ...RATE_LIMITS.changePassword.perUser },
  { key: `change-password:ip:${clientOf(request)}`, ...RATE_LIMITS.changePassword.perIp },
]);

// A link's token never fails validation (a 400 would strand the visitor): a bad one reads as
// absent and redirects with `invalid`, as an unknown token does.
const TokenQuerySchema = z.object({ token: z.string().min(1).max(200).optional().catch(undefined) });

/**
 * Second-factor codes are counted per address and per account: the one a sign-in step's token
 * names (a token that is not ours counts only against the address), or the signed-in user.
 */
function secondFactorLimit(
  name: string,
  accountOf: (request: FastifyRequest) => number | undefined,
  { takesCode }: { takesCode: boolean },
) {
  const { perIp, perAccount } = RATE_LIMITS.secondFactor;
  return rateLimited((request): RateRule[] => {
    const rules: RateRule[] = [{ key: `${name}:ip:${clientOf(request)}`, ...perIp }];
    const account = accountOf(request);
    // Every call that checks a code counts against one budget per account, wherever it is typed.
    const accountKey = takesCode ? `mfa-code:account:${account}` : `${name}:account:${account}`;
    if (account !== undefined) rules.push({ key: accountKey, ...perAccount });
    return rules;
  });
}

const message = (description: string) => MessageResponseSchema.check(z.describe(description));

export default async function authRoutes(
  app: FastifyInstance,
  { service, secondFactor }: { service: AuthService; secondFactor: SecondFactorService },
) {
  const challengeOf = (purpose: ChallengePurpose) => (request: FastifyRequest) => {
    const token = (request.body as { mfaToken?: unknown } | undefined)?.mfaToken;
    return typeof token === 'string' ? secondFactor.subjectOf(token, purpose) : undefined;
  };
  const signedInAccount = (request: FastifyRequest) => request.auth?.id;

  route(app, {
    method: 'POST',
    url: '/auth/register',
    summary: 'Create an owner or investor account; an activation link is e-mailed',
    tags: ['auth'],
    access: 'public',
    body: RegisterSchema,
    answers: { 201: message('Account created, waiting for activation') },
    errors: { 400: ['PASSWORD_TOO_COMMON'], 409: ['EMAIL_TAKEN'] },
    rateLimit: limits('register', RATE_LIMITS.register),
    handler: async (request, reply) => {
      await service.register(request.body, languageOf(request));
      return reply
        .code(201)
        .send({ message: 'Account created. Check your e-mail to activate your account.' });
    },
  });

  route(app, {
    method: 'GET',
    url: '/auth/activate',
    summary: 'Follow an activation link: redirects to the login page with the outcome',
    tags: ['auth'],
    access: 'public',
    query: TokenQuerySchema,
    answers: { 302: z.undefined().describe('To /login?activation=confirmed|expired|invalid') },
    handler: async (request, reply) => {
      const { token } = request.query;
      const outcome = token === undefined ? 'invalid' : await service.activate(token);
      return reply.header('cache-control', 'no-store').redirect(loginWithNotice('activation', outcome));
    },
  });

  route(app, {
    method: 'GET',
    url: '/auth/confirm-email',
    summary: 'Follow an e-mail change link: redirects to the login page with the outcome',
    tags: ['auth'],
    access: 'public',
    query: TokenQuerySchema,
    answers: { 302: z.undefined().describe('To /login?emailChange=confirmed|expired|invalid') },
    handler: async (request, reply) => {
      const { token } = request.query;
      const outcome = token === undefined ? 'invalid' : await service.confirmEmail(token);
      return reply.header('cache-control', 'no-store').redirect(loginWithNotice('emailChange', outcome));
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/login',
    summary:
      'Sign in; the token carries sub, email, name and role. With a second factor on (or owed, for an admin) it answers the second step instead of a session',
    tags: ['auth'],
    access: 'public',
    body: LoginSchema,
    answers: {
      200: LoginAnswerSchema.check(
        z.describe(
          'Signed in ({ token }), or { mfaRequired, mfaToken }, or { mfaEnrolmentRequired, mfaToken }',
        ),
      ),
    },
    errors: { 401: ['INVALID_CREDENTIALS'], 403: ['ACCOUNT_DISABLED', 'ACCOUNT_NOT_ACTIVATED'] },
    rateLimit: limits('login', RATE_LIMITS.login),
    handler: async (request) => {
      const { email, password } = request.body;
      return service.login(email, password);
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/login/mfa',
    summary: "The sign-in's second step: a 6-digit code from the app, or a recovery code; each works once",
    tags: ['auth'],
    access: 'public',
    body: SecondFactorLoginSchema,
    answers: { 200: LoginResponseSchema.check(z.describe('Signed in')) },
    errors: { 401: ['INVALID_MFA_CODE', 'MFA_TOKEN_INVALID'] },
    rateLimit: secondFactorLimit('mfa-login', challengeOf('login'), { takesCode: true }),
    handler: async (request) => {
      const { mfaToken, code } = request.body;
      return { token: await secondFactor.completeLogin(mfaToken, code) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/login/mfa/enrol',
    summary: "An admin's enrolment at sign-in: a new secret, as text, otpauth:// URI and QR code (SVG)",
    tags: ['auth'],
    access: 'public',
    body: MfaTokenSchema,
    answers: { 200: SecondFactorSetupSchema.check(z.describe('The secret to add to an authenticator app')) },
    errors: { 401: ['MFA_TOKEN_INVALID'] },
    rateLimit: secondFactorLimit('mfa-enrol', challengeOf('enrol'), { takesCode: false }),
    handler: async (request) => secondFactor.startEnrolment(request.body.mfaToken),
  });

  route(app, {
    method: 'POST',
    url: '/auth/login/mfa/enrol/confirm',
    summary: 'Confirm the enrolment with a first code: the session and ten recovery codes, shown once',
    tags: ['auth'],
    access: 'public',
    body: SecondFactorLoginSchema,
    answers: { 200: EnrolmentAnswerSchema.check(z.describe('Enrolled and signed in')) },
    errors: { 401: ['INVALID_MFA_CODE', 'MFA_TOKEN_INVALID'], 409: ['MFA_NOT_SETTING_UP'] },
    rateLimit: secondFactorLimit('mfa-enrol-confirm', challengeOf('enrol'), { takesCode: true }),
    handler: async (request) => {
      const { mfaToken, code } = request.body;
      return secondFactor.confirmEnrolment(mfaToken, code);
    },
  });

  route(app, {
    method: 'GET',
    url: '/app/auth/mfa',
    summary: "Whether the signed-in user's second factor is on, and how many recovery codes are left",
    tags: ['auth'],
    access: 'signed-in',
    answers: { 200: SecondFactorStatusSchema.check(z.describe('The second factor')) },
    handler: async (request) => secondFactor.status(request.auth),
  });

  route(app, {
    method: 'POST',
    url: '/app/auth/mfa/setup',
    summary: 'Start turning the second factor on: a new secret, as text, otpauth:// URI and QR code (SVG)',
    tags: ['auth'],
    access: 'signed-in',
    answers: { 200: SecondFactorSetupSchema.check(z.describe('The secret to add to an authenticator app')) },
    errors: { 409: ['MFA_ALREADY_ENABLED'] },
    rateLimit: secondFactorLimit('mfa-setup', signedInAccount, { takesCode: false }),
    handler: async (request) => secondFactor.setup(request.auth),
  });

  route(app, {
    method: 'POST',
    url: '/app/auth/mfa/confirm',
    summary: 'Turn the second factor on with a first code: ten recovery codes, shown once',
    tags: ['auth'],
    access: 'signed-in',
    body: SecondFactorConfirmSchema,
    answers: { 200: RecoveryCodesSchema.check(z.describe('The second factor is on')) },
    errors: { 400: ['INVALID_MFA_CODE'], 409: ['MFA_ALREADY_ENABLED', 'MFA_NOT_SETTING_UP'] },
    rateLimit: secondFactorLimit('mfa-confirm', signedInAccount, { takesCode: true }),
    handler: async (request) => ({
      recoveryCodes: await secondFactor.confirm(request.auth, request.body.code),
    }),
  });

  route(app, {
    method: 'POST',
    url: '/app/auth/mfa/disable',
    summary: 'Turn the second factor off, with the password and a code (admins keep theirs)',
    tags: ['auth'],
    access: 'signed-in',
    body: SecondFactorDisableSchema,
    answers: { 200: message('The second factor is off') },
    errors: {
      400: ['INVALID_MFA_CODE', 'WRONG_CURRENT_PASSWORD'],
      409: ['MFA_NOT_ENABLED', 'MFA_REQUIRED_FOR_ADMIN'],
    },
    rateLimit: secondFactorLimit('mfa-disable', signedInAccount, { takesCode: true }),
    handler: async (request) => {
      await secondFactor.disable(request.auth, request.body);
      return { message: 'Two-step sign-in is off.' };
    },
  });

  route(app, {
    method: 'GET',
    url: '/app/auth/logout',
    summary: "Sign out: the request's token stops working",
    tags: ['auth'],
    access: 'signed-in',
    answers: { 200: message('Signed out') },
    handler: async (request) => {
      await service.logout(request.auth);
      return { message: 'Signed out' };
    },
  });

  route(app, {
    method: 'POST',
    url: '/app/auth/change-password',
    summary: "Change the password; the user's other tokens stop working",
    tags: ['auth'],
    access: 'signed-in',
    body: ChangePasswordRequestSchema,
    answers: { 200: message('Password changed') },
    errors: { 400: ['WRONG_CURRENT_PASSWORD', 'PASSWORD_TOO_COMMON'] },
    rateLimit: changePasswordLimit,
    handler: async (request) => {
      await service.changePassword(request.auth, request.body);
      return { message: 'Password changed successfully!' };
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/forgot-password',
    summary: 'E-mail a 6-digit reset code (same answer whether or not the account exists)',
    tags: ['auth'],
    access: 'public',
    body: ForgotPasswordSchema,
    answers: { 200: message('Code sent if the account exists') },
    rateLimit: limits('forgot', RATE_LIMITS.forgotPassword),
    handler: async (request) => {
      service.forgotPassword(request.body.email);
      return { message: 'If an account exists for this email, a reset code has been sent.' };
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/reset-password/verify-code',
    summary: 'Check a reset code without using it; the fifth wrong try burns it',
    tags: ['auth'],
    access: 'public',
    body: VerifyCodeSchema,
    answers: { 200: message('The code is right') },
    errors: { 400: ['INVALID_RESET_CODE'] },
    rateLimit: limits('verify', RATE_LIMITS.verifyResetCode),
    handler: async (request) => {
      const { email, code } = request.body;
      await service.verifyCode(email, code);
      return { message: 'Code verified' };
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/reset-password',
    summary: "Set a new password with a reset code; the user's tokens stop working",
    tags: ['auth'],
    access: 'public',
    body: ResetPasswordSchema,
    answers: { 200: message('Password reset') },
    errors: { 400: ['INVALID_RESET_CODE', 'PASSWORD_TOO_COMMON'] },
    rateLimit: limits('reset', RATE_LIMITS.resetPassword),
    handler: async (request) => {
      await service.resetPassword(request.body);
      return { message: 'Your password has been reset. You can now log in.' };
    },
  });
}

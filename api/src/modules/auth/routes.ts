import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginWithNotice } from '@rowad/shared/paths';
import {
  ChangePasswordRequestSchema,
  ForgotPasswordSchema,
  LoginResponseSchema,
  LoginSchema,
  MessageResponseSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyCodeSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import type { Language } from '../../db/schema.js';
import { route } from '../../http/route.js';
import { RATE_LIMITS, type Rate } from '../../limits.js';
import { clientOf, rateLimited, type RateRule } from '../../plugins/rate-limit.js';
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

const message = (description: string) => MessageResponseSchema.check(z.describe(description));

export default async function authRoutes(app: FastifyInstance, { service }: { service: AuthService }) {
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
    summary: 'Sign in; the token carries sub, email, name and role',
    tags: ['auth'],
    access: 'public',
    body: LoginSchema,
    answers: { 200: LoginResponseSchema.check(z.describe('Signed in')) },
    errors: { 401: ['INVALID_CREDENTIALS'], 403: ['ACCOUNT_DISABLED', 'ACCOUNT_NOT_ACTIVATED'] },
    rateLimit: limits('login', RATE_LIMITS.login),
    handler: async (request) => {
      const { email, password } = request.body;
      return { token: await service.login(email, password) };
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

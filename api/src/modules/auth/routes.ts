import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { clientOf, rateLimited, type RateRule } from '../../plugins/rate-limit.js';
import type { AuthService, LinkOutcome } from './service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The language the visitor reads the site in: the e-mails they get follow it. */
function languageOf(request: FastifyRequest): Language {
  return /^ar\b/i.test(request.headers['accept-language'] ?? '') ? 'ar' : 'en';
}

function emailOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/** Limits per address and per account: one client cannot hammer, nor many clients one account. */
function limits(name: string, perIp: [number, number], perEmail: [number, number]) {
  return rateLimited((request): RateRule[] => {
    const rules: RateRule[] = [
      { key: `${name}:ip:${clientOf(request)}`, limit: perIp[0], windowMs: perIp[1] },
    ];
    const email = emailOf(request);
    if (email) rules.push({ key: `${name}:email:${email}`, limit: perEmail[0], windowMs: perEmail[1] });
    return rules;
  });
}

const TokenQuerySchema = z.object({ token: z.string().min(1).max(200) });

const ok = (description: string) => ({ 200: { description, schema: MessageResponseSchema } });

export default async function authRoutes(app: FastifyInstance, { service }: { service: AuthService }) {
  const landOnLogin = (param: string, outcome: LinkOutcome) => `/login?${param}=${outcome}`;

  app.post(
    '/auth/register',
    {
      preHandler: limits('register', [20, HOUR], [3, HOUR]),
      config: {
        docs: {
          summary: 'Create an owner or investor account; an activation link is e-mailed',
          tags: ['auth'],
          access: 'public',
          body: RegisterSchema,
          responses: {
            201: { description: 'Account created, waiting for activation', schema: MessageResponseSchema },
            400: { description: 'Invalid fields' },
            409: { description: 'The e-mail is taken' },
            429: { description: 'Too many attempts' },
          },
        },
      },
    },
    async (request, reply) => {
      const input = RegisterSchema.parse(request.body);
      await service.register(input, languageOf(request));
      return reply
        .code(201)
        .send({ message: 'Account created. Check your e-mail to activate your account.' });
    },
  );

  app.get(
    '/auth/activate',
    {
      config: {
        docs: {
          summary: 'Follow an activation link: redirects to the login page with the outcome',
          tags: ['auth'],
          access: 'public',
          query: TokenQuerySchema,
          responses: { 302: { description: 'To /login?activation=confirmed|expired|invalid' } },
        },
      },
    },
    async (request, reply) => {
      const parsed = TokenQuerySchema.safeParse(request.query);
      const outcome = parsed.success ? await service.activate(parsed.data.token) : 'invalid';
      return reply.header('cache-control', 'no-store').redirect(landOnLogin('activation', outcome));
    },
  );

  app.get(
    '/auth/confirm-email',
    {
      config: {
        docs: {
          summary: 'Follow an e-mail change link: redirects to the login page with the outcome',
          tags: ['auth'],
          access: 'public',
          query: TokenQuerySchema,
          responses: { 302: { description: 'To /login?emailChange=confirmed|expired|invalid' } },
        },
      },
    },
    async (request, reply) => {
      const parsed = TokenQuerySchema.safeParse(request.query);
      const outcome = parsed.success ? await service.confirmEmail(parsed.data.token) : 'invalid';
      return reply.header('cache-control', 'no-store').redirect(landOnLogin('emailChange', outcome));
    },
  );

  app.post(
    '/auth/login',
    {
      preHandler: limits('login', [30, 15 * MINUTE], [10, 15 * MINUTE]),
      config: {
        docs: {
          summary: 'Sign in; the token carries sub, email, name and role',
          tags: ['auth'],
          access: 'public',
          body: LoginSchema,
          responses: {
            200: { description: 'Signed in', schema: LoginResponseSchema },
            400: { description: 'Invalid fields' },
            401: { description: 'Wrong e-mail or password' },
            403: { description: 'Account not activated yet, or disabled' },
            429: { description: 'Too many attempts' },
          },
        },
      },
    },
    async (request) => {
      const { email, password } = LoginSchema.parse(request.body);
      return LoginResponseSchema.parse({ token: await service.login(email, password) });
    },
  );

  app.get(
    '/app/auth/logout',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: "Sign out: the request's token stops working",
          tags: ['auth'],
          access: 'signed-in',
          responses: { ...ok('Signed out'), 401: { description: 'No valid token' } },
        },
      },
    },
    async (request) => {
      await service.logout(request.auth!);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/app/auth/change-password',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: "Change the password; the user's other tokens stop working",
          tags: ['auth'],
          access: 'signed-in',
          body: ChangePasswordRequestSchema,
          responses: {
            ...ok('Password changed'),
            400: { description: 'Invalid fields or wrong current password' },
            401: { description: 'No valid token' },
          },
        },
      },
    },
    async (request) => {
      await service.changePassword(request.auth!, ChangePasswordRequestSchema.parse(request.body));
      return { message: 'Password changed successfully!' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      preHandler: limits('forgot', [10, HOUR], [5, HOUR]),
      config: {
        docs: {
          summary: 'E-mail a 6-digit reset code (same answer whether or not the account exists)',
          tags: ['auth'],
          access: 'public',
          body: ForgotPasswordSchema,
          responses: { ...ok('Code sent if the account exists'), 400: { description: 'Invalid e-mail' } },
        },
      },
    },
    async (request) => {
      service.forgotPassword(ForgotPasswordSchema.parse(request.body).email);
      return { message: 'If an account exists for this email, a reset code has been sent.' };
    },
  );

  app.post(
    '/auth/reset-password/verify-code',
    {
      preHandler: limits('verify', [30, 15 * MINUTE], [10, 15 * MINUTE]),
      config: {
        docs: {
          summary: 'Check a reset code without using it; the fifth wrong try burns it',
          tags: ['auth'],
          access: 'public',
          body: VerifyCodeSchema,
          responses: { ...ok('The code is right'), 400: { description: 'Invalid or expired code' } },
        },
      },
    },
    async (request) => {
      const { email, code } = VerifyCodeSchema.parse(request.body);
      await service.verifyCode(email, code);
      return { message: 'Code verified' };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      preHandler: limits('reset', [30, 15 * MINUTE], [10, 15 * MINUTE]),
      config: {
        docs: {
          summary: "Set a new password with a reset code; the user's tokens stop working",
          tags: ['auth'],
          access: 'public',
          body: ResetPasswordSchema,
          responses: {
            ...ok('Password reset'),
            400: { description: 'Invalid fields, or invalid or expired code' },
          },
        },
      },
    },
    async (request) => {
      await service.resetPassword(ResetPasswordSchema.parse(request.body));
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );
}

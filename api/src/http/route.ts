import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { ApiErrorBodySchema, ID_MAX, type ApiErrorCode } from '@rowad/shared/schemas';
import { z } from 'zod';
import { extend as extendObject } from 'zod/mini';
import type { Role } from '../db/schema.js';
import { ApiError } from '../errors.js';
import type { AuthUser } from '../plugins/auth.js';
import type { AnswerArea } from './answer-areas.js';

/** Who may call a route: anyone, any signed-in user, or the listed roles. */
export type Access = 'public' | 'signed-in' | readonly [Role, ...Role[]];

/** Any zod schema: classic (server-only ones) or mini (the shared ones, light in the browser). */
type Schema = z.core.$ZodType;

type Out<S> = S extends Schema ? z.output<S> : undefined;

/** The request a handler receives: params, query and body as their schemas output them, and who calls. */
export type DeclaredRequest<P, Q, B, A extends Access> = FastifyRequest<{
  Params: Out<P>;
  Querystring: Out<Q>;
  Body: Out<B>;
}> & { auth: A extends 'public' ? AuthUser | null : AuthUser };

type SuccessStatus = 200 | 201 | 204 | 302;
/**
 * An answer that is not JSON (a calendar file, say): its media type and the schema of its body,
 * for the documentation. The handler sets the content type and sends the body as it is.
 */
export interface MediaAnswer {
  content: Record<string, { schema: Schema }>;
}
/**
 * The answers a call gives when it succeeds: status -> body schema (`z.undefined()` for none),
 * or a MediaAnswer for a body that is not JSON.
 */
export type Answers = Partial<Record<SuccessStatus, Schema | MediaAnswer>>;
type AnswerOut<S> = S extends Schema
  ? Out<S>
  : S extends MediaAnswer
    ? Out<S['content'][string]['schema']>
    : never;
type AnswerBody<R extends Answers> = { [K in keyof R]: AnswerOut<R[K]> }[keyof R];

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
/** The error answers a call gives, by status, with the codes each carries. */
export type ErrorAnswers = Partial<Record<ErrorStatus, readonly ApiErrorCode[]>>;

export interface RouteDeclaration<P, Q, B, R extends Answers, A extends Access> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  description?: string;
  tags: readonly [string, ...string[]];
  access: A;
  /**
   * The 403 message for a signed-in caller without one of the roles, when the generic one says
   * too little (e.g. "Only investors can request information.").
   */
  refusal?: string;
  /**
   * A credential this call accepts besides the access above (the release token, for CI jobs):
   * true lets the request through as it is, without a session (`request.auth` stays null).
   */
  orAccepts?: (request: FastifyRequest) => boolean;
  params?: P;
  query?: Q;
  body?: B;
  /** A multipart upload instead of a JSON body: the file field's name and whether it takes several files. */
  upload?: { field: string; many: boolean };
  /**
   * `{ guests: area }`: a public GET whose 200 answer is the same for every guest, kept a few
   * seconds and served with an ETag and Cache-Control a CDN can use (http/answer-cache.ts, issue
   * 29); dropped by the writes to its area (http/answer-areas.ts). With `item`, the path
   * parameter naming what the answer is about (a project): a write to another item of the area
   * leaves it kept. Without, the answer is one of the area's lists.
   */
  cache?: { guests: AnswerArea; item?: keyof Out<P> & string };
  answers: R;
  /**
   * The error answers particular to this call. Added by the declaration itself: 400
   * VALIDATION_FAILED for any input, 401/403 for the access, 429 for a rate limit, 5xx for all.
   */
  errors?: ErrorAnswers;
  /**
   * Limits checked after the caller is known and before the input is validated, so that refused
   * and malformed tries count too.
   */
  rateLimit?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  handler(
    request: DeclaredRequest<P, Q, B, A>,
    reply: FastifyReply,
  ): Promise<AnswerBody<R> | FastifyReply | undefined>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declared access of the route (tests derive the permission matrix from it). */
    access?: Access;
    upload?: { field: string; many: boolean };
  }
}

const errorBodies = new Map<string, Schema>();

/** The error body with the codes this answer can carry (one schema per set, reused). */
function errorBody(codes: readonly ApiErrorCode[]): Schema {
  const unique = [...new Set(codes)].sort() as [ApiErrorCode, ...ApiErrorCode[]];
  const key = unique.join(',');
  let schema = errorBodies.get(key);
  if (!schema) {
    schema = extendObject(ApiErrorBodySchema, { code: z.enum(unique) });
    errorBodies.set(key, schema);
  }
  return schema;
}

function mergeErrors(...sets: ErrorAnswers[]): ErrorAnswers {
  const merged: Partial<Record<ErrorStatus, ApiErrorCode[]>> = {};
  for (const set of sets) {
    for (const [status, codes] of Object.entries(set) as [`${ErrorStatus}`, ApiErrorCode[]][]) {
      (merged[Number(status) as ErrorStatus] ??= []).push(...codes);
    }
  }
  return merged;
}

/** Every error answer of a call: the ones its input, access and limits imply, and its own. */
function errorsOf(declaration: {
  access: Access;
  params?: unknown;
  query?: unknown;
  body?: unknown;
  upload?: unknown;
  rateLimit?: unknown;
  errors?: ErrorAnswers;
}): ErrorAnswers {
  const implied: ErrorAnswers = {};
  if (declaration.body) implied[400] = ['VALIDATION_FAILED', 'MALFORMED_BODY'];
  else if (declaration.query || declaration.upload) implied[400] = ['VALIDATION_FAILED'];
  if (declaration.body) {
    implied[413] = ['BODY_TOO_LARGE'];
    implied[415] = ['UNSUPPORTED_MEDIA_TYPE'];
  }
  if (declaration.access !== 'public') implied[401] = ['NOT_SIGNED_IN', 'SESSION_ENDED'];
  if (Array.isArray(declaration.access)) implied[403] = ['FORBIDDEN'];
  if (declaration.rateLimit) implied[429] = ['RATE_LIMITED'];
  implied[500] = ['INTERNAL_ERROR'];
  implied[503] = ['SERVICE_UNAVAILABLE'];
  return mergeErrors(implied, declaration.errors ?? {});
}

function accessCheck(
  app: FastifyInstance,
  access: Access,
  refusal: string | undefined,
): onRequestAsyncHookHandler | undefined {
  if (access === 'public') return undefined;
  if (access === 'signed-in') return app.authenticate;
  return app.requireRole(access, refusal);
}

/**
 * Declares a route once: its params, query, body and answers (zod schemas from `@rowad/shared`)
 * validate the request, serialize the answer, type the handler and document the call at
 * /api/docs; its access authenticates the caller before anything else runs.
 */
export function route<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Answers = Answers,
  A extends Access = Access,
>(app: FastifyInstance, declaration: RouteDeclaration<P, Q, B, R, A>): void {
  const response = { ...declaration.answers } as Record<number, Schema | MediaAnswer>;
  for (const [status, codes] of Object.entries(errorsOf(declaration))) {
    response[Number(status)] = errorBody(codes);
  }
  const { access } = declaration;
  const checkAccess = accessCheck(app, access, declaration.refusal);
  const { orAccepts } = declaration;
  const onRequest: onRequestAsyncHookHandler | undefined =
    orAccepts && checkAccess
      ? async function (this: FastifyInstance, request, reply) {
          if (!orAccepts(request)) await checkAccess.call(this, request, reply);
        }
      : checkAccess;
  app.route({
    method: declaration.method,
    url: declaration.url,
    schema: {
      summary: declaration.summary,
      ...(declaration.description ? { description: declaration.description } : {}),
      tags: [...declaration.tags],
      ...(declaration.params ? { params: declaration.params } : {}),
      ...(declaration.query ? { querystring: declaration.query } : {}),
      ...(declaration.body ? { body: declaration.body } : {}),
      response,
      ...(access === 'public' ? { security: [] } : {}),
      'x-access': access,
    },
    config: {
      access,
      ...(declaration.upload ? { upload: declaration.upload } : {}),
      ...(declaration.cache && access === 'public'
        ? { guestCache: { area: declaration.cache.guests, item: declaration.cache.item } }
        : {}),
    },
    ...(onRequest ? { onRequest } : {}),
    ...(declaration.rateLimit ? { preValidation: declaration.rateLimit } : {}),
    handler: declaration.handler as unknown as RouteHandlerMethod,
  });
}

/**
 * Refuses, at start, an /api route registered without `route()`: every call then has its access,
 * its schemas and its documentation, and the permission tests (derived from /api/docs) see it.
 * Only routes hidden from the documentation on purpose (the documentation's own) are let through.
 */
export function requireDeclaredRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith('/api/') || options.method === 'HEAD') return;
    const hidden = (options.schema as { hide?: boolean } | undefined)?.hide === true;
    if (!hidden && options.config?.access === undefined) {
      throw new Error(
        `${String(options.method)} ${options.url} is registered without route() (src/http/route.ts): declare its access, schemas and answers there.`,
      );
    }
  });
}

/**
 * A path id (`/projects/:id`): a positive whole number that fits the id columns. Anything else
 * names nothing, so it is answered as the thing not found (its `code` and `message`), not as a
 * validation failure: the error handler reads the code from the issue's params.
 */
export function pathIdSchema(code: ApiErrorCode, message: string) {
  return z
    .string()
    .refine((value) => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= ID_MAX, {
      error: message,
      params: { notFound: code },
    })
    .transform(Number)
    .meta({ description: 'A positive whole number' });
}

/** The not-found answer a path id schema carries, read back from a failed validation issue. */
export function notFoundOfIssue(issue: {
  message?: string;
  params: Record<string, unknown>;
}): ApiError | undefined {
  const nested = issue.params['params'] as { notFound?: unknown } | undefined;
  const code = nested?.notFound;
  if (typeof code !== 'string') return undefined;
  return new ApiError(404, code as ApiErrorCode, issue.message ?? 'Not found');
}

/** `{ id }` path params that answer 404 with `code` and `message` when the id names nothing. */
export function idParams(code: ApiErrorCode, message: string) {
  return z.object({ id: pathIdSchema(code, message) });
}

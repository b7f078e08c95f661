import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { englishOf, type ApiErrorBody } from '@rowad/shared/schemas';
import { ApiError, type ApiErrorCode, type FieldErrors } from '../errors.js';
import { notFoundOfIssue } from '../http/route.js';
import { ServerBusyError } from '../http/server-busy.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';

/** The body of every 4xx and 5xx answer of the API (`@rowad/shared` ApiErrorBodySchema). */
export type ErrorBody = ApiErrorBody;

interface Failure {
  status: number;
  body: ErrorBody;
}

const INTERNAL_ERROR: ErrorBody = { code: 'INTERNAL_ERROR', message: 'Internal server error' };

function serverFailure(status: number): Failure {
  // 503 says "try again later" to a client; every other 5xx is our fault, whatever its number.
  return status === 503
    ? { status, body: { ...INTERNAL_ERROR, code: 'SERVICE_UNAVAILABLE' } }
    : { status, body: INTERNAL_ERROR };
}

/** Fastify's own 4xx errors, by status, for the few it raises before a route runs. */
function codeOfStatus(status: number): ApiErrorCode {
  switch (status) {
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'BODY_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'BAD_REQUEST';
  }
}

function fieldOfValidationIssue(issue: FastifySchemaValidationError): string {
  const missing = issue.params['missingProperty'];
  const pointer = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (typeof missing === 'string') return pointer === '' ? missing : `${pointer}.${missing}`;
  return pointer;
}

/**
 * First message per field, so a form shows one sentence under each input. The shared schemas'
 * rules carry a code of their catalogue: the API answers its English (a browser shows the
 * catalogue's text in its language); any other message is answered as it is.
 */
function collectFieldErrors(issues: Iterable<{ field: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of issues) {
    const key = field === '' ? '_' : field;
    errors[key] ??= englishOf(message);
  }
  return errors;
}

function validationFailure(errors: FieldErrors): Failure {
  // The first field's sentence doubles as the message, for clients that show only one line.
  const first = Object.values(errors)[0];
  return { status: 400, body: { code: 'VALIDATION_FAILED', message: first ?? 'Invalid request', errors } };
}

function hasNumber<K extends string>(value: object, key: K): value is Record<K, number> {
  return typeof (value as Record<string, unknown>)[key] === 'number';
}

const DATABASE_AWAY: ErrorBody = {
  code: 'SERVICE_UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again in a moment.',
};

/** While the database is away, one warning in this many ms, however many requests fail. */
const DATABASE_WARNING_INTERVAL_MS = 10_000;

function toFailure(error: unknown): Failure {
  // Written for clients: it says when to try again, and nothing of the internals.
  if (error instanceof ServerBusyError) {
    return { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: error.message } };
  }
  if (isDatabaseUnavailable(error)) return { status: 503, body: DATABASE_AWAY };
  if (error instanceof ApiError) {
    if (error.statusCode >= 500) return serverFailure(error.statusCode);
    const body: ErrorBody = { code: error.code, message: error.message };
    return { status: error.statusCode, body: error.errors ? { ...body, errors: error.errors } : body };
  }
  // $ZodError: what both classic and mini schemas throw (a service parsing a merged PATCH).
  if (error instanceof z.core.$ZodError) {
    return validationFailure(
      collectFieldErrors(
        error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
      ),
    );
  }
  if (typeof error !== 'object' || error === null) return serverFailure(500);

  const { code, validation, validationContext } = error as {
    code?: unknown;
    validation?: FastifySchemaValidationError[];
    validationContext?: string;
  };
  if (Array.isArray(validation) && validationContext === 'params') {
    // A path id that names nothing is the thing not found (`pathIdSchema` carries its code).
    const notFound = validation.map((issue) => notFoundOfIssue(issue)).find(Boolean);
    return toFailure(notFound ?? new ApiError(404, 'NOT_FOUND', 'Not found'));
  }
  if (Array.isArray(validation)) {
    return validationFailure(
      collectFieldErrors(
        validation.map((issue) => ({
          field: fieldOfValidationIssue(issue),
          message: issue.message ?? 'is invalid',
        })),
      ),
    );
  }
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { code: 'MALFORMED_BODY', message: 'The request body is not valid JSON' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        body: { code: 'MALFORMED_BODY', message: 'The request body is empty but its type is JSON' },
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { code: 'BODY_TOO_LARGE', message: 'The request body is too large' } };
  }
  // Fastify's own 4xx errors (unsupported media type, bad content length, ...) are written for clients.
  const status = hasNumber(error, 'statusCode') ? error.statusCode : 500;
  if (status >= 400 && status < 500 && error instanceof Error) {
    return { status, body: { code: codeOfStatus(status), message: error.message } };
  }
  return serverFailure(status >= 500 && status < 600 ? status : 500);
}

type DatabaseAwayWarning = (error: unknown, request: FastifyRequest) => void;

/**
 * The database away fails every request at once: the log says so once per interval, with how
 * many requests it failed since, rather than an error line per request.
 */
function databaseAwayWarning(): DatabaseAwayWarning {
  let lastWarning = Number.NEGATIVE_INFINITY;
  let failedSinceWarning = 0;
  return (error, request) => {
    failedSinceWarning += 1;
    const now = Date.now();
    if (now - lastWarning < DATABASE_WARNING_INTERVAL_MS) return;
    request.log.warn(
      { err: error, failedRequests: failedSinceWarning },
      'the database is unreachable: requests answered 503 until it is back',
    );
    lastWarning = now;
    failedSinceWarning = 0;
  };
}

/** Answers an error with the API's error body, logged as its status deserves. */
function answerError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  warnDatabaseAway: DatabaseAwayWarning = (failure, failed) =>
    failed.log.warn({ err: failure }, 'the database is unreachable'),
): FastifyReply {
  const { status, body } = toFailure(error);
  const databaseAway = body === DATABASE_AWAY;
  if (databaseAway) {
    warnDatabaseAway(error, request);
  } else if (status >= 500) {
    // request.log carries the request id, so the log line can be found from a user's report.
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ err: error, statusCode: status }, 'request rejected');
  }
  // Headers a static file set before failing (its type, its encoding) do not describe this body.
  reply.removeHeader('content-encoding');
  reply.removeHeader('content-length');
  if (error instanceof ServerBusyError) reply.header('retry-after', String(error.retryAfterSeconds));
  if (databaseAway) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors` option: the few refusals its router makes before any hook or error
 * handler runs (a path that is not valid percent-encoding, a path parameter over its length)
 * answer the API's error body too, not Fastify's own `{ error, statusCode }`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void answerError(error, request, reply);
}

async function errorHandler(app: FastifyInstance): Promise<void> {
  const warnDatabaseAway = databaseAwayWarning();
  app.setErrorHandler((error: unknown, request, reply) =>
    answerError(error, request, reply, warnDatabaseAway),
  );

  // One handler for every unmatched request: the web plugin answers page navigations itself
  // (history fallback), so whatever reaches this point is a missing API route or a missing file.
  app.setNotFoundHandler((_request, reply) => {
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ code: 'NOT_FOUND', message: 'Not found' } satisfies ErrorBody);
  });
}

export default fp(errorHandler, { name: 'error-handler', fastify: '5.x' });

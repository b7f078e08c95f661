import fc from 'fast-check';
import { rolesAllowed, ROLES, type Method, type Operation, type Role } from './openapi.js';
import { bodyFor } from './bodies.js';
import { sometimes, type Mode } from './parts.js';
import { percentEncode, queryFor } from './queries.js';

/**
 * Who a generated request claims to be. Tokens are made when the request is sent (a session may
 * have ended since the request was generated), so the request itself stays printable and replayable.
 */
export type Caller =
  | { kind: 'guest' }
  /** A live session of an account of this role. */
  | { kind: 'role'; role: Role }
  /** Signed with the server's key, its expiry passed. */
  | { kind: 'expired'; role: Role }
  /** A token whose session was ended (logout). */
  | { kind: 'revoked'; role: Role }
  /** Signed with another key. */
  | { kind: 'foreign-signed'; role: Role }
  /** `alg: none`, no signature. */
  | { kind: 'unsigned'; role: Role }
  /** Signed with the server's key for a user and session that do not exist. */
  | { kind: 'unknown-user' }
  /** An Authorization header as it is. */
  | { kind: 'header'; value: string };

export interface BadRequest {
  /** The operation's label (`POST /api/my-projects`). */
  operation: string;
  /** What is wrong with it, `<part>:<mistake>` (`body:wrong-type`, `path:bad-id`, ...). */
  kind: string;
  method: Method;
  url: string;
  caller: Caller;
  /** Headers other than Authorization. */
  headers: Record<string, string>;
  body?: string | Buffer;
  remoteAddress: string;
  /** Where the mistake is (a field path, a parameter), for the report. */
  where: string;
}

export interface GeneratorOptions {
  /** Ids that name stored rows, so some requests reach the code behind the lookup. */
  knownIds: readonly number[];
  /** Words the API knows (the document's enum values), for path words like `{role}`. */
  words: readonly string[];
}

/** Shortens a text for a report line. */
export function clip(text: string, length = 160): string {
  const flat = JSON.stringify(text).slice(1, -1);
  return flat.length <= length ? flat : `${flat.slice(0, length)}... (${text.length} chars)`;
}

/** One line saying what a request is, without its megabytes. */
export function describeRequest(request: BadRequest): string {
  const body =
    request.body === undefined
      ? 'no body'
      : Buffer.isBuffer(request.body)
        ? `${request.body.length} bytes: ${clip(request.body.toString('latin1'), 120)}`
        : clip(request.body, 200);
  const caller =
    request.caller.kind === 'header'
      ? `header ${clip(request.caller.value, 60)}`
      : JSON.stringify(request.caller);
  return `[${request.kind} at ${request.where}] ${request.method} ${clip(request.url, 200)} as ${caller}, headers ${JSON.stringify(request.headers)}, ${body}`;
}

/** A BadRequest that fast-check prints as its one-line description (counterexamples stay readable). */
function printable(request: BadRequest): BadRequest {
  return Object.defineProperty(request, fc.toStringMethod, {
    value: () => describeRequest(request),
    enumerable: false,
  });
}

// ---------------------------------------------------------------------------------------------
// Callers

const MALFORMED_AUTHORIZATION: readonly string[] = [
  '',
  'Bearer',
  'Bearer ',
  'Bearer not-a-token',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer null',
  'Bearer undefined',
  'Token abc',
  `Bearer ${'A'.repeat(8_000)}`,
  'Bearer \u00ff\u00fe\u00e9',
  'Bearer a b',
];

function callerFor(
  operation: Operation,
  mode: Mode,
): fc.Arbitrary<{ caller: Caller; kind: string | undefined }> {
  const allowed = rolesAllowed(operation);
  const others = ROLES.filter((role) => !allowed.includes(role));
  const role = fc.constantFrom(...ROLES);
  const plain = (caller: fc.Arbitrary<Caller>) => caller.map((c) => ({ caller: c, kind: undefined }));
  const bad = (caller: fc.Arbitrary<Caller>) => caller.map((c) => ({ caller: c, kind: `auth:${c.kind}` }));
  const allowedCaller = plain(
    operation.access === 'public'
      ? fc.oneof(
          fc.constant<Caller>({ kind: 'guest' }),
          fc.constantFrom(...ROLES).map((r): Caller => ({ kind: 'role', role: r })),
        )
      : fc.constantFrom(...allowed).map((r): Caller => ({ kind: 'role', role: r })),
  );
  if (mode === 'good') return allowedCaller;
  return fc.oneof(
    // Mostly someone allowed, so the input behind the access check is reached.
    {
      weight: mode === 'bad' ? 0 : 14,
      arbitrary: plain(
        operation.access === 'public'
          ? fc.oneof(
              fc.constant<Caller>({ kind: 'guest' }),
              fc.constantFrom(...ROLES).map((r): Caller => ({ kind: 'role', role: r })),
            )
          : fc.constantFrom(...allowed).map((r): Caller => ({ kind: 'role', role: r })),
      ),
    },
    {
      weight: 1,
      arbitrary:
        others.length > 0
          ? bad(fc.constantFrom(...others).map((r): Caller => ({ kind: 'role', role: r })))
          : bad(fc.constant({ kind: 'guest' })),
    },
    { weight: 1, arbitrary: bad(fc.constant({ kind: 'guest' })) },
    {
      weight: 2,
      arbitrary: bad(
        fc.oneof(
          role.map((r): Caller => ({ kind: 'expired', role: r })),
          role.map((r): Caller => ({ kind: 'revoked', role: r })),
          role.map((r): Caller => ({ kind: 'foreign-signed', role: r })),
          role.map((r): Caller => ({ kind: 'unsigned', role: r })),
          fc.constant<Caller>({ kind: 'unknown-user' }),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: bad(
        fc.constantFrom(...MALFORMED_AUTHORIZATION).map((value): Caller => ({ kind: 'header', value })),
      ),
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Paths

const BAD_IDS: readonly string[] = [
  '0',
  '-1',
  '00',
  '01',
  '1.5',
  '1e3',
  '1e400',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  'abc',
  'null',
  'undefined',
  '%00',
  '%20',
  '%2e%2e',
  '%25',
  '%ZZ',
  '%F0%9F%98%80',
  '%D9%A1',
  '%E2%80%AE1',
  '0x10',
  ' 1',
  '1%0A',
  '__proto__',
  'constructor',
  '9'.repeat(5_000),
];

interface PathChoice {
  path: string;
  kind: string | undefined;
  where: string;
}

function pathFor(operation: Operation, options: GeneratorOptions, mode: Mode): fc.Arbitrary<PathChoice> {
  if (operation.pathParams.length === 0)
    return fc.constant({ path: operation.path, kind: undefined, where: 'path' });
  const known = fc.constantFrom(...options.knownIds.map(String));
  const goodValue = (isId: boolean) => (isId ? known : fc.constantFrom(...ROLES, ...options.words));
  const badValue = fc.oneof(
    fc.constantFrom(...BAD_IDS),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(percentEncode),
  );
  return fc
    .record({
      values: fc.tuple(...operation.pathParams.map((p) => goodValue(p.isId))),
      bad: sometimes(
        fc.tuple(fc.nat(operation.pathParams.length - 1), badValue),
        mode === 'good' ? 0 : 1,
        mode === 'bad' ? 0 : 2,
      ),
    })
    .map(({ values, bad }) => {
      const filled = [...values];
      if (bad) filled[bad[0]] = bad[1];
      let path = operation.path;
      operation.pathParams.forEach((param, index) => {
        path = path.replace(`{${param.name}}`, filled[index]!);
      });
      return bad
        ? { path, kind: 'path:bad-param', where: operation.pathParams[bad[0]]!.name }
        : { path, kind: undefined, where: 'path' };
    });
}

// ---------------------------------------------------------------------------------------------
// Requests

const OTHER_HEADERS: readonly Record<string, string>[] = [
  { accept: 'text/html' },
  { accept: 'application/xml' },
  { 'accept-language': 'ar;q=abc, *;q=2' },
  { 'accept-encoding': 'br;q=x, gzip;q=-1' },
  { 'x-forwarded-for': 'not-an-ip, 999.1.1.1' },
  { origin: 'https://evil.example' },
  { 'if-none-match': '"' + 'x'.repeat(2_000) + '"' },
];

const WRONG_METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const address = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

type Focus = 'caller' | 'path' | 'query' | 'body' | 'headers' | 'method' | 'several';

/**
 * Which part of a request is wrong. One part at a time, the others as a valid client sends
 * them, so that no earlier refusal (a 401, a 404 for the path) hides the mistake; now and then
 * several at once. The body, where most of the input is, gets the most turns.
 */
function focusFor(operation: Operation): fc.Arbitrary<Focus> {
  const hasBody = operation.jsonBody !== undefined || operation.upload !== undefined;
  const weights: [Focus, number][] = [
    ['caller', 4],
    ['path', operation.pathParams.length > 0 ? 4 : 0],
    ['query', operation.query.length > 0 ? 6 : 1],
    ['body', hasBody ? 12 : 2],
    ['headers', 1],
    ['method', 1],
    ['several', 3],
  ];
  return fc.oneof(
    ...weights
      .filter(([, weight]) => weight > 0)
      .map(([focus, weight]) => ({ weight, arbitrary: fc.constant(focus) })),
  );
}

/** A request to one operation with one thing (or, now and then, several things) wrong. */
export function badRequestFor(operation: Operation, options: GeneratorOptions): fc.Arbitrary<BadRequest> {
  return focusFor(operation)
    .chain((focus) => {
      const mode = (part: Focus): Mode => (focus === 'several' ? 'any' : focus === part ? 'bad' : 'good');
      return fc.record({
        caller: callerFor(operation, mode('caller')),
        path: pathFor(operation, options, mode('path')),
        query: queryFor(operation, mode('query')),
        // The body's own mutations include the valid sample: a focused request may be valid.
        body: bodyFor(operation, mode('body') === 'bad' ? 'any' : mode('body')),
        extraHeaders:
          focus === 'headers'
            ? fc.constantFrom(...OTHER_HEADERS)
            : focus === 'several'
              ? sometimes(fc.constantFrom(...OTHER_HEADERS), 1, 4)
              : fc.constant(null),
        wrongMethod:
          focus === 'method'
            ? fc.constantFrom(...WRONG_METHODS.filter((method) => method !== operation.method))
            : fc.constant(null),
        remoteAddress: address,
      });
    })
    .map(({ caller, path, query, body, extraHeaders, wrongMethod, remoteAddress }) => {
      const parts: { kind: string | undefined; where?: string }[] = [caller, path, query, body].filter(
        (part) => part.kind !== undefined,
      );
      const method = wrongMethod && wrongMethod !== operation.method ? wrongMethod : operation.method;
      if (method !== operation.method) parts.push({ kind: 'method:wrong', where: method });
      if (extraHeaders) parts.push({ kind: 'headers:odd', where: Object.keys(extraHeaders)[0]! });
      const headers: Record<string, string> = { ...extraHeaders };
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      const url = query.query ? `${path.path}?${query.query}` : path.path;
      return printable({
        operation: operation.label,
        kind: parts.length === 0 ? 'valid' : parts.map((part) => part.kind).join('+'),
        method,
        url,
        caller: caller.caller,
        headers,
        ...(body.body === undefined ? {} : { body: body.body }),
        remoteAddress,
        where:
          parts
            .map((part) => part.where ?? '')
            .filter(Boolean)
            .join(', ') || '-',
      });
    });
}

/** Requests to every operation of the list, each operation as likely as the next. */
export function badRequests(
  operations: readonly Operation[],
  options: GeneratorOptions,
): fc.Arbitrary<BadRequest> {
  if (operations.length === 0) throw new Error('The document lists no operation to send bad input to.');
  return fc.oneof(...operations.map((operation) => badRequestFor(operation, options)));
}

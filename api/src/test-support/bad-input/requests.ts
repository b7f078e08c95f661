import fc from 'fast-check';
import { rolesAllowed, ROLES, type JsonSchema, type Method, type Operation, type Role } from './openapi.js';
import {
  deepJson,
  NASTY_NUMBERS,
  NASTY_STRINGS,
  nastyStringFor,
  nastyValue,
  RAW_VALUES,
  sampleOf,
} from './values.js';

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

/**
 * What a part of a request (its caller, path, query, body) is generated as: as a valid client
 * sends it, with a mistake, or either.
 */
type Mode = 'good' | 'bad' | 'any';

/** `arbitrary` in `yes` cases out of `yes + no`, else null. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, yes: number, no: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: no, arbitrary: fc.constant(null) }, { weight: yes, arbitrary });
}

// Multipart boundaries are fixed: the generated requests replay byte for byte from the seed.
const BOUNDARY = '----RowadBadInputBoundary7f3a';

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
// Query strings

const UNKNOWN_QUERY: readonly string[] = [
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  'unknown=1',
  'limit[]=1',
  '%ZZ=1',
  '=',
  '&&&',
  'q=%',
  'a=%00',
];

function cursorLike(): fc.Arbitrary<string> {
  // The API's cursors wrap a small JSON object: these hold numbers at every edge, other shapes, other JSON.
  const json = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS).map((a) => JSON.stringify({ a })) },
    // Ids around the edges of the id columns (32-bit) and of exact doubles (53-bit).
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2)
        .map((a) => JSON.stringify({ a })),
    },
    fc
      .tuple(fc.constantFrom('id', 'after', 'a', 't'), fc.constantFrom(...NASTY_NUMBERS))
      .map(([key, value]) => JSON.stringify({ [key]: value })),
    fc.constantFrom(
      '{"a":"1"}',
      '{"a":null}',
      '{"a":[1]}',
      '{"__proto__":{"a":1}}',
      '{}',
      '[]',
      'null',
      '1',
      '{"a":1e400}',
    ),
    fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  );
  return fc.oneof(
    json.map((text) => Buffer.from(text).toString('base64url')),
    json.map((text) => Buffer.from(text).toString('base64')),
    fc.constantFrom('!!!', '====', 'eyJ', 'a'.repeat(200), 'a'.repeat(201), '%00', '%E2%80%AE'),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
}

function badQueryValue(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const wrong = [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e400',
    '99999999999999999999',
    'NaN',
    'Infinity',
    '',
    'true',
    '[object Object]',
  ];
  const arbitraries: fc.Arbitrary<string>[] = [
    fc.constantFrom(...wrong),
    fc.constantFrom(...NASTY_STRINGS),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  ];
  if (schema.maxLength !== undefined) arbitraries.push(fc.constant('q'.repeat(schema.maxLength + 1)));
  if (/cursor/i.test(name)) {
    return fc.oneof(
      { weight: 4, arbitrary: cursorLike() },
      { weight: 1, arbitrary: fc.oneof(...arbitraries) },
    );
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    arbitraries.push(fc.constantFrom(...NASTY_NUMBERS).map(String));
  }
  return fc.oneof(...arbitraries);
}

interface QueryChoice {
  query: string;
  kind: string | undefined;
  where: string;
}

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is written as the three
 * bytes it would take in WTF-8 (`%ED%A0%80`): invalid UTF-8, as a careless client sends it.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const unit = char.codePointAt(0)!;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(char);
  }
  return encoded;
}

const encodePair = (name: string, value: string) => `${percentEncode(name)}=${percentEncode(value)}`;

function queryFor(operation: Operation, mode: Mode): fc.Arbitrary<QueryChoice> {
  const good = fc
    .tuple(
      ...operation.query.map((p) =>
        fc.option(fc.constant(encodePair(p.name, String(sampleOf(p.schema, p.name)))), { freq: 2 }),
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is string => pair !== null));
  const choices: fc.WeightedArbitrary<QueryChoice>[] = [
    {
      weight: mode === 'bad' ? 0 : 6,
      arbitrary: good.map((pairs) => ({ query: pairs.join('&'), kind: undefined, where: 'query' })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(good, fc.constantFrom(...UNKNOWN_QUERY)).map(([pairs, extra]) => ({
        query: [...pairs, extra].join('&'),
        kind: 'query:unknown-param',
        where: extra,
      })),
    },
  ];
  if (operation.query.length > 0) {
    choices.push({
      weight: 6,
      arbitrary: fc
        .tuple(good, fc.constantFrom(...operation.query))
        .chain(([pairs, param]) =>
          fc.tuple(
            fc.constant(pairs),
            fc.constant(param),
            badQueryValue(param.schema, param.name),
            fc.boolean(),
          ),
        )
        .map(([pairs, param, value, twice]) => {
          const others = pairs.filter((pair) => !pair.startsWith(`${percentEncode(param.name)}=`));
          const bad = encodePair(param.name, value);
          return {
            query: [...others, bad, ...(twice ? [bad] : [])].join('&'),
            kind: twice ? 'query:repeated' : 'query:bad-value',
            where: param.name,
          };
        }),
    });
  }
  return mode === 'good' ? choices[0]!.arbitrary : fc.oneof(...choices);
}

// ---------------------------------------------------------------------------------------------
// Bodies

interface BodyChoice {
  body?: string | Buffer;
  contentType?: string;
  kind: string | undefined;
  where: string;
}

type Path = (string | number)[];

/** Every place a value can be replaced, with its schema: the body itself, each field, each item. */
function placesOf(value: unknown, schema: JsonSchema, path: Path = []): { path: Path; schema: JsonSchema }[] {
  const effective = schemaOf(schema);
  const places = [{ path, schema: effective }];
  if (Array.isArray(value)) {
    value.forEach((item, index) => places.push(...placesOf(item, effective.items ?? {}, [...path, index])));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      places.push(...placesOf(child, effective.properties?.[key] ?? {}, [...path, key]));
    }
  }
  return places;
}

/** The non-null option of a union: what a field usually holds. */
function schemaOf(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  return options?.find((option) => option.type !== 'null') ?? schema;
}

/** The objects of a sample, with their schemas: where fields can go missing or be added. */
function objectsOf(
  value: unknown,
  schema: JsonSchema,
  path: Path = [],
): { path: Path; schema: JsonSchema }[] {
  return placesOf(value, schema, path).filter(({ path: at }) => {
    const found = at.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], value);
    return found !== null && typeof found === 'object' && !Array.isArray(found);
  });
}

const MARK = '\u0000RAW\u0000';

/** The sample as JSON with the value at `path` replaced by raw JSON text. */
function withRaw(sample: unknown, path: Path, raw: string): string {
  if (path.length === 0) return raw;
  const copy = structuredClone(sample);
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((v, key) => (v as Record<string | number, unknown>)[key], copy);
  (parent as Record<string | number, unknown>)[path[path.length - 1]!] = MARK;
  return JSON.stringify(copy).replace(JSON.stringify(MARK), raw);
}

function withValue(sample: unknown, path: Path, value: unknown): string {
  return withRaw(sample, path, JSON.stringify(value) ?? 'null');
}

function withoutKey(sample: unknown, path: Path, key: string): string {
  const copy = structuredClone(sample);
  const object = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], copy);
  delete (object as Record<string, unknown>)[key];
  return JSON.stringify(copy);
}

const EXTRA_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'id',
  'isAdmin',
  '$where',
  '',
  '\u0000',
  'a'.repeat(300),
];

const BROKEN_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{a:1}',
  '{"a":NaN}',
  '{"a":undefined}',
  '{"a":1}{"a":2}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '\uFEFF{}',
  '//\n{}',
  ' ',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
];

const NOT_OBJECTS: readonly string[] = ['[]', '[{}]', '"text"', '42', '-0', 'null', 'true', '1e400', '""'];

// Bytes that are not UTF-8: a lone continuation byte, an overlong '/', a surrogate encoded, 0xFF.
const INVALID_UTF8: readonly Buffer[] = [
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0x80, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
];

/** Content types other than the JSON the call takes, and JSON written in unusual ways. */
const OTHER_TYPES: readonly (string | undefined)[] = [
  undefined,
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/form-data',
  'application/octet-stream',
  'application/xml',
  '*/*',
  '',
  'application',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;charset="utf-8"',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/json; boundary=x; charset=utf-8; a=\u00e9',
];

function jsonBody(schema: JsonSchema): fc.Arbitrary<BodyChoice> {
  const sample = sampleOf(schema);
  const places = placesOf(sample, schema);
  const fields = places.filter((place) => place.path.length > 0);
  const objects = objectsOf(sample, schema);
  const strings = fields.filter((place) => schemaOf(place.schema).type === 'string');
  const arrays = fields.filter((place) => schemaOf(place.schema).type === 'array');
  const numbers = fields.filter((place) =>
    ['integer', 'number'].includes(String(schemaOf(place.schema).type)),
  );
  const at = (path: Path) => (path.length === 0 ? '(body)' : path.join('.'));
  const json = (kind: string, where: string) => (body: string | Buffer) => ({
    body,
    kind: `body:${kind}`,
    where,
  });

  const mutations: fc.Arbitrary<BodyChoice>[] = [
    fc.constant({ body: JSON.stringify(sample), kind: undefined, where: 'body' }),
    fc
      .tuple(fc.constantFrom(...places), nastyValue)
      .map(([place, value]) => json('wrong-type', at(place.path))(withValue(sample, place.path, value))),
    fc
      .constantFrom(...places)
      .map((place) => json('null', at(place.path))(withValue(sample, place.path, null))),
    fc
      .tuple(fc.constantFrom(...places), fc.constantFrom(...RAW_VALUES))
      .map(([place, raw]) => json('raw-value', at(place.path))(withRaw(sample, place.path, raw))),
    fc
      .tuple(
        fc.constantFrom(...places),
        fc.constantFrom<'array' | 'object'>('array', 'object'),
        fc.constantFrom(100, 10_000),
      )
      .map(([place, kind, depth]) =>
        json(`deep-${kind}`, at(place.path))(withRaw(sample, place.path, deepJson(depth, kind))),
      ),
    fc
      .constantFrom(...places)
      .map((place) =>
        json('huge-string', at(place.path))(withValue(sample, place.path, 'x'.repeat(1024 * 1024))),
      ),
    fc
      .constantFrom(...places)
      .map((place) =>
        json('large-string', at(place.path))(withValue(sample, place.path, '\u0660'.repeat(30_000))),
      ),
    fc.constantFrom(...NOT_OBJECTS).map(json('not-an-object', '(body)')),
    fc.constantFrom(...BROKEN_JSON).map(json('broken-json', '(body)')),
    fc
      .nat({ max: Math.max(JSON.stringify(sample).length - 1, 0) })
      .map((cut) => json('truncated-json', `(at ${cut})`)(JSON.stringify(sample).slice(0, cut))),
    fc.constantFrom(...INVALID_UTF8).map(json('invalid-utf8', '(body)')),
  ];
  if (objects.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...objects), fc.constantFrom(...EXTRA_KEYS), nastyValue)
        .map(([place, key, value]) => {
          // Written as text: `__proto__` as an own key, as a client's JSON would carry it.
          const inner = withRaw(sample, place.path, MARK);
          const object = place.path.reduce<unknown>(
            (v, k) => (v as Record<string | number, unknown>)[k],
            sample,
          );
          const entries = Object.entries(object as Record<string, unknown>).map(
            ([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`,
          );
          entries.push(`${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`);
          return json(
            'extra-field',
            `${at(place.path)}.${key.slice(0, 20)}`,
          )(inner.replace(JSON.stringify(MARK), `{${entries.join(',')}}`));
        }),
    );
    const required = objects.flatMap((place) =>
      (place.schema.required ?? []).map((key) => ({ path: place.path, key })),
    );
    if (required.length > 0) {
      mutations.push(
        fc
          .constantFrom(...required)
          .map(({ path, key }) =>
            json('missing-required', `${at(path)}.${key}`)(withoutKey(sample, path, key)),
          ),
      );
    }
  }
  if (strings.length > 0) {
    mutations.push(
      fc
        .constantFrom(...strings)
        .chain((place) => fc.tuple(fc.constant(place), nastyStringFor(schemaOf(place.schema))))
        .map(([place, text]) => json('nasty-string', at(place.path))(withValue(sample, place.path, text))),
    );
  }
  if (numbers.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...numbers), fc.constantFrom(...NASTY_NUMBERS))
        .map(([place, value]) => json('edge-number', at(place.path))(withValue(sample, place.path, value))),
    );
  }
  if (arrays.length > 0) {
    mutations.push(
      fc
        .tuple(fc.constantFrom(...arrays), fc.constantFrom(0, 1_000, 10_000))
        .map(([place, length]) =>
          json(
            'long-array',
            at(place.path),
          )(withRaw(sample, place.path, `[${Array.from({ length }, () => '1').join(',')}]`)),
        ),
    );
  }
  return fc
    .tuple(
      fc.oneof(...mutations),
      fc.oneof(
        { weight: 6, arbitrary: fc.constant<string | undefined>('application/json') },
        { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES) },
      ),
      fc.boolean(),
    )
    .map(([choice, contentType, emptyInstead]) => {
      if (contentType !== 'application/json' && choice.kind === undefined) {
        return { ...choice, contentType, kind: 'content-type:unexpected', where: String(contentType) };
      }
      // Now and then no body at all, as a client that forgot it sends.
      if (choice.kind === 'body:truncated-json' && emptyInstead) {
        return { contentType: 'application/json', kind: 'body:missing', where: '(body)' };
      }
      return { ...choice, ...(contentType === undefined ? {} : { contentType }) };
    });
}

function multipart(
  parts: { name: string; filename?: string; type?: string; data: Buffer }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}\r\n${type}\r\n`,
      ),
    );
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

// A PNG signature with nothing after it, a JPEG start with garbage, text posing as an image.
const NOT_IMAGES: readonly { type: string; data: Buffer }[] = [
  { type: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  {
    type: 'image/jpeg',
    data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 0x41)]),
  },
  { type: 'image/jpeg', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
  { type: 'image/gif', data: Buffer.from('GIF89a') },
  { type: 'text/plain', data: Buffer.from('hello') },
  { type: 'image/png', data: Buffer.alloc(0) },
];

function uploadBody(upload: NonNullable<Operation['upload']>): fc.Arbitrary<BodyChoice> {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const file = fc.constantFrom(...NOT_IMAGES);
  const name = fc.constantFrom(
    'x.png',
    '',
    '../../x.png',
    '\u202Egnp.exe',
    'a'.repeat(500),
    'x%00.png',
    'x"; name="y.png',
  );
  const upload_ =
    (kind: string, where: string) =>
    (body: Buffer, contentType = type): BodyChoice => ({
      body,
      contentType,
      kind: `upload:${kind}`,
      where,
    });
  return fc.oneof(
    fc.tuple(file, name, fc.integer({ min: 1, max: 12 })).map(([f, filename, copies]) =>
      upload_(
        'not-an-image',
        upload.field,
      )(
        multipart(
          Array.from({ length: copies }, () => ({
            name: upload.field,
            filename,
            type: f.type,
            data: f.data,
          })),
        ),
      ),
    ),
    file.map((f) =>
      upload_(
        'wrong-field',
        'other',
      )(multipart([{ name: 'other', filename: 'x.png', type: f.type, data: f.data }])),
    ),
    fc.constant(
      upload_('field-not-file', upload.field)(multipart([{ name: upload.field, data: Buffer.from('text') }])),
    ),
    fc.constant(upload_('no-parts', '(body)')(Buffer.from(`--${BOUNDARY}--\r\n`))),
    fc.constant(
      upload_(
        'unterminated',
        '(body)',
      )(
        multipart(
          [{ name: upload.field, filename: 'x.png', type: 'image/png', data: Buffer.alloc(100, 1) }],
          false,
        ),
      ),
    ),
    fc.constant(
      upload_(
        'many-fields',
        '(body)',
      )(multipart(Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('1') })))),
    ),
    fc.constant(
      upload_('no-boundary', '(body)')(
        multipart([{ name: upload.field, filename: 'x.png', data: Buffer.alloc(10) }]),
        'multipart/form-data',
      ),
    ),
    fc.constant(
      upload_('wrong-boundary', '(body)')(
        multipart([{ name: upload.field, filename: 'x.png', data: Buffer.alloc(10) }]),
        'multipart/form-data; boundary=other',
      ),
    ),
    fc.constantFrom(...OTHER_TYPES.filter((t) => !t?.startsWith('multipart'))).map((contentType) => ({
      body: '{"a":1}',
      ...(contentType === undefined ? {} : { contentType }),
      kind: 'upload:not-multipart',
      where: String(contentType),
    })),
    fc.constant({ contentType: type, kind: 'upload:missing', where: '(body)' }),
  );
}

function bodyFor(operation: Operation, mode: Mode): fc.Arbitrary<BodyChoice> {
  if (operation.upload) return uploadBody(operation.upload);
  if (operation.jsonBody) {
    if (mode !== 'good') return jsonBody(operation.jsonBody);
    const body = JSON.stringify(sampleOf(operation.jsonBody));
    return fc.constant({ body, contentType: 'application/json', kind: undefined, where: 'body' });
  }
  if (mode === 'good') return fc.constant<BodyChoice>({ kind: undefined, where: 'body' });
  // A call without a body: mostly none, sometimes one anyway.
  return fc.oneof(
    {
      weight: mode === 'bad' ? 0 : 4,
      arbitrary: fc.constant<BodyChoice>({ kind: undefined, where: 'body' }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('{}', '{"a":1}', deepJson(10_000, 'array'), ...BROKEN_JSON),
          fc.constantFrom(...OTHER_TYPES, 'application/json'),
        )
        .map(([body, contentType]) => ({
          body,
          ...(contentType === undefined ? {} : { contentType }),
          kind: 'body:unexpected',
          where: String(contentType),
        })),
    },
  );
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

import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi.js';
import { BOUNDARY, type Mode } from './parts.js';
import { deepJson, NASTY_NUMBERS, nastyStringFor, nastyValue, RAW_VALUES, sampleOf } from './values.js';

// The bodies of generated requests (JSON and uploads): as a client sends them, or with one mistake.

export interface BodyChoice {
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

export function bodyFor(operation: Operation, mode: Mode): fc.Arbitrary<BodyChoice> {
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

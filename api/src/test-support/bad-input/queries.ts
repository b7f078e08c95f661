import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi.js';
import type { Mode } from './parts.js';
import { NASTY_NUMBERS, NASTY_STRINGS, sampleOf } from './values.js';

// The query strings of generated requests: as a client sends them, or with one mistake.

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

export interface QueryChoice {
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

export function queryFor(operation: Operation, mode: Mode): fc.Arbitrary<QueryChoice> {
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

import fc from 'fast-check';
import type { JsonSchema } from './openapi.js';

/**
 * Values for the bad-input campaign: a plausible value for a JSON schema (what a form would send,
 * so that one mutation reaches the check behind the schema), and the values clients get wrong.
 */

const SAMPLE_TEXT = 'Hebron glass, blown by hand';

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** The options of a union, `null` last, so the first one is a value's usual shape. */
function optionsOf(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf ?? [];
  return [...options].sort(
    (a, b) => Number(typesOf(a).includes('null')) - Number(typesOf(b).includes('null')),
  );
}

function sampleString(name: string, schema: JsonSchema): string {
  const pattern = schema.pattern ?? '';
  let text: string;
  if (schema.format === 'email' || pattern.includes('@') || /e-?mail/i.test(name)) text = 'fuzz@example.ps';
  else if (schema.format === 'date' || /date$/i.test(name)) text = '2027-05-01';
  else if (schema.format === 'date-time' || /(at|time)$/i.test(name)) text = '2027-05-01T10:00:00.000Z';
  else if (schema.format === 'uri' || /(url|website)$/i.test(name)) text = 'https://example.ps/page';
  else if (/password/i.test(name)) text = 'olive-tree-42-fuzz';
  else if (/code$/i.test(name)) text = '123456';
  else if (/phone|whatsapp/i.test(name)) text = '+970599000000';
  else text = SAMPLE_TEXT;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  while (text.length < min) text += ' and more';
  return text.length > max ? text.slice(0, Math.max(max, min)) : text;
}

/** A value the schema accepts, as far as the JSON schema says (refinements are not in it). */
export function sampleOf(schema: JsonSchema, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const options = optionsOf(schema);
  if (options.length > 0) return sampleOf(options[0]!, name);
  if (schema.allOf && schema.allOf.length > 0) return sampleOf(schema.allOf[0]!, name);
  const type = typesOf(schema).find((t) => t !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1) <= (schema.maximum ?? Number.POSITIVE_INFINITY)
        ? Math.max(schema.minimum ?? 1, 1)
        : (schema.minimum ?? 0);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(schema.minItems ?? 1, 1);
      return Array.from({ length: count }, () => sampleOf(schema.items ?? {}, name.replace(/s$/, '')));
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) object[key] = sampleOf(child, key);
      return object;
    }
    default:
      return sampleString(name, schema);
  }
}

/** Strings that break careless code: unicode edge cases, NUL, markup, SQL, path tricks. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDFFF',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\u2060\uFEFF',
  'e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301',
  'Z\u0351\u0360\u0322\u0337\u035Ea\u0311\u0346l\u0308\u0303g\u0313o\u0352',
  '\uD83D\uDE00\uD83D\uDC69\u200D\uD83D\uDC69\u200D\uD83D\uDC67\u200D\uD83D\uDC66\uD83C\uDDF5\uD83C\uDDF8',
  'رواد الخليل \u064B\u0651',
  '\u0661\u0662\u0663',
  '\t\r\n\u2028\u2029',
  '\u001B[31m',
  '<script>alert(1)</script>',
  '"; DROP TABLE users; --',
  "' OR '1'='1",
  '%00',
  '%',
  '\\',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '1e400',
  'NaN',
  '-0',
  'null',
  'true',
  '9'.repeat(40),
  'ﷺ'.repeat(50),
  'a'.repeat(5_000),
];

/** Numbers at the edges: zero, negatives, fractions, past 32 and 53 bits, the largest double. */
export const NASTY_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  0.5,
  1.5,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1.7976931348623157e308,
  5e-324,
];

/**
 * JSON text spliced into a body in place of a value, for what JSON.stringify cannot write:
 * numbers out of double range, escaped lone surrogates, and very deep nesting.
 */
export const RAW_VALUES: readonly string[] = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '"\\u0000"',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
];

/** `[[[...]]]` or `{"a":{"a":...}}`, `depth` levels deep, as JSON text. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

/** Any JSON value that is probably of the wrong type or shape for a field. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], [''], { $gt: '' }, { length: 1e9 }, [[[]]]),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A string a text field might receive: nasty ones, random unicode, or ones near its limits. */
export function nastyStringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const limits: string[] = [];
  if (schema.maxLength !== undefined)
    limits.push('x'.repeat(schema.maxLength + 1), '\uD83D\uDE00'.repeat(schema.maxLength));
  if (schema.minLength !== undefined && schema.minLength > 0) limits.push('x'.repeat(schema.minLength - 1));
  return fc.oneof(
    fc.constantFrom(...NASTY_STRINGS, ...limits),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.string({ unit: 'grapheme-composite', maxLength: 30 }),
  );
}

import type { z } from 'zod/mini';
import * as schemas from './index';
import { englishOf, isSchemaMessageCode, SCHEMA_MESSAGES, schemaMessageText, textOf } from './messages';
import { REPORT_ERROR_MESSAGES, refusalText, type ReportErrorCode } from './messages-refusals';

const ARABIC_LETTER = /[\u0621-\u064A]/;

type Node = z.core.$ZodType | z.core.$ZodCheck;
type ErrorMap = (issue: Record<string, unknown>) => unknown;

// Issues an error function may be asked about: its messages may depend on what was sent (the
// role's "required" for nothing, "must be one of" for anything else).
const SAMPLE_ISSUES = [
  { input: undefined },
  { input: null },
  { input: '' },
  { input: 'someone' },
  { input: 7 },
];

/** Every message a schema's own rules (and the rules of the schemas inside it) can give. */
function messagesOf(root: z.core.$ZodType): Set<string> {
  const found = new Set<string>();
  const seen = new Set<Node>();
  const visit = (node: Node | undefined) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as unknown as Record<string, unknown>;
    if (typeof def['error'] === 'function') {
      for (const issue of SAMPLE_ISSUES) {
        const message = (def['error'] as ErrorMap)(issue);
        const text =
          typeof message === 'object' && message !== null
            ? (message as { message?: unknown }).message
            : message;
        if (typeof text === 'string') found.add(text);
      }
    }
    for (const check of (def['checks'] as z.core.$ZodCheck[] | undefined) ?? []) visit(check);
    for (const key of ['innerType', 'element', 'in', 'out', 'keyType', 'valueType', 'catchall']) {
      visit(def[key] as Node | undefined);
    }
    for (const child of [
      ...Object.values((def['shape'] as Record<string, Node> | undefined) ?? {}),
      ...((def['options'] as Node[] | undefined) ?? []),
      ...((def['items'] as Node[] | undefined) ?? []),
    ]) {
      visit(child);
    }
  };
  visit(root);
  return found;
}

const sharedSchemas = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, z.core.$ZodType] =>
    typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1],
);

describe('SCHEMA_MESSAGES', () => {
  it.each(Object.entries(SCHEMA_MESSAGES))('%s has its English and its Arabic', (_code, texts) => {
    expect(texts.en.trim()).not.toBe('');
    expect(ARABIC_LETTER.test(texts.en)).toBe(false);
    expect(ARABIC_LETTER.test(texts.ar)).toBe(true);
  });

  it('finds the shared schemas to check (the walk below is not vacuous)', () => {
    expect(sharedSchemas.length).toBeGreaterThan(40);
    expect(messagesOf(schemas.RegisterSchema)).toEqual(
      new Set([
        'firstName.required',
        'firstName.tooLong',
        'firstName.invalid',
        'lastName.required',
        'lastName.tooLong',
        'lastName.invalid',
        'bio.required',
        'bio.tooLong',
        'email.required',
        'email.tooLong',
        'email.invalid',
        'password.required',
        'password.tooShort',
        'password.tooLong',
        'password.confirmationRequired',
        'password.mismatch',
        'role.required',
        'role.invalid',
        'birthDate.required',
        'date.invalid',
        'address.required',
        'address.tooLong',
        'address.invalid',
        'text.notOneLine',
      ]),
    );
  });

  it.each(sharedSchemas)('holds every message %s can give', (_name, schema) => {
    const missing = [...messagesOf(schema)].filter((message) => !isSchemaMessageCode(message));
    expect(missing).toEqual([]);
  });

  it('turns a code into its text in either language, and leaves any other message as it came', () => {
    expect(englishOf('email.required')).toBe('Email is required');
    expect(schemaMessageText('email.required', 'ar')).toBe('البريد الإلكتروني مطلوب');
    expect(schemaMessageText('Invalid input', 'ar')).toBe('Invalid input');
    // Only the catalogue's own keys: not what every object inherits.
    expect(englishOf('toString')).toBe('toString');
  });

  it('is what the shared schemas answer: a parse gives codes, read as English by the API', () => {
    const result = schemas.LoginSchema.safeParse({ email: 'lina@', password: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'email.invalid',
      'password.required',
    ]);
    expect(result.error?.issues.map((issue) => englishOf(issue.message))).toEqual([
      'Please enter a valid email',
      'Password is required',
    ]);
  });

  it("gives a refusal's text from its part of the catalogue as the whole catalogue gives it", () => {
    for (const code of Object.keys(REPORT_ERROR_MESSAGES) as ReportErrorCode[]) {
      for (const language of ['en', 'ar'] as const) {
        expect(refusalText(code, language, { hours: 12 })).toBe(
          textOf(REPORT_ERROR_MESSAGES[code], language, { hours: 12 }),
        );
      }
    }
  });
});

import { z } from 'zod/mini';
import {
  EMAIL_ANY_DOMAIN,
  EMAIL_WITH_TLD,
  emailField,
  isBirthDate,
  isCalendarDate,
  newPasswordField,
  passwordConfirmationField,
  passwordsMatch,
  requiredText,
} from './fields';
import type { SchemaMessageCode } from './messages';

// zod/mini loads no texts of its own; the API has zod's English ones (classic zod loads them).
z.config(z.locales.en());
import { englishOf } from './messages';

const messagesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${englishOf(issue.message)}`);
};

describe('requiredText', () => {
  // Texts of this test's own (not catalogue codes): they show as they came.
  const name = requiredText(
    'Name is required' as SchemaMessageCode,
    5,
    'Name must be at most 5 characters' as SchemaMessageCode,
  );

  it('trims, and counts whitespace only as missing', () => {
    expect(name.parse('  Ali ')).toBe('Ali');
    expect(messagesOf(name, ' \t ')).toEqual([': Name is required']);
  });

  it('gives the required message to missing, null and wrong types', () => {
    for (const value of [undefined, null, 3, true, ['Ali'], { name: 'Ali' }]) {
      expect(messagesOf(name, value)).toEqual([': Name is required']);
    }
  });

  it('measures the maximum after trimming', () => {
    expect(name.parse('  abcde  ')).toBe('abcde');
    expect(messagesOf(name, 'abcdef')).toEqual([': Name must be at most 5 characters']);
  });
});

describe('emailField', () => {
  it.each([
    ['lina@example.com', true, true],
    ['a@b.co', true, true],
    ['a@b.photography', true, true],
    ['a@b.c', false, true],
    ['a@b', false, true],
    ['a@localhost', false, true],
    ['a@1.2.3.4', false, true],
    ['a@b..com', false, false],
    ['a@-b.com', false, false],
    ['a b@c.com', false, false],
    ['a@b.com.', false, false],
  ])('%s: with top-level domain %s, without %s', (email, withTld, anyDomain) => {
    expect(EMAIL_WITH_TLD.test(email)).toBe(withTld);
    expect(EMAIL_ANY_DOMAIN.test(email)).toBe(anyDomain);
    expect(emailField({ checkTld: true }).safeParse(email).success).toBe(withTld);
    expect(emailField({ checkTld: false }).safeParse(email).success).toBe(anyDomain);
  });

  it('keeps the case as typed', () => {
    expect(emailField({ checkTld: true }).parse(' Lina@Example.COM ')).toBe('Lina@Example.COM');
  });

  it('gives one message per e-mail, the first rule that fails', () => {
    const email = emailField({ checkTld: true });
    expect(messagesOf(email, '')).toEqual([': Email is required']);
    expect(messagesOf(email, 'x'.repeat(300))).toEqual([': Email must be at most 254 characters']);
    expect(messagesOf(email, 'x')).toEqual([': Please enter a valid email']);
  });
});

describe('new password and its confirmation', () => {
  const schema = z
    .object({ password: newPasswordField(), passwordVerify: passwordConfirmationField(), name: z.string() })
    .check(z.refine(...passwordsMatch('password', 'passwordVerify', 'password.mismatch')));

  it('reports a mismatch even when another field has the wrong type', () => {
    expect(messagesOf(schema, { password: 'abcdefgh', passwordVerify: 'abcdefgi', name: 1 })).toEqual([
      'name: Invalid input: expected string, received number',
      'passwordVerify: Passwords must match',
    ]);
  });

  it('does not report a mismatch while either password is empty or not text', () => {
    expect(messagesOf(schema, { password: '', passwordVerify: 'abcdefgh', name: 'x' })).toEqual([
      'password: Password is required',
    ]);
    expect(messagesOf(schema, { password: 'abcdefgh', passwordVerify: 5, name: 'x' })).toEqual([
      'passwordVerify: Password confirmation is required',
    ]);
  });
});

describe('isCalendarDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01'])('accepts %s', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2025-02-30',
    '2100-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-1-01',
    '2024-01-01 ',
    '20240101',
    '',
  ])('rejects %j', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('isBirthDate', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it('accepts 1900-01-01 up to today where it is latest on Earth', () => {
    expect(isBirthDate('1900-01-01', now)).toBe(true);
    expect(isBirthDate('2025-06-16', now)).toBe(true);
  });

  it('rejects earlier and later days', () => {
    expect(isBirthDate('1899-12-31', now)).toBe(false);
    expect(isBirthDate('2025-06-17', now)).toBe(false);
  });

  it('moves with the clock', () => {
    expect(isBirthDate('2025-06-16', new Date('2025-06-15T09:59:59Z'))).toBe(false);
    expect(isBirthDate('2025-06-16', new Date('2025-06-15T10:00:00Z'))).toBe(true);
  });
});

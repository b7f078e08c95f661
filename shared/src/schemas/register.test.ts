import { jest } from '@jest/globals';
import { z } from 'zod/mini';
import { RegisterSchema, type Register } from './register';
import { englishOf } from './messages';

const aRegistration = (
  overrides: Partial<Record<keyof Register, unknown>> = {},
): Record<string, unknown> => ({
  firstName: 'Lina',
  lastName: 'Haddad',
  bio: 'I bake bread in Amman.',
  email: 'lina@example.com',
  password: 'correct horse',
  passwordVerify: 'correct horse',
  role: 'owner',
  birthDate: '1990-05-17',
  address: '12 Rainbow Street, Amman',
  ...overrides,
});

const fieldErrors = (value: unknown) => {
  const result = RegisterSchema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors;
};

const HUGE = 'a'.repeat(10_000);

describe('RegisterSchema', () => {
  it('accepts a complete registration and outputs it trimmed, e-mail case kept', () => {
    const result = RegisterSchema.safeParse(
      aRegistration({ firstName: '  Lina ', email: ' Lina@Example.COM ', birthDate: ' 1990-05-17 ' }),
    );
    expect(result.success && result.data).toEqual(
      aRegistration({ firstName: 'Lina', email: 'Lina@Example.COM', birthDate: '1990-05-17' }),
    );
  });

  it('collects every required message at once, one per field', () => {
    expect(fieldErrors({})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      bio: ['Bio is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      passwordVerify: ['Password confirmation is required'],
      role: ['Role is required'],
      birthDate: ['Birth date is required'],
      address: ['Address is required'],
    });
  });

  it('reports a password mismatch alongside the errors of other fields', () => {
    expect(
      fieldErrors(
        aRegistration({
          firstName: 42,
          email: 'nope',
          role: 'admin',
          birthDate: '2025-02-30',
          passwordVerify: 'other',
        }),
      ),
    ).toEqual({
      firstName: ['First name is required'],
      email: ['Please enter a valid email'],
      role: ['Role must be one of: owner, user, investor'],
      birthDate: ['Please enter a valid date'],
      passwordVerify: ['Passwords must match'],
    });
  });

  it('reports a password mismatch next to blank and too-long fields', () => {
    expect(
      fieldErrors(aRegistration({ firstName: '  ', lastName: HUGE, address: '', passwordVerify: 'other' })),
    ).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name must be at most 100 characters'],
      address: ['Address is required'],
      passwordVerify: ['Passwords must match'],
    });
  });

  it('reports a mismatch next to a too-short password', () => {
    expect(fieldErrors(aRegistration({ password: 'short', passwordVerify: 'shorter' }))).toEqual({
      password: ['Password must be at least 8 characters'],
      passwordVerify: ['Passwords must match'],
    });
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['bio', 'Bio is required'],
    ['email', 'Email is required'],
    ['address', 'Address is required'],
    ['birthDate', 'Birth date is required'],
  ] as const)('treats %s empty, whitespace-only, missing, null or not text as missing', (field, message) => {
    for (const value of ['', '   \t\n ', undefined, null, 42, { text: 'x' }]) {
      expect(fieldErrors(aRegistration({ [field]: value }))).toEqual({ [field]: [message] });
    }
  });

  it.each([
    ['firstName', 'First name must be at most 100 characters'],
    ['lastName', 'Last name must be at most 100 characters'],
    ['bio', 'Bio must be at most 2000 characters'],
    ['email', 'Email must be at most 254 characters'],
    ['address', 'Address must be at most 300 characters'],
    ['password', 'Password must be at most 128 characters'],
  ] as const)('answers a 10,000-character %s with its maximum only', (field, message) => {
    const overrides = field === 'password' ? { password: HUGE, passwordVerify: HUGE } : { [field]: HUGE };
    expect(fieldErrors(aRegistration(overrides))).toEqual({
      [field]: [message],
    });
  });

  it('accepts text exactly at the limits', () => {
    expect(
      fieldErrors(
        aRegistration({
          firstName: 'a'.repeat(100),
          lastName: 'a'.repeat(100),
          bio: 'a'.repeat(2000),
          address: 'a'.repeat(300),
          email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
          password: 'p'.repeat(128),
          passwordVerify: 'p'.repeat(128),
        }),
      ),
    ).toEqual({});
  });

  describe('email', () => {
    it.each([
      'lina@example.com',
      'lina.h+shop@mail.example.jo',
      'a@b.photography',
      'x@domain.xn--mgbaam7a8h',
    ])('accepts %s (any top-level domain)', (email) => {
      expect(fieldErrors(aRegistration({ email }))).toEqual({});
    });

    it.each([
      'lina',
      'lina@',
      '@example.com',
      'lina@localhost',
      'a@b',
      'lina@example.',
      'lina@1.2.3.4',
      'li na@x.com',
    ])("says 'Please enter a valid email' for %s", (email) => {
      expect(fieldErrors(aRegistration({ email }))).toEqual({ email: ['Please enter a valid email'] });
    });
  });

  describe('password', () => {
    it("says 'Password must be at least 8 characters' under 8 and accepts exactly 8", () => {
      expect(fieldErrors(aRegistration({ password: '1234567', passwordVerify: '1234567' }))).toEqual({
        password: ['Password must be at least 8 characters'],
      });
      expect(fieldErrors(aRegistration({ password: '12345678', passwordVerify: '12345678' }))).toEqual({});
    });

    it("says 'Password is required' when empty, missing or not text", () => {
      for (const password of ['', undefined, 12345678]) {
        expect(fieldErrors(aRegistration({ password }))).toEqual({ password: ['Password is required'] });
      }
    });

    it('keeps spaces: a password is not trimmed', () => {
      const result = RegisterSchema.safeParse(
        aRegistration({ password: ' secret 1 ', passwordVerify: ' secret 1 ' }),
      );
      expect(result.success && result.data.password).toBe(' secret 1 ');
      expect(fieldErrors(aRegistration({ password: ' secret 1 ', passwordVerify: 'secret 1' }))).toEqual({
        passwordVerify: ['Passwords must match'],
      });
    });

    it("says 'Password confirmation is required' (and not a mismatch) when the confirmation is empty", () => {
      for (const passwordVerify of ['', undefined, null]) {
        expect(fieldErrors(aRegistration({ passwordVerify }))).toEqual({
          passwordVerify: ['Password confirmation is required'],
        });
      }
    });

    it("says 'Passwords must match' when the confirmation differs, even if huge", () => {
      expect(fieldErrors(aRegistration({ passwordVerify: 'correct horsE' }))).toEqual({
        passwordVerify: ['Passwords must match'],
      });
      expect(fieldErrors(aRegistration({ passwordVerify: HUGE }))).toEqual({
        passwordVerify: ['Passwords must match'],
      });
    });
  });

  describe('role', () => {
    it.each(['owner', 'user', 'investor'])('accepts %s', (role) => {
      expect(fieldErrors(aRegistration({ role }))).toEqual({});
    });

    it.each(['admin', 'Owner', 'guest', 7])(
      "says 'Role must be one of: owner, user, investor' for %s",
      (role) => {
        expect(fieldErrors(aRegistration({ role }))).toEqual({
          role: ['Role must be one of: owner, user, investor'],
        });
      },
    );

    it.each([undefined, null, ''])("says 'Role is required' for %s", (role) => {
      expect(fieldErrors(aRegistration({ role }))).toEqual({ role: ['Role is required'] });
    });
  });

  describe('birthDate', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it.each(['1990-05-17', '2024-02-29', '2000-02-29', '1900-01-01'])('accepts %s', (birthDate) => {
      expect(fieldErrors(aRegistration({ birthDate }))).toEqual({});
    });

    it.each([
      '2025-02-30',
      '2023-02-29',
      '1900-02-29',
      '1990-13-01',
      '1990-00-10',
      '1990-04-31',
      '1990-05-00',
      '1899-12-31',
      '17/05/1990',
      '1990-5-17',
      '1990-05-17T00:00:00Z',
      'yesterday',
    ])("says 'Please enter a valid date' for %s", (birthDate) => {
      expect(fieldErrors(aRegistration({ birthDate }))).toEqual({ birthDate: ['Please enter a valid date'] });
    });

    it("says 'Please enter a valid date' for a 10,000-character date", () => {
      expect(fieldErrors(aRegistration({ birthDate: '1990-05-17'.repeat(1000) }))).toEqual({
        birthDate: ['Please enter a valid date'],
      });
    });

    it("says 'Please enter a valid date' for a day after today wherever it is latest on Earth", () => {
      jest.useFakeTimers({ now: new Date('2025-06-15T12:00:00Z') });
      // 12:00 UTC is already 02:00 on the 16th in UTC+14.
      expect(fieldErrors(aRegistration({ birthDate: '2025-06-16' }))).toEqual({});
      expect(fieldErrors(aRegistration({ birthDate: '2025-06-17' }))).toEqual({
        birthDate: ['Please enter a valid date'],
      });
      expect(fieldErrors(aRegistration({ birthDate: '2090-01-01' }))).toEqual({
        birthDate: ['Please enter a valid date'],
      });
    });
  });

  describe('address', () => {
    it.each(['---', '...', '#, /'])("says 'Please enter a valid address' for %s", (address) => {
      expect(fieldErrors(aRegistration({ address }))).toEqual({ address: ['Please enter a valid address'] });
    });

    it.each(['شارع الرينبو، عمّان', '12', 'Apt 4, 5th floor'])('accepts %s', (address) => {
      expect(fieldErrors(aRegistration({ address }))).toEqual({});
    });
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, 'register', [1, 2]]) {
      expect(RegisterSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('RegisterSchema names', () => {
  it.each([
    ['a line break', 'Li\nna'],
    ['a carriage return', 'Li\r\nna'],
    ['a tab', 'Li\tna'],
    ['a NUL', 'Li\u0000na'],
    ['DEL', 'Li\u007fna'],
    ['a C1 control', 'Li\u0085na'],
    ['a line separator', 'Li\u2028na'],
    ['a right-to-left override', '\u202eanil'],
    ['a bidirectional isolate', 'Li\u2066na'],
  ])('refuses %s in either name with a message worded as in docs/product.md §5', (_case, name) => {
    expect(fieldErrors(aRegistration({ firstName: name, lastName: name }))).toEqual({
      firstName: ['Please enter a valid first name'],
      lastName: ['Please enter a valid last name'],
    });
  });

  it('accepts names in any script, with the joiners Arabic and Persian text use', () => {
    const result = RegisterSchema.safeParse(
      aRegistration({ firstName: 'عبد الرحمن', lastName: "O'Brien-Tamimi\u200c" }),
    );
    expect(result.success).toBe(true);
  });
});

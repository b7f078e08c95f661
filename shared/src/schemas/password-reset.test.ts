import { z } from 'zod/mini';
import { LoginSchema } from './login';
import { ForgotPasswordSchema, ResetPasswordSchema, VerifyCodeSchema } from './password-reset';
import { RegisterSchema } from './register';
import { englishOf } from './messages';

const errorsOf = (schema: z.ZodMiniType, value: unknown): Record<string, string[] | undefined> => {
  const result = schema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors;
};

describe('ForgotPasswordSchema', () => {
  it('accepts a valid e-mail, trimmed, case kept', () => {
    expect(ForgotPasswordSchema.parse({ email: ' Lina@Example.com ' })).toEqual({
      email: 'Lina@Example.com',
    });
  });

  it.each(['a@b', 'lina@localhost', 'lina@example.com', 'lina@mail.example.jo'])(
    'accepts %s: the top-level domain is not checked',
    (email) => {
      expect(errorsOf(ForgotPasswordSchema, { email })).toEqual({});
    },
  );

  it.each(['lina', 'lina@', '@localhost', 'li na@example.com', 'lina@-example.com'])(
    "says 'Please enter a valid email' for %s",
    (email) => {
      expect(errorsOf(ForgotPasswordSchema, { email })).toEqual({ email: ['Please enter a valid email'] });
    },
  );

  it.each(['', '   ', undefined, null, 42])("says 'Email is required' for %s", (email) => {
    expect(errorsOf(ForgotPasswordSchema, { email })).toEqual({ email: ['Email is required'] });
  });

  it('answers a 10,000-character e-mail with its maximum', () => {
    expect(errorsOf(ForgotPasswordSchema, { email: `${'a'.repeat(9_990)}@localhost` })).toEqual({
      email: ['Email must be at most 254 characters'],
    });
  });

  it('differs from registration and login only where docs/product.md says: a domain without a dot', () => {
    const email = 'lina@localhost';
    expect(errorsOf(ForgotPasswordSchema, { email })).toEqual({});
    expect(errorsOf(LoginSchema, { email, password: 'x' })).toEqual({
      email: ['Please enter a valid email'],
    });
    expect(errorsOf(RegisterSchema, { email }).email).toEqual(['Please enter a valid email']);
  });
});

describe('VerifyCodeSchema', () => {
  it('accepts an e-mail and six digits, the code trimmed', () => {
    expect(VerifyCodeSchema.parse({ email: 'a@b', code: ' 012345 ' })).toEqual({
      email: 'a@b',
      code: '012345',
    });
  });

  it.each(['12345', '1234567', '12a456', 'abcdef', '123 456', '12345６', '+12345', '1e5000'])(
    "says 'Code must be exactly 6 digits' for %s",
    (code) => {
      expect(errorsOf(VerifyCodeSchema, { email: 'a@b', code })).toEqual({
        code: ['Code must be exactly 6 digits'],
      });
    },
  );

  it("says 'Code must be exactly 6 digits' for a 10,000-digit code", () => {
    expect(errorsOf(VerifyCodeSchema, { email: 'a@b', code: '1'.repeat(10_000) })).toEqual({
      code: ['Code must be exactly 6 digits'],
    });
  });

  it('reads Arabic-Indic digits as Latin ones', () => {
    expect(VerifyCodeSchema.parse({ email: 'a@b', code: '٠١٢٣٤٥' }).code).toBe('012345');
    expect(VerifyCodeSchema.parse({ email: 'a@b', code: '۶۷۸۹۰۱' }).code).toBe('678901');
  });

  it.each(['', '      ', undefined, null, 123456])("says 'Code is required' for %s", (code) => {
    expect(errorsOf(VerifyCodeSchema, { email: 'a@b', code })).toEqual({ code: ['Code is required'] });
  });

  it('collects the e-mail and code errors together', () => {
    expect(errorsOf(VerifyCodeSchema, {})).toEqual({
      email: ['Email is required'],
      code: ['Code is required'],
    });
  });
});

describe('ResetPasswordSchema', () => {
  const aReset = (overrides: Record<string, unknown> = {}) => ({
    email: 'lina@example.com',
    code: '123456',
    newPassword: 'new secret',
    newPasswordVerify: 'new secret',
    ...overrides,
  });

  it('accepts a complete reset', () => {
    expect(ResetPasswordSchema.parse(aReset())).toEqual(aReset());
  });

  it('collects every required message at once', () => {
    expect(errorsOf(ResetPasswordSchema, {})).toEqual({
      email: ['Email is required'],
      code: ['Code is required'],
      newPassword: ['Password is required'],
      newPasswordVerify: ['Password confirmation is required'],
    });
  });

  it("says 'Password must be at least 8 characters' under 8, and accepts 8", () => {
    expect(
      errorsOf(ResetPasswordSchema, aReset({ newPassword: '1234567', newPasswordVerify: '1234567' })),
    ).toEqual({
      newPassword: ['Password must be at least 8 characters'],
    });
    expect(
      errorsOf(ResetPasswordSchema, aReset({ newPassword: '12345678', newPasswordVerify: '12345678' })),
    ).toEqual({});
  });

  it("says 'Password must be at most 128 characters' for a 10,000-character password", () => {
    const huge = 'p'.repeat(10_000);
    expect(errorsOf(ResetPasswordSchema, aReset({ newPassword: huge, newPasswordVerify: huge }))).toEqual({
      newPassword: ['Password must be at most 128 characters'],
    });
  });

  it("says 'Password is required' and 'Password confirmation is required' for empty fields", () => {
    expect(errorsOf(ResetPasswordSchema, aReset({ newPassword: '', newPasswordVerify: '' }))).toEqual({
      newPassword: ['Password is required'],
      newPasswordVerify: ['Password confirmation is required'],
    });
  });

  it("says 'Passwords must match' alongside the errors of other fields", () => {
    expect(
      errorsOf(ResetPasswordSchema, aReset({ email: '', code: '12a', newPasswordVerify: 'other secret' })),
    ).toEqual({
      email: ['Email is required'],
      code: ['Code must be exactly 6 digits'],
      newPasswordVerify: ['Passwords must match'],
    });
  });
});

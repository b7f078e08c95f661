import { z } from 'zod/mini';
import { LoginResponseSchema, LoginSchema } from './login';
import { englishOf } from './messages';

const aLogin = (overrides: Record<string, unknown> = {}) => ({
  email: 'lina@example.com',
  password: 'correct horse',
  ...overrides,
});

const fieldErrors = (value: unknown) => {
  const result = LoginSchema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors;
};

describe('LoginSchema', () => {
  it('accepts an e-mail and a password, the e-mail trimmed and its case kept', () => {
    const result = LoginSchema.safeParse(aLogin({ email: '  Lina@Example.com ' }));
    expect(result.success && result.data).toEqual({ email: 'Lina@Example.com', password: 'correct horse' });
  });

  it('collects both required messages', () => {
    expect(fieldErrors({})).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it.each(['', '   ', undefined, null, 7])("says 'Email is required' for %s", (email) => {
    expect(fieldErrors(aLogin({ email }))).toEqual({ email: ['Email is required'] });
  });

  it.each(['lina', 'lina@example', 'a@b', 'lina@@example.com'])(
    "says 'Please enter a valid email' for %s",
    (email) => {
      expect(fieldErrors(aLogin({ email }))).toEqual({ email: ['Please enter a valid email'] });
    },
  );

  it('accepts any top-level domain', () => {
    expect(fieldErrors(aLogin({ email: 'lina@shop.bakery' }))).toEqual({});
  });

  it.each(['', undefined, null, 12345678])("says 'Password is required' for %s", (password) => {
    expect(fieldErrors(aLogin({ password }))).toEqual({ password: ['Password is required'] });
  });

  it('asks no minimum length of the password typed to log in', () => {
    expect(fieldErrors(aLogin({ password: 'abc' }))).toEqual({});
  });

  it('answers 10,000-character fields with their maximum', () => {
    expect(fieldErrors({ email: 'a'.repeat(10_000), password: 'p'.repeat(10_000) })).toEqual({
      email: ['Email must be at most 254 characters'],
      password: ['Password must be at most 128 characters'],
    });
  });
});

describe('LoginResponseSchema', () => {
  it('keeps the token and drops anything else', () => {
    expect(LoginResponseSchema.parse({ token: 'a.b.c', password_hash: 'x' })).toEqual({ token: 'a.b.c' });
  });

  it('rejects a response without a token', () => {
    expect(LoginResponseSchema.safeParse({}).success).toBe(false);
  });
});

import { z } from 'zod/mini';
import { ChangePasswordRequestSchema, ChangePasswordSchema } from './change-password';
import { englishOf } from './messages';

const messagesOf = (value: unknown) => {
  const result = ChangePasswordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => englishOf(issue.message));
};

describe('ChangePasswordSchema', () => {
  it('accepts three filled fields whose new passwords match', () => {
    expect(messagesOf({ oldPassword: 'a', newPassword: 'b', newPasswordVerify: 'b' })).toEqual([]);
  });

  it("says 'Please fill in all fields' when one is empty or missing", () => {
    expect(messagesOf({ oldPassword: '', newPassword: 'b', newPasswordVerify: 'b' })).toContain(
      'Please fill in all fields',
    );
    expect(messagesOf({ newPassword: 'b', newPasswordVerify: 'b' })).toContain('Please fill in all fields');
  });

  it("says 'Passwords do not match' when the confirmation differs", () => {
    expect(messagesOf({ oldPassword: 'a', newPassword: 'b', newPasswordVerify: 'c' })).toEqual([
      'Passwords do not match',
    ]);
  });
});

describe('ChangePasswordRequestSchema', () => {
  const errorsOf = (value: unknown) => {
    const result = ChangePasswordRequestSchema.safeParse(value);
    return result.success
      ? {}
      : z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors;
  };

  it('accepts a new password of 8 characters', () => {
    expect(errorsOf({ oldPassword: 'old', newPassword: '12345678', newPasswordVerify: '12345678' })).toEqual(
      {},
    );
  });

  it("adds 'Password must be at least 8 characters' on the server", () => {
    expect(errorsOf({ oldPassword: 'old', newPassword: '1234567', newPasswordVerify: '1234567' })).toEqual({
      newPassword: ['Password must be at least 8 characters'],
    });
  });

  it("answers 10,000-character passwords with 'Password must be at most 128 characters'", () => {
    const huge = 'p'.repeat(10_000);
    expect(errorsOf({ oldPassword: huge, newPassword: huge, newPasswordVerify: huge })).toEqual({
      oldPassword: ['Password must be at most 128 characters'],
      newPassword: ['Password must be at most 128 characters'],
    });
  });

  it("keeps 'Please fill in all fields' alone for an empty or missing field", () => {
    expect(errorsOf({ newPassword: '', newPasswordVerify: '' })).toEqual({
      oldPassword: ['Please fill in all fields'],
      newPassword: ['Please fill in all fields'],
      newPasswordVerify: ['Please fill in all fields'],
    });
  });

  it("keeps 'Passwords do not match'", () => {
    expect(errorsOf({ oldPassword: 'old', newPassword: '12345678', newPasswordVerify: '12345679' })).toEqual({
      newPasswordVerify: ['Passwords do not match'],
    });
  });
});

import { ChangePasswordSchema } from './change-password';

const messagesOf = (value: unknown) => {
  const result = ChangePasswordSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
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

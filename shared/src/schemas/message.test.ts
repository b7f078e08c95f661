import { MessageResponseSchema } from './message';

describe('MessageResponseSchema', () => {
  it('keeps the message and drops anything else', () => {
    expect(MessageResponseSchema.parse({ message: 'Password changed', stack: 'at x' })).toEqual({
      message: 'Password changed',
    });
  });

  it('rejects a body without a text message', () => {
    expect(MessageResponseSchema.safeParse({ message: 3 }).success).toBe(false);
  });
});

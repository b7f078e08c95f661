import { z } from 'zod/mini';
import { RequestInfoSchema } from './request-info';
import { englishOf } from './messages';

describe('RequestInfoSchema', () => {
  it('accepts an owner id as a number', () => {
    expect(RequestInfoSchema.parse({ ownerId: 12, extra: 'dropped' })).toEqual({ ownerId: 12 });
  });

  it.each([undefined, null, '12', 0, -3, 1.5, 2 ** 31, Number.NaN, {}, [1]])(
    "says 'Choose an owner.' for %j",
    (ownerId) => {
      const result = RequestInfoSchema.safeParse({ ownerId });
      expect(result.success).toBe(false);
      if (!result.success)
        expect(z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors).toEqual({
          ownerId: ['Choose an owner.'],
        });
    },
  );
});

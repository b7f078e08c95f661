import { z } from 'zod/mini';
import { CommentInputSchema, CommentListQuerySchema, CommentSchema } from './comment';
import { englishOf } from './messages';
import { COMMENT_MAX } from './rules';

const fieldErrors = (value: unknown) => {
  const result = CommentInputSchema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors;
};

describe('CommentInputSchema', () => {
  it('trims the text and keeps the rating', () => {
    expect(CommentInputSchema.parse({ comment: '  Lovely glass  ', rate: 4 })).toEqual({
      comment: 'Lovely glass',
      rate: 4,
    });
  });

  it('rates 5 when no rating is given (docs/product.md §9: default 5)', () => {
    expect(CommentInputSchema.parse({ comment: 'Nice' })).toEqual({ comment: 'Nice', rate: 5 });
  });

  it.each(['', '   ', '\n\t', undefined, null, 42, ['x']])(
    "says 'Please write a comment.' for %j",
    (comment) => {
      expect(fieldErrors({ comment, rate: 3 })).toEqual({ comment: ['Please write a comment.'] });
    },
  );

  it(`accepts ${COMMENT_MAX} characters and refuses one more`, () => {
    expect(fieldErrors({ comment: 'a'.repeat(COMMENT_MAX) })).toEqual({});
    expect(fieldErrors({ comment: 'a'.repeat(COMMENT_MAX + 1) })).toEqual({
      comment: ['Comments can be at most 2000 characters.'],
    });
  });

  it('counts the length after trimming', () => {
    expect(fieldErrors({ comment: ` ${'a'.repeat(COMMENT_MAX)} ` })).toEqual({});
  });

  it.each([1, 2, 3, 4, 5])('accepts the rating %d', (rate) => {
    expect(fieldErrors({ comment: 'ok', rate })).toEqual({});
  });

  it.each([0, 6, -1, 2.5, '5', null, Number.NaN, Number.POSITIVE_INFINITY, true])(
    'refuses the rating %j with one message',
    (rate) => {
      expect(fieldErrors({ comment: 'ok', rate })).toEqual({
        rate: ['Rating must be a whole number from 1 to 5'],
      });
    },
  );

  it('reports both fields at once', () => {
    expect(Object.keys(fieldErrors({ comment: ' ', rate: 9 })).sort()).toEqual(['comment', 'rate']);
  });
});

describe('CommentSchema', () => {
  it("keeps the product's fields (docs/product.md §3) and drops anything else", () => {
    const comment = {
      id: 1,
      userId: 2,
      user: { firstName: 'Amal', lastName: 'Tamimi' },
      comment: 'Great',
      rate: 5,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(
      CommentSchema.parse({ ...comment, project_id: 9, user: { ...comment.user, email: 'x@y.ps' } }),
    ).toEqual(comment);
  });
});

describe('CommentListQuerySchema', () => {
  it('defaults to a page of 100 and reads the limit from the query string', () => {
    expect(CommentListQuerySchema.parse({})).toEqual({ limit: 100 });
    expect(CommentListQuerySchema.parse({ limit: '20' })).toEqual({ limit: 20 });
  });

  it.each(['0', '201', '1.5', 'many'])('refuses the limit %s', (limit) => {
    expect(CommentListQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});

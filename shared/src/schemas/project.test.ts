import { z } from 'zod/mini';
import {
  ProjectApprovalSchema,
  ProjectInputSchema,
  RejectDecisionSchema,
  ReviewDecisionSchema,
} from './project';
import { englishOf } from './messages';

const aProject = (overrides: Record<string, unknown> = {}) => ({
  name: ' Hebron Glass ',
  description: 'Glass blown by hand.',
  city: 'Hebron',
  street: 'Ein Sara',
  categories: [' glass ', '', '  '],
  ...overrides,
});

const errors = (value: unknown) => {
  const result = ProjectInputSchema.safeParse(value);
  return result.success ? {} : z.flattenError(result.error, (issue) => englishOf(issue.message)).fieldErrors;
};

describe('ProjectInputSchema', () => {
  it('trims, drops blank categories and fills an empty contact', () => {
    expect(ProjectInputSchema.parse(aProject())).toEqual({
      name: 'Hebron Glass',
      description: 'Glass blown by hand.',
      city: 'Hebron',
      street: 'Ein Sara',
      categories: ['glass'],
      contact: { email: '', website: '', whatsapp: '', phones: [], pages: [] },
    });
  });

  it("answers the product's messages (docs/product.md §5)", () => {
    expect(errors({ name: ' ', description: '', city: null, categories: [' '] })).toEqual({
      name: ['Project name is required.'],
      description: ['Description is required.'],
      city: ['City is required.'],
      street: ['Street is required.'],
      categories: ['At least one category is required.'],
    });
  });

  it('limits lengths and counts', () => {
    expect(errors(aProject({ name: 'x'.repeat(121) })).name).toEqual([
      'Project name must be at most 120 characters.',
    ]);
    expect(
      errors(aProject({ categories: Array.from({ length: 11 }, (_, i) => `c${i}`) })).categories,
    ).toEqual(['At most 10 categories.']);
    expect(errors(aProject({ categories: ['x'.repeat(41)] }))).toHaveProperty('categories');
  });

  it('checks the contact details, blanks allowed', () => {
    const ok = ProjectInputSchema.parse(
      aProject({
        contact: {
          email: '',
          website: 'http://example.ps',
          whatsapp: '+970 59 123-4567',
          phones: ['', '02 222 3333'],
          pages: [{ pageType: 'instagram', pageUrl: 'https://instagram.com/x' }],
        },
      }),
    );
    expect(ok.contact.phones).toEqual(['02 222 3333']);
    const result = ProjectInputSchema.safeParse(
      aProject({ contact: { website: 'ftp://x', pages: [{ pageType: 'tiktok', pageUrl: 'x' }] } }),
    );
    expect(result.success).toBe(false);
  });
});

describe('review decisions', () => {
  it('requires a reason to reject, not to approve', () => {
    expect(englishOf(RejectDecisionSchema.safeParse({ reason: '  ' }).error?.issues[0]?.message ?? '')).toBe(
      'Please give a reason.',
    );
    expect(ReviewDecisionSchema.parse({})).toEqual({ reason: null });
    expect(ReviewDecisionSchema.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
  });

  it('requires the ids of the reviewed images to approve, an empty list included', () => {
    const message =
      'List the ids of the new images you reviewed (imageIds), an empty list if there are none.';
    expect(ProjectApprovalSchema.parse({ imageIds: [] })).toEqual({ reason: null, imageIds: [] });
    expect(ProjectApprovalSchema.parse({ imageIds: [3, 4], reason: ' ok ' })).toEqual({
      reason: 'ok',
      imageIds: [3, 4],
    });
    for (const body of [
      {},
      { imageIds: 'all' },
      { imageIds: [0] },
      { imageIds: [1.5] },
      { imageIds: ['1'] },
    ]) {
      expect(englishOf(ProjectApprovalSchema.safeParse(body).error?.issues[0]?.message ?? '')).toBe(message);
    }
  });
});

import { z } from 'zod';
import { afterValid, EMAIL_WITH_TLD, requiredText } from './fields';

/*
 * Projects (SPEC sections 3, 5 and 7). The input schema serves POST /my-projects and
 * PATCH /my-projects/{id} (the edit form sends the whole project; unknown keys such as id,
 * status or images are dropped). The required-field messages are SPEC section 5's texts; the
 * upper limits are ours and match the database columns.
 */

export const PROJECT_NAME_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const PROJECT_CITY_MAX = 80;
export const PROJECT_STREET_MAX = 120;
export const CATEGORY_MAX = 40;
export const CATEGORIES_MAX = 10;
export const PHONES_MAX = 5;
export const PAGES_MAX = 10;
export const REVIEW_REASON_MAX = 1000;
/** Images one project may hold, and how many one upload may add (the multipart limit). */
export const PROJECT_IMAGES_MAX = 30;
export const PROJECT_IMAGES_PER_UPLOAD = 10;

export const PAGE_TYPES = ['facebook', 'instagram', 'snapchat', 'linkedin', 'twitter'] as const;
export const PageTypeSchema = z.enum(PAGE_TYPES, {
  error: 'Choose a page type: facebook, instagram, snapchat, linkedin or twitter',
});
export type PageType = z.infer<typeof PageTypeSchema>;

export const PROJECT_MESSAGES = {
  name: 'Project name is required.',
  nameTooLong: `Project name must be at most ${PROJECT_NAME_MAX} characters.`,
  description: 'Description is required.',
  descriptionTooLong: `Description must be at most ${PROJECT_DESCRIPTION_MAX} characters.`,
  city: 'City is required.',
  cityTooLong: `City must be at most ${PROJECT_CITY_MAX} characters.`,
  street: 'Street is required.',
  streetTooLong: `Street must be at most ${PROJECT_STREET_MAX} characters.`,
  categories: 'At least one category is required.',
  tooManyCategories: `At most ${CATEGORIES_MAX} categories.`,
  categoryTooLong: `Each category must be at most ${CATEGORY_MAX} characters.`,
  categoryType: 'Each category must be text.',
  email: 'Please enter a valid contact e-mail.',
  website: 'The website must be an http:// or https:// address.',
  whatsapp: 'Please enter a valid WhatsApp number.',
  phone: 'Please enter a valid phone number.',
  tooManyPhones: `At most ${PHONES_MAX} phone numbers.`,
  pageUrl: 'The page address must be an http:// or https:// address.',
  tooManyPages: `At most ${PAGES_MAX} pages.`,
  contact: 'The contact details are not valid.',
  reason: 'Please give a reason.',
  reasonTooLong: `The reason must be at most ${REVIEW_REASON_MAX} characters.`,
  approvalImageIds:
    'List the ids of the new images you reviewed (imageIds), an empty list if there are none.',
} as const;

const URL_MAX = 300;
const EMAIL_MAX = 254;

/** An absolute http(s) address with a host. */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

// Digits with the usual separators and an optional leading +; 6 to 15 digits (E.164's maximum).
const PHONE_CHARS = /^\+?[0-9\s().-]+$/;
export function isPhoneLike(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARS.test(value) && digits >= 6 && digits <= 15;
}

/** Optional trimmed text: missing or null is '', anything else must pass `check` unless blank. */
function optionalChecked(max: number, message: string, check: (value: string) => boolean) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { error: message, ...afterValid })
    .refine((value) => value === '' || check(value), { error: message, ...afterValid })
    .nullish()
    .transform((value) => value ?? '');
}

/** A list of text whose blank entries (after trimming) are dropped before checking. */
function blankDropped<T extends z.ZodType>(inner: T) {
  return z.preprocess(
    (value) =>
      Array.isArray(value)
        ? value
            .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
            .filter((item: unknown) => item !== '' && item !== null && item !== undefined)
        : value,
    inner,
  );
}

export const ProjectPageSchema = z.object({
  pageType: PageTypeSchema,
  pageUrl: z
    .string({ error: PROJECT_MESSAGES.pageUrl })
    .trim()
    .max(URL_MAX, { error: PROJECT_MESSAGES.pageUrl, ...afterValid })
    .refine(isWebUrl, { error: PROJECT_MESSAGES.pageUrl, ...afterValid }),
});
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

/** SPEC section 3 "Project contact": every part optional; the output always has every key. */
export const ProjectContactInputSchema = z.object(
  {
    email: optionalChecked(EMAIL_MAX, PROJECT_MESSAGES.email, (value) => EMAIL_WITH_TLD.test(value)),
    website: optionalChecked(URL_MAX, PROJECT_MESSAGES.website, isWebUrl),
    whatsapp: optionalChecked(30, PROJECT_MESSAGES.whatsapp, isPhoneLike),
    phones: blankDropped(
      z
        .array(
          z
            .string({ error: PROJECT_MESSAGES.phone })
            .max(30, PROJECT_MESSAGES.phone)
            .refine(isPhoneLike, { error: PROJECT_MESSAGES.phone, ...afterValid }),
          { error: PROJECT_MESSAGES.phone },
        )
        .max(PHONES_MAX, PROJECT_MESSAGES.tooManyPhones),
    )
      .nullish()
      .transform((value) => value ?? []),
    pages: z
      .array(ProjectPageSchema, { error: PROJECT_MESSAGES.pageUrl })
      .max(PAGES_MAX, PROJECT_MESSAGES.tooManyPages)
      .nullish()
      .transform((value) => value ?? []),
  },
  { error: PROJECT_MESSAGES.contact },
);

const EMPTY_CONTACT = { email: '', website: '', whatsapp: '', phones: [], pages: [] };

/** POST /my-projects and PATCH /my-projects/{id}. */
export const ProjectInputSchema = z.object({
  name: requiredText(PROJECT_MESSAGES.name, PROJECT_NAME_MAX, PROJECT_MESSAGES.nameTooLong),
  description: requiredText(
    PROJECT_MESSAGES.description,
    PROJECT_DESCRIPTION_MAX,
    PROJECT_MESSAGES.descriptionTooLong,
  ),
  city: requiredText(PROJECT_MESSAGES.city, PROJECT_CITY_MAX, PROJECT_MESSAGES.cityTooLong),
  street: requiredText(PROJECT_MESSAGES.street, PROJECT_STREET_MAX, PROJECT_MESSAGES.streetTooLong),
  categories: blankDropped(
    z
      .array(
        z
          .string({ error: PROJECT_MESSAGES.categoryType })
          .max(CATEGORY_MAX, PROJECT_MESSAGES.categoryTooLong),
        { error: PROJECT_MESSAGES.categories },
      )
      .min(1, PROJECT_MESSAGES.categories)
      .max(CATEGORIES_MAX, { error: PROJECT_MESSAGES.tooManyCategories, ...afterValid }),
  ),
  contact: ProjectContactInputSchema.nullish().transform((value) => value ?? EMPTY_CONTACT),
});
export type ProjectInput = z.output<typeof ProjectInputSchema>;

/** POST /admin/review/projects/{revisionId}/approve: an optional note. */
export const ReviewDecisionSchema = z.object({
  reason: z
    .string({ error: PROJECT_MESSAGES.reasonTooLong })
    .trim()
    .max(REVIEW_REASON_MAX, { error: PROJECT_MESSAGES.reasonTooLong, ...afterValid })
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});
export type ReviewDecision = z.output<typeof ReviewDecisionSchema>;

/**
 * POST /admin/review/projects/{revisionId}/approve: the optional note, and the ids of the new
 * (not yet public) images the admin saw in the review item, `[]` when it showed none. The server
 * publishes exactly those, and refuses when the project's new images are no longer the same set.
 */
export const ProjectApprovalSchema = ReviewDecisionSchema.extend({
  imageIds: z
    .array(
      z
        .number({ error: PROJECT_MESSAGES.approvalImageIds })
        .int(PROJECT_MESSAGES.approvalImageIds)
        .positive(PROJECT_MESSAGES.approvalImageIds),
      { error: PROJECT_MESSAGES.approvalImageIds },
    )
    .max(PROJECT_IMAGES_MAX, PROJECT_MESSAGES.approvalImageIds),
});
export type ProjectApproval = z.output<typeof ProjectApprovalSchema>;

/** POST /admin/review/projects/{revisionId}/reject: the reason is required, the owner reads it. */
export const RejectDecisionSchema = z.object({
  reason: requiredText(PROJECT_MESSAGES.reason, REVIEW_REASON_MAX, PROJECT_MESSAGES.reasonTooLong),
});
export type RejectDecision = z.output<typeof RejectDecisionSchema>;

/** DELETE /my-projects/{id}/images */
export const DeleteImagesSchema = z.object({
  imageIds: z
    .array(z.number({ error: 'Image ids must be numbers.' }).int('Image ids must be whole numbers.'), {
      error: 'Choose the images to delete.',
    })
    .min(1, 'Choose the images to delete.')
    .max(PROJECT_IMAGES_MAX, `At most ${PROJECT_IMAGES_MAX} images at a time.`),
});
export type DeleteImages = z.infer<typeof DeleteImagesSchema>;

/** POST /my-projects/{id}/images/set-cover */
export const SetCoverSchema = z.object({
  imageId: z.number({ error: 'Choose the cover image.' }).int('Choose the cover image.'),
});
export type SetCover = z.infer<typeof SetCoverSchema>;

// Responses: the API serializes through them, the clients are typed by them.

export const ProjectImageSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  isCover: z.boolean(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type ProjectImage = z.infer<typeof ProjectImageSchema>;

/** The owner sees every image, with whether the public sees it yet. */
export const OwnerProjectImageSchema = ProjectImageSchema.extend({ live: z.boolean() });
export type OwnerProjectImage = z.infer<typeof OwnerProjectImageSchema>;

export const ProjectContactSchema = z.object({
  email: z.string(),
  website: z.string(),
  whatsapp: z.string(),
  phones: z.array(z.string()),
  pages: z.array(z.object({ pageType: PageTypeSchema, pageUrl: z.string() })),
});
export type ProjectContact = z.infer<typeof ProjectContactSchema>;

export const ProjectStatusSchema = z.enum(['public', 'draft']);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

export const ProjectRatingSchema = z.object({ average: z.number().nullable(), count: z.number().int() });

/** GET /projects, GET /app/projects, GET /projects/{id}: the public copy. */
export const ProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  street: z.string(),
  categories: z.array(z.string()),
  status: ProjectStatusSchema,
  images: z.array(ProjectImageSchema),
  owner: z.object({
    id: z.number().int(),
    user: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
  contact: ProjectContactSchema,
  rating: ProjectRatingSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

export const ReviewStateSchema = z.enum(['pending', 'approved', 'rejected']);
export type ReviewState = z.infer<typeof ReviewStateSchema>;

/** GET /my-projects/{id} and the projects of GET /owner/me: the owner's newest version. */
export const OwnerProjectSchema = ProjectSchema.extend({
  images: z.array(OwnerProjectImageSchema),
  review: z.object({ state: ReviewStateSchema, reason: z.string().nullable() }),
});
export type OwnerProject = z.infer<typeof OwnerProjectSchema>;

export const CreatedProjectSchema = z.object({ id: z.number().int() });

const change = <T extends z.ZodType>(value: T) => z.object({ before: value.nullable(), after: value });

/** GET /admin/review/projects: a pending change with only the fields that differ. */
export const ProjectReviewItemSchema = z.object({
  revisionId: z.number().int(),
  projectId: z.number().int(),
  owner: z.object({
    id: z.number().int(),
    user: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
  submittedAt: z.string(),
  isNew: z.boolean(),
  /** Images added since the last approval: they go public with this approval. */
  newImages: z.array(OwnerProjectImageSchema),
  changes: z.object({
    name: change(z.string()).optional(),
    description: change(z.string()).optional(),
    city: change(z.string()).optional(),
    street: change(z.string()).optional(),
    categories: change(z.array(z.string())).optional(),
    contact: change(ProjectContactSchema).optional(),
  }),
});
export type ProjectReviewItem = z.infer<typeof ProjectReviewItemSchema>;

/** GET /owners: no e-mail, for privacy. */
export const OwnerListItemSchema = z.object({
  id: z.number().int(),
  photo: z.string().nullable(),
  bio: z.string(),
  address: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type OwnerListItem = z.infer<typeof OwnerListItemSchema>;

/** GET /owners/{id}: SPEC's Owner without the e-mail, with the owner's public projects. */
export const PublicOwnerSchema = OwnerListItemSchema.extend({
  birthDate: z.string().nullable(),
  projects: z.array(ProjectSchema),
});
export type PublicOwner = z.infer<typeof PublicOwnerSchema>;

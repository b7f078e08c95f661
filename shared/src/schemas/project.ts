import { z } from 'zod/mini';
import { afterValid, EMAIL_WITH_TLD, keepBidiInLines, multiLineText, oneLine, oneLineText } from './fields';
import type { SchemaMessageCode } from './messages';
import { HiddenMarkShape } from './report';
import { says } from './says';
import {
  CATEGORIES_MAX,
  CATEGORY_MAX,
  EMAIL_MAX,
  ID_MAX,
  IMAGES_PER_REQUEST,
  PAGE_TYPES,
  PAGES_MAX,
  PHONE_MAX,
  PHONES_MAX,
  PROJECT_CITY_MAX,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_IMAGES_MAX,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  PROJECT_STREET_MAX,
  REVIEW_REASON_MAX,
  REVIEW_STATES,
  URL_MAX,
} from './rules';

/*
 * Projects (docs/product.md §3, §5 and §7). The input schema serves POST /my-projects and
 * PATCH /my-projects/{id} (the edit form sends the whole project; unknown keys such as id,
 * status or images are dropped). The required-field messages are the product's texts (docs/product.md §5) (as
 * codes of messages.ts); the upper limits are ours (rules.ts) and match the database columns.
 */

/** How many images one upload may add (the multipart limit). */
export const PROJECT_IMAGES_PER_UPLOAD = IMAGES_PER_REQUEST;

export const PageTypeSchema = z.enum(PAGE_TYPES, {
  error: says('project.pageType'),
});
export type PageType = z.infer<typeof PageTypeSchema>;

export const PROJECT_MESSAGES = {
  name: says('project.name'),
  nameTooLong: says('project.nameTooLong'),
  description: says('project.description'),
  descriptionTooLong: says('project.descriptionTooLong'),
  city: says('project.city'),
  cityTooLong: says('project.cityTooLong'),
  street: says('project.street'),
  streetTooLong: says('project.streetTooLong'),
  categories: says('project.categories'),
  tooManyCategories: says('project.tooManyCategories'),
  categoryTooLong: says('project.categoryTooLong'),
  categoryNotText: says('project.categoryNotText'),
  email: says('project.email'),
  website: says('project.website'),
  whatsapp: says('project.whatsapp'),
  phone: says('project.phone'),
  tooManyPhones: says('project.tooManyPhones'),
  pageUrl: says('project.pageUrl'),
  tooManyPages: says('project.tooManyPages'),
  contact: says('project.contact'),
  reason: says('project.reason'),
  reasonTooLong: says('project.reasonTooLong'),
  approvalImageIds: says('project.approvalImageIds'),
} as const;

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
function optionalChecked(max: number, message: SchemaMessageCode, check: (value: string) => boolean) {
  return z.pipe(
    z.nullish(
      z.string({ error: message }).check(
        z.trim(),
        z.maxLength(max, { error: message, ...afterValid }),
        z.refine((value) => value === '' || check(value), { error: message, ...afterValid }),
      ),
    ),
    z.transform((value: string | null | undefined) => value ?? ''),
  );
}

/** A list of text whose blank entries (after trimming) are dropped before checking. */
function blankDropped<T extends z.ZodMiniType>(inner: T) {
  // What `preprocess` is in classic zod: a transform of the raw input piped into the schema.
  return z.pipe(
    z.transform((value: unknown) =>
      Array.isArray(value)
        ? value
            .map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
            .filter((item: unknown) => item !== '' && item !== null && item !== undefined)
        : value,
    ),
    inner,
  );
}

export const ProjectPageSchema = z.object({
  pageType: PageTypeSchema,
  pageUrl: z
    .string({ error: PROJECT_MESSAGES.pageUrl })
    .check(
      z.trim(),
      z.maxLength(URL_MAX, { error: PROJECT_MESSAGES.pageUrl, ...afterValid }),
      z.refine(isWebUrl, { error: PROJECT_MESSAGES.pageUrl, ...afterValid }),
    ),
});
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

/** docs/product.md §3 "Project contact": every part optional; the output always has every key. */
export const ProjectContactInputSchema = z.object(
  {
    email: optionalChecked(EMAIL_MAX, PROJECT_MESSAGES.email, (value) => EMAIL_WITH_TLD.test(value)),
    website: optionalChecked(URL_MAX, PROJECT_MESSAGES.website, isWebUrl),
    whatsapp: optionalChecked(PHONE_MAX, PROJECT_MESSAGES.whatsapp, isPhoneLike),
    phones: z.pipe(
      z.nullish(
        blankDropped(
          z
            .array(
              z
                .string({ error: PROJECT_MESSAGES.phone })
                .check(
                  z.maxLength(PHONE_MAX, PROJECT_MESSAGES.phone),
                  z.refine(isPhoneLike, { error: PROJECT_MESSAGES.phone, ...afterValid }),
                ),
              { error: PROJECT_MESSAGES.phone },
            )
            .check(z.maxLength(PHONES_MAX, PROJECT_MESSAGES.tooManyPhones)),
        ),
      ),
      z.transform((value: string[] | null | undefined) => value ?? []),
    ),
    pages: z.pipe(
      z.nullish(
        z
          .array(ProjectPageSchema, { error: PROJECT_MESSAGES.pageUrl })
          .check(z.maxLength(PAGES_MAX, PROJECT_MESSAGES.tooManyPages)),
      ),
      z.transform((value: ProjectPage[] | null | undefined) => value ?? []),
    ),
  },
  { error: PROJECT_MESSAGES.contact },
);

const EMPTY_CONTACT = { email: '', website: '', whatsapp: '', phones: [], pages: [] };

/** POST /my-projects and PATCH /my-projects/{id}. */
export const ProjectInputSchema = z.object({
  name: oneLineText(PROJECT_MESSAGES.name, PROJECT_NAME_MAX, PROJECT_MESSAGES.nameTooLong),
  description: multiLineText(
    PROJECT_MESSAGES.description,
    PROJECT_DESCRIPTION_MAX,
    PROJECT_MESSAGES.descriptionTooLong,
  ),
  city: oneLineText(PROJECT_MESSAGES.city, PROJECT_CITY_MAX, PROJECT_MESSAGES.cityTooLong),
  street: oneLineText(PROJECT_MESSAGES.street, PROJECT_STREET_MAX, PROJECT_MESSAGES.streetTooLong),
  categories: blankDropped(
    z
      .array(
        z
          .string({ error: PROJECT_MESSAGES.categoryNotText })
          .check(z.maxLength(CATEGORY_MAX, PROJECT_MESSAGES.categoryTooLong), oneLine()),
        { error: PROJECT_MESSAGES.categories },
      )
      .check(
        z.minLength(1, PROJECT_MESSAGES.categories),
        z.maxLength(CATEGORIES_MAX, { error: PROJECT_MESSAGES.tooManyCategories, ...afterValid }),
      ),
  ),
  contact: z.pipe(
    z.nullish(ProjectContactInputSchema),
    z.transform(
      (value: z.output<typeof ProjectContactInputSchema> | null | undefined) => value ?? EMPTY_CONTACT,
    ),
  ),
});
export type ProjectInput = z.output<typeof ProjectInputSchema>;

/** POST /admin/review/projects/{revisionId}/approve: an optional note. */
export const ReviewDecisionSchema = z.object({
  reason: z.pipe(
    z.nullish(
      z
        .string({ error: PROJECT_MESSAGES.reasonTooLong })
        .check(
          z.overwrite(keepBidiInLines),
          z.trim(),
          z.maxLength(REVIEW_REASON_MAX, { error: PROJECT_MESSAGES.reasonTooLong, ...afterValid }),
        ),
    ),
    z.transform((value: string | null | undefined) => (value === '' || value === undefined ? null : value)),
  ),
});
export type ReviewDecision = z.output<typeof ReviewDecisionSchema>;

/**
 * POST /admin/review/projects/{revisionId}/approve: the optional note, and the ids of the new
 * (not yet public) images the admin saw in the review item, `[]` when it showed none. The server
 * publishes exactly those, and refuses when the project's new images are no longer the same set.
 */
export const ProjectApprovalSchema = z.extend(ReviewDecisionSchema, {
  imageIds: z
    .array(
      z
        .number({ error: PROJECT_MESSAGES.approvalImageIds })
        .check(
          z.int(PROJECT_MESSAGES.approvalImageIds),
          z.positive(PROJECT_MESSAGES.approvalImageIds),
          z.lte(ID_MAX, PROJECT_MESSAGES.approvalImageIds),
        ),
      { error: PROJECT_MESSAGES.approvalImageIds },
    )
    .check(z.maxLength(PROJECT_IMAGES_MAX, PROJECT_MESSAGES.approvalImageIds)),
});
export type ProjectApproval = z.output<typeof ProjectApprovalSchema>;

/** POST /admin/review/projects/{revisionId}/reject: the reason is required, the owner reads it. */
export const RejectDecisionSchema = z.object({
  reason: multiLineText(PROJECT_MESSAGES.reason, REVIEW_REASON_MAX, PROJECT_MESSAGES.reasonTooLong),
});
export type RejectDecision = z.output<typeof RejectDecisionSchema>;

/** DELETE /my-projects/{id}/images */
export const DeleteImagesSchema = z.object({
  imageIds: z
    .array(
      z
        .number({ error: says('images.idNotNumber') })
        .check(z.int(says('images.idNotWhole')), z.lte(ID_MAX, says('images.idNotWhole'))),
      {
        error: says('images.chooseToDelete'),
      },
    )
    .check(
      z.minLength(1, says('images.chooseToDelete')),
      z.maxLength(PROJECT_IMAGES_MAX, says('images.tooManyProjectImages')),
    ),
});
export type DeleteImages = z.infer<typeof DeleteImagesSchema>;

/** POST /my-projects/{id}/images/set-cover */
export const SetCoverSchema = z.object({
  imageId: z
    .number({ error: says('images.chooseCover') })
    .check(z.int(says('images.chooseCover')), z.lte(ID_MAX, says('images.chooseCover'))),
});
export type SetCover = z.infer<typeof SetCoverSchema>;

// Responses: the API serializes through them, the clients are typed by them.

export const ProjectImageSchema = z.object({
  id: z.int(),
  imageUrl: z.string(),
  isCover: z.boolean(),
  variants: z.array(z.object({ width: z.int(), url: z.string() })),
});
export type ProjectImage = z.infer<typeof ProjectImageSchema>;

/** The owner sees every image, with whether the public sees it yet. */
export const OwnerProjectImageSchema = z.extend(ProjectImageSchema, { live: z.boolean() });
export type OwnerProjectImage = z.infer<typeof OwnerProjectImageSchema>;

export const ProjectContactSchema = z.object({
  email: z.string(),
  website: z.string(),
  whatsapp: z.string(),
  phones: z.array(z.string()),
  pages: z.array(z.object({ pageType: PageTypeSchema, pageUrl: z.string() })),
});
export type ProjectContact = z.infer<typeof ProjectContactSchema>;

export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

/** How many comments gave each number of stars (issue 13's rating breakdown). */
export const StarCountsSchema = z.object({ 1: z.int(), 2: z.int(), 3: z.int(), 4: z.int(), 5: z.int() });
export type StarCounts = z.infer<typeof StarCountsSchema>;

/** The comments' ratings: average (one decimal, null without any), count, and count per star. */
export const ProjectRatingSchema = z.object({
  average: z.nullable(z.number()),
  count: z.int(),
  stars: StarCountsSchema,
});
export type ProjectRating = z.infer<typeof ProjectRatingSchema>;

/** GET /projects, GET /app/projects, GET /projects/{id}: the public copy. */
export const ProjectSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  city: z.string(),
  street: z.string(),
  categories: z.array(z.string()),
  status: ProjectStatusSchema,
  images: z.array(ProjectImageSchema),
  owner: z.object({
    id: z.int(),
    user: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
  contact: ProjectContactSchema,
  rating: ProjectRatingSchema,
  /** Only on the owner's own view of their project while it is hidden (issue 31). */
  ...HiddenMarkShape,
});
export type Project = z.infer<typeof ProjectSchema>;

export const ReviewStateSchema = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof ReviewStateSchema>;

/** GET /my-projects/{id} and the projects of GET /owner/me: the owner's newest version. */
export const OwnerProjectSchema = z.extend(ProjectSchema, {
  images: z.array(OwnerProjectImageSchema),
  review: z.object({ state: ReviewStateSchema, reason: z.nullable(z.string()) }),
});
export type OwnerProject = z.infer<typeof OwnerProjectSchema>;

export const CreatedProjectSchema = z.object({ id: z.int() });

const change = <T extends z.ZodMiniType>(value: T) => z.object({ before: z.nullable(value), after: value });

/** GET /admin/review/projects: a pending change with only the fields that differ. */
export const ProjectReviewItemSchema = z.object({
  revisionId: z.int(),
  projectId: z.int(),
  /** The name of the version under review (whether or not it changed). */
  name: z.string(),
  owner: z.object({
    id: z.int(),
    user: z.object({ firstName: z.string(), lastName: z.string() }),
  }),
  submittedAt: z.string(),
  isNew: z.boolean(),
  /** Images added since the last approval: they go public with this approval. */
  newImages: z.array(OwnerProjectImageSchema),
  changes: z.object({
    name: z.optional(change(z.string())),
    description: z.optional(change(z.string())),
    city: z.optional(change(z.string())),
    street: z.optional(change(z.string())),
    categories: z.optional(change(z.array(z.string()))),
    contact: z.optional(change(ProjectContactSchema)),
  }),
});
export type ProjectReviewItem = z.infer<typeof ProjectReviewItemSchema>;

/** GET /owners: no e-mail, for privacy. */
export const OwnerListItemSchema = z.object({
  id: z.int(),
  photo: z.nullable(z.string()),
  bio: z.string(),
  address: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  /** Only on the owner's own view of their profile while it is hidden (issue 31). */
  ...HiddenMarkShape,
});
export type OwnerListItem = z.infer<typeof OwnerListItemSchema>;

/** GET /owners/{id}: the product's Owner (docs/product.md §3) without the e-mail, with the owner's public projects. */
export const PublicOwnerSchema = z.extend(OwnerListItemSchema, {
  birthDate: z.nullable(z.string()),
  projects: z.array(ProjectSchema),
});
export type PublicOwner = z.infer<typeof PublicOwnerSchema>;

import { z } from 'zod/mini';
import { OwnerProjectSchema } from './project';
import {
  emailField,
  nameField,
  optionalAddressField,
  optionalBirthDateField,
  optionalCurrentPasswordField,
  optionalText,
} from './fields';
import { HiddenMarkShape } from './report';
import { says } from './says';
import { RoleSchema } from './register';
import { BIO_MAX } from './rules';

/**
 * PATCH /owner (docs/product.md §7). docs/product.md §5 "Profile forms": first name, last name and e-mail
 * required. A change of e-mail also needs `currentPassword` (security review, issue 10). Bio and address may be left out (unchanged) or cleared (''); birthDate may be left out
 * (unchanged), cleared (null or '', both null out) or a valid birth date.
 */
export const OwnerProfileUpdateSchema = z.object({
  bio: optionalText(BIO_MAX, says('bio.tooLong'), says('bio.notText'), 'multi-line'),
  birthDate: optionalBirthDateField(),
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField({ checkTld: true }),
  address: optionalAddressField(),
  /** Required by the server when `email` differs from the account's: it proves who asks. */
  currentPassword: optionalCurrentPasswordField(),
});
export type OwnerProfileUpdate = z.infer<typeof OwnerProfileUpdateSchema>;

/** PATCH /investor: "same body as owner" (docs/product.md §7). */
export const InvestorProfileUpdateSchema = OwnerProfileUpdateSchema;
export type InvestorProfileUpdate = z.infer<typeof InvestorProfileUpdateSchema>;

// Responses below: the API serializes through them (unknown keys are dropped), the client is typed by them.

/** The user part of a profile (docs/product.md §3: user with firstName, lastName, email). */
export const ProfileUserSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type ProfileUser = z.infer<typeof ProfileUserSchema>;

/** A new e-mail address awaiting confirmation from its inbox; null when none is pending. */
export const PendingEmailSchema = z.nullable(z.string());
export type PendingEmail = z.infer<typeof PendingEmailSchema>;

/** GET /owner/me, GET /owners/{id} (docs/product.md §3 "Owner"). */
export const OwnerSchema = z.object({
  id: z.int(),
  photo: z.nullable(z.string()),
  bio: z.string(),
  birthDate: z.nullable(z.string()),
  address: z.string(),
  user: ProfileUserSchema,
  /** The owner's own projects, newest version of each, with review state (GET /owner/me). */
  projects: z.array(OwnerProjectSchema),
  pendingEmail: z.optional(PendingEmailSchema),
  /** Present while the owner's public profile is hidden by reports or an admin (issue 31). */
  ...HiddenMarkShape,
});
export type Owner = z.infer<typeof OwnerSchema>;

/** GET /investor/me (docs/product.md §3 "Investor"). */
export const InvestorSchema = z.object({
  bio: z.string(),
  birthDate: z.nullable(z.string()),
  address: z.string(),
  user: ProfileUserSchema,
  pendingEmail: z.optional(PendingEmailSchema),
});
export type Investor = z.infer<typeof InvestorSchema>;

/** GET /app/{role}/me (docs/product.md §3 "Profile summary"): photo (null: placeholder) and first name. */
export const ProfileSummarySchema = z.object({
  photo: z.nullable(z.string()),
  user: z.object({ firstName: z.string() }),
});
export type ProfileSummary = z.infer<typeof ProfileSummarySchema>;

/** GET /users/my-data (docs/product.md §3 "Current user"). */
export const MyDataSchema = z.object({
  id: z.int(),
  role: RoleSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type MyData = z.infer<typeof MyDataSchema>;

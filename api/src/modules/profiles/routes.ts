import type { FastifyInstance } from 'fastify';
import {
  InvestorProfileUpdateSchema,
  InvestorSchema,
  MyDataSchema,
  OwnerProfileUpdateSchema,
  OwnerSchema,
  ProfileSummarySchema,
  RoleSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import type { Role } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { route } from '../../http/route.js';
import { uploadLimit, withImageParts } from '../../plugins/multipart.js';
import { RATE_LIMITS } from '../../limits.js';
import { clientOf, rateLimited } from '../../plugins/rate-limit.js';
import type { ProfileService } from './service.js';

// Any string: an unknown role answers 400 naming the field (the handler checks it), where a
// path param that fails validation would answer 404.
const RoleParamsSchema = z.object({
  role: z.string().describe("The caller's own role: owner, investor, user or admin"),
});
const UNKNOWN_ROLE = 'Unknown role';

function knownRole(role: string): Role {
  const parsed = RoleSchema.safeParse(role);
  if (!parsed.success) throw new ApiError(400, 'VALIDATION_FAILED', UNKNOWN_ROLE, { role: UNKNOWN_ROLE });
  return parsed.data;
}

const PhotoResponseSchema = z.object({ photo: z.string() });

/**
 * A profile update that changes the e-mail answers whether the new address is taken: counted per
 * user and per client address, so it cannot enumerate accounts. Other edits are not counted.
 */
const emailChangeLimit = rateLimited((request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const user = request.auth!;
  if (typeof email !== 'string' || email.trim().toLowerCase() === user.email.toLowerCase()) return [];
  return [
    { key: `email-change:user:${user.id}`, ...RATE_LIMITS.emailChange.perUser },
    { key: `email-change:ip:${clientOf(request)}`, ...RATE_LIMITS.emailChange.perIp },
  ];
});

/** What a profile update can refuse besides its fields: the password an e-mail change asks, a taken address. */
const updateErrors = {
  400: ['WRONG_CURRENT_PASSWORD'],
  404: ['PROFILE_NOT_FOUND', 'ACCOUNT_NOT_FOUND'],
  409: ['EMAIL_TAKEN'],
} as const;

export default async function profileRoutes(app: FastifyInstance, { service }: { service: ProfileService }) {
  route(app, {
    method: 'GET',
    url: '/users/my-data',
    summary: 'The signed-in user: id, role, e-mail and names',
    tags: ['profiles'],
    access: 'signed-in',
    answers: { 200: MyDataSchema.check(z.describe('The user')) },
    handler: async ({ auth: { id, role, email, firstName, lastName } }) => ({
      id,
      role,
      email,
      firstName,
      lastName,
    }),
  });

  route(app, {
    method: 'GET',
    url: '/app/:role/me',
    summary: "The account menu's summary: photo and first name (the role must be the user's)",
    tags: ['profiles'],
    access: 'signed-in',
    params: RoleParamsSchema,
    answers: { 200: ProfileSummarySchema.check(z.describe('Summary')) },
    errors: { 400: ['VALIDATION_FAILED'], 403: ['FORBIDDEN'] },
    handler: async (request) => service.summary(request.auth, knownRole(request.params.role)),
  });

  route(app, {
    method: 'GET',
    url: '/owner/me',
    summary: "The owner's own profile with its projects",
    tags: ['profiles'],
    access: ['owner'],
    answers: { 200: OwnerSchema.check(z.describe('Owner')) },
    errors: { 404: ['PROFILE_NOT_FOUND'] },
    handler: async (request) => service.view('owner', request.auth.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/owner',
    summary: "Update the owner's profile; a new e-mail applies once confirmed by a link sent to it",
    tags: ['profiles'],
    access: ['owner'],
    body: OwnerProfileUpdateSchema,
    answers: { 200: OwnerSchema.check(z.describe('Updated owner')) },
    errors: updateErrors,
    rateLimit: emailChangeLimit,
    handler: async (request) => service.update('owner', request.auth, request.body),
  });

  route(app, {
    method: 'POST',
    url: '/owner/owner-photo',
    summary: 'Replace the owner photo (multipart field ownerImage); re-encoded to WebP without metadata',
    tags: ['profiles'],
    access: ['owner'],
    upload: { field: 'ownerImage', many: false },
    answers: { 200: PhotoResponseSchema.check(z.describe('The new photo URL')) },
    errors: {
      400: ['NO_IMAGE', 'TOO_MANY_FILES', 'MALFORMED_BODY', 'IMAGE_UNREADABLE', 'IMAGE_DIMENSIONS_TOO_LARGE'],
      404: ['PROFILE_NOT_FOUND'],
      413: ['IMAGE_TOO_LARGE'],
      415: ['NOT_MULTIPART'],
    },
    rateLimit: uploadLimit,
    handler: async (request) => {
      const photo = await withImageParts(request, 'ownerImage', ([image]) =>
        service.replaceOwnerPhoto(request.auth.id, image!),
      );
      return { photo };
    },
  });

  route(app, {
    method: 'GET',
    url: '/investor/me',
    summary: "The investor's own profile",
    tags: ['profiles'],
    access: ['investor'],
    answers: { 200: InvestorSchema.check(z.describe('Investor')) },
    errors: { 404: ['PROFILE_NOT_FOUND'] },
    handler: async (request) => service.view('investor', request.auth.id),
  });

  route(app, {
    method: 'PATCH',
    url: '/investor',
    summary: "Update the investor's profile; a new e-mail applies once confirmed",
    tags: ['profiles'],
    access: ['investor'],
    body: InvestorProfileUpdateSchema,
    answers: { 200: InvestorSchema.check(z.describe('Updated investor')) },
    errors: updateErrors,
    rateLimit: emailChangeLimit,
    handler: async (request) => service.update('investor', request.auth, request.body),
  });
}

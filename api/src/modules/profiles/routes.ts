import type { FastifyInstance } from 'fastify';
import {
  InvestorProfileUpdateSchema,
  InvestorSchema,
  MyDataSchema,
  OwnerProfileUpdateSchema,
  OwnerSchema,
  ProfileSummarySchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { readImageParts, uploadLimit } from '../../plugins/multipart.js';
import { clientOf, rateLimited } from '../../plugins/rate-limit.js';
import type { ProfileService } from './service.js';

const RoleParamSchema = z.object({
  role: z.enum(['owner', 'investor', 'user', 'admin'], { error: 'Unknown role' }),
});
const PhotoResponseSchema = z.object({ photo: z.string() });

const HOUR = 60 * 60_000;

/**
 * A profile update that changes the e-mail answers whether the new address is taken: counted per
 * user and per client address, so it cannot enumerate accounts. Other edits are not counted.
 */
const emailChangeLimit = rateLimited((request) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const user = request.auth!;
  if (typeof email !== 'string' || email.trim().toLowerCase() === user.email.toLowerCase()) return [];
  return [
    { key: `email-change:user:${user.id}`, limit: 5, windowMs: HOUR },
    { key: `email-change:ip:${clientOf(request)}`, limit: 10, windowMs: HOUR },
  ];
});

const signedInErrors = {
  401: { description: 'No valid token' },
  403: { description: 'Not allowed for this role' },
};

export default async function profileRoutes(app: FastifyInstance, { service }: { service: ProfileService }) {
  const owner = app.requireRole('owner');
  const investor = app.requireRole('investor');

  app.get(
    '/users/my-data',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: 'The signed-in user: id, role, e-mail and names',
          tags: ['profiles'],
          access: 'signed-in',
          responses: {
            200: { description: 'The user', schema: MyDataSchema },
            401: { description: 'No valid token' },
          },
        },
      },
    },
    async (request) => {
      const user = request.auth!;
      return MyDataSchema.parse({
        id: user.id,
        role: user.role,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
      });
    },
  );

  app.get(
    '/app/:role/me',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: "The account menu's summary: photo and first name (the role must be the user's)",
          tags: ['profiles'],
          access: 'signed-in',
          responses: { 200: { description: 'Summary', schema: ProfileSummarySchema }, ...signedInErrors },
        },
      },
    },
    async (request) => {
      const { role } = RoleParamSchema.parse(request.params);
      return ProfileSummarySchema.parse(await service.summary(request.auth!, role));
    },
  );

  app.get(
    '/owner/me',
    {
      preHandler: owner,
      config: {
        docs: {
          summary: "The owner's own profile with its projects",
          tags: ['profiles'],
          access: ['owner'],
          responses: { 200: { description: 'Owner', schema: OwnerSchema }, ...signedInErrors },
        },
      },
    },
    async (request) => OwnerSchema.parse(await service.view('owner', request.auth!.id)),
  );

  app.patch(
    '/owner',
    {
      preHandler: [owner, emailChangeLimit],
      config: {
        docs: {
          summary: "Update the owner's profile; a new e-mail applies once confirmed by a link sent to it",
          tags: ['profiles'],
          access: ['owner'],
          body: OwnerProfileUpdateSchema,
          responses: {
            200: { description: 'Updated owner', schema: OwnerSchema },
            400: { description: 'Invalid fields' },
            409: { description: 'The new e-mail is taken' },
            429: { description: 'Too many e-mail changes' },
            ...signedInErrors,
          },
        },
      },
    },
    async (request) => {
      const input = OwnerProfileUpdateSchema.parse(request.body);
      return OwnerSchema.parse(await service.update('owner', request.auth!, input));
    },
  );

  app.post(
    '/owner/owner-photo',
    {
      preHandler: [owner, uploadLimit],
      config: {
        docs: {
          summary:
            'Replace the owner photo (multipart field ownerImage); re-encoded to WebP without metadata',
          tags: ['profiles'],
          access: ['owner'],
          upload: { field: 'ownerImage', many: false },
          responses: {
            200: { description: 'The new photo URL', schema: PhotoResponseSchema },
            400: { description: 'Not a readable image' },
            413: { description: 'Image too large' },
            415: { description: 'Not multipart' },
            429: { description: 'Too many uploads this hour' },
            503: { description: 'Too many images being processed: try again after Retry-After seconds' },
            ...signedInErrors,
          },
        },
      },
    },
    async (request) => {
      const [image] = await readImageParts(request, 'ownerImage');
      return PhotoResponseSchema.parse({ photo: await service.replaceOwnerPhoto(request.auth!.id, image!) });
    },
  );

  app.get(
    '/investor/me',
    {
      preHandler: investor,
      config: {
        docs: {
          summary: "The investor's own profile",
          tags: ['profiles'],
          access: ['investor'],
          responses: { 200: { description: 'Investor', schema: InvestorSchema }, ...signedInErrors },
        },
      },
    },
    async (request) => InvestorSchema.parse(await service.view('investor', request.auth!.id)),
  );

  app.patch(
    '/investor',
    {
      preHandler: [investor, emailChangeLimit],
      config: {
        docs: {
          summary: "Update the investor's profile; a new e-mail applies once confirmed",
          tags: ['profiles'],
          access: ['investor'],
          body: InvestorProfileUpdateSchema,
          responses: {
            200: { description: 'Updated investor', schema: InvestorSchema },
            400: { description: 'Invalid fields' },
            409: { description: 'The new e-mail is taken' },
            429: { description: 'Too many e-mail changes' },
            ...signedInErrors,
          },
        },
      },
    },
    async (request) => {
      const input = InvestorProfileUpdateSchema.parse(request.body);
      return InvestorSchema.parse(await service.update('investor', request.auth!, input));
    },
  );
}

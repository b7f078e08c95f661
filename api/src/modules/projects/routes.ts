import type { FastifyInstance } from 'fastify';
import {
  CreatedProjectSchema,
  DeleteImagesSchema,
  ListQuerySchema,
  OwnerListItemSchema,
  OwnerProjectImageSchema,
  OwnerProjectSchema,
  ProjectApprovalSchema,
  ProjectInputSchema,
  ProjectReviewItemSchema,
  ProjectSchema,
  PublicOwnerSchema,
  RejectDecisionSchema,
  SetCoverSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { ApiError, type ApiErrorCode } from '../../errors.js';
import { decodeCursor, sendPage } from '../../http/paging.js';
import { readImageParts, uploadLimit } from '../../plugins/multipart.js';
import { OWNER_NOT_FOUND, PROJECT_NOT_FOUND, type ProjectService } from './service.js';

const MAX_ID = 2_147_483_647;

/** A path id: a positive whole number that fits the id columns, else the thing is "not found". */
function idParam(params: unknown, key: string, code: ApiErrorCode, notFound: string): number {
  const value = (params as Record<string, unknown>)[key];
  const id = typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id > MAX_ID) throw new ApiError(404, code, notFound);
  return id;
}

function listOptions(query: unknown) {
  const { q, limit, cursor } = ListQuerySchema.parse(query ?? {});
  return { q, limit, afterId: decodeCursor(cursor) };
}

const listHeaders = 'JSON array; X-Total-Count has the total, Link the next page';
const signedInErrors = {
  401: { description: 'No valid token' },
  403: { description: 'Not allowed for this role' },
};
const ownerErrors = { ...signedInErrors, 404: { description: PROJECT_NOT_FOUND } };

/** Projects (public, owner's, review) and the owners directory. */
export default async function projectsRoutes(
  app: FastifyInstance,
  { service }: { service: ProjectService },
): Promise<void> {
  const owner = app.requireRole('owner');
  const admin = app.requireRole('admin');

  // Public: the list and detail send a token when the client has one; it changes nothing.
  for (const url of ['/projects', '/app/projects']) {
    app.get(
      url,
      {
        config: {
          docs: {
            summary: 'Public projects, newest first',
            tags: ['projects'],
            access: 'public',
            query: ListQuerySchema,
            responses: {
              200: { description: listHeaders, schema: z.array(ProjectSchema) },
              400: { description: 'Invalid query' },
            },
          },
        },
      },
      async (request, reply) =>
        sendPage(request, reply, await service.listPublic(listOptions(request.query))),
    );
  }

  app.get(
    '/projects/:id',
    {
      config: {
        docs: {
          summary: 'A public project (its approved copy)',
          tags: ['projects'],
          access: 'public',
          responses: {
            200: { description: 'Project', schema: ProjectSchema },
            404: { description: PROJECT_NOT_FOUND },
          },
        },
      },
    },
    async (request) =>
      ProjectSchema.parse(
        await service.publicProject(idParam(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND)),
      ),
  );

  // Owner

  app.get(
    '/my-projects/:id',
    {
      preHandler: owner,
      config: {
        docs: {
          summary: "The owner's newest version of a project, every image, and its review state",
          tags: ['projects'],
          access: ['owner'],
          responses: { 200: { description: 'Project', schema: OwnerProjectSchema }, ...ownerErrors },
        },
      },
    },
    async (request) =>
      OwnerProjectSchema.parse(
        await service.ownerProject(
          request.auth!.id,
          idParam(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND),
        ),
      ),
  );

  app.post(
    '/my-projects',
    {
      preHandler: owner,
      config: {
        docs: {
          summary: 'Create a project; it is public once an admin approves it',
          tags: ['projects'],
          access: ['owner'],
          body: ProjectInputSchema,
          responses: {
            201: { description: 'The new id', schema: CreatedProjectSchema },
            400: { description: 'Invalid fields' },
            409: { description: 'The owner already has the most projects allowed (20)' },
            ...signedInErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const input = ProjectInputSchema.parse(request.body);
      const id = await service.create(request.auth!.id, input);
      return reply.code(201).send(CreatedProjectSchema.parse({ id }));
    },
  );

  app.patch(
    '/my-projects/:id',
    {
      preHandler: owner,
      config: {
        docs: {
          summary: 'Submit a new version for review; the public keeps the approved one until then',
          tags: ['projects'],
          access: ['owner'],
          body: ProjectInputSchema,
          responses: {
            200: { description: "The owner's view", schema: OwnerProjectSchema },
            400: { description: 'Invalid fields' },
            ...ownerErrors,
          },
        },
      },
    },
    async (request) => {
      const id = idParam(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
      const input = ProjectInputSchema.parse(request.body);
      await service.update(request.auth!.id, id, input);
      return OwnerProjectSchema.parse(await service.ownerProject(request.auth!.id, id));
    },
  );

  app.delete(
    '/my-projects/:id',
    {
      preHandler: owner,
      config: {
        docs: {
          summary: 'Delete a project with its versions, images and comments',
          tags: ['projects'],
          access: ['owner'],
          responses: { 204: { description: 'Deleted' }, ...ownerErrors },
        },
      },
    },
    async (request, reply) => {
      await service.delete(
        request.auth!.id,
        idParam(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND),
      );
      return reply.code(204).send();
    },
  );

  app.post(
    '/my-projects/:id/images',
    {
      preHandler: [owner, uploadLimit],
      config: {
        docs: {
          summary:
            'Add images (multipart field images, up to 10 at once, 30 per project); public after approval',
          tags: ['projects'],
          access: ['owner'],
          upload: { field: 'images', many: true },
          responses: {
            201: { description: 'The new images', schema: z.array(OwnerProjectImageSchema) },
            400: { description: 'Not a readable image, or too many' },
            413: { description: 'Image too large' },
            415: { description: 'Not multipart' },
            429: { description: 'Too many uploads this hour' },
            503: { description: 'Too many images being processed: try again after Retry-After seconds' },
            ...ownerErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
      await service.assertCanAddImages(request.auth!.id, id);
      const uploads = await readImageParts(request, 'images');
      const added = await service.addImages(request.auth!.id, id, uploads);
      return reply.code(201).send(z.array(OwnerProjectImageSchema).parse(added));
    },
  );

  app.delete(
    '/my-projects/:id/images',
    {
      preHandler: owner,
      config: {
        docs: {
          summary: 'Delete images at once (the oldest remaining becomes cover if the cover goes)',
          tags: ['projects'],
          access: ['owner'],
          body: DeleteImagesSchema,
          responses: { 204: { description: 'Deleted' }, 400: { description: 'Invalid ids' }, ...ownerErrors },
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
      const { imageIds } = DeleteImagesSchema.parse(request.body ?? {});
      await service.deleteImages(request.auth!.id, id, imageIds);
      return reply.code(204).send();
    },
  );

  app.post(
    '/my-projects/:id/images/set-cover',
    {
      preHandler: owner,
      config: {
        docs: {
          summary: 'Make an image the cover, at once',
          tags: ['projects'],
          access: ['owner'],
          body: SetCoverSchema,
          responses: { 204: { description: 'Done' }, 400: { description: 'Invalid id' }, ...ownerErrors },
        },
      },
    },
    async (request, reply) => {
      const id = idParam(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
      const { imageId } = SetCoverSchema.parse(request.body ?? {});
      await service.setCover(request.auth!.id, id, imageId);
      return reply.code(204).send();
    },
  );

  // Review (admins)

  app.get(
    '/admin/review/projects',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'Project changes waiting for review, oldest first, with the fields that differ',
          tags: ['review'],
          access: ['admin'],
          query: ListQuerySchema,
          responses: {
            200: { description: listHeaders, schema: z.array(ProjectReviewItemSchema) },
            ...signedInErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const page = await service.reviewQueue(listOptions(request.query));
      return sendPage(request, reply, { ...page, items: z.array(ProjectReviewItemSchema).parse(page.items) });
    },
  );

  app.post(
    '/admin/review/projects/:revisionId/approve',
    {
      preHandler: admin,
      config: {
        docs: {
          summary:
            'Publish a change with the new images the admin saw (imageIds of the review item, [] for none); the owner is e-mailed',
          tags: ['review'],
          access: ['admin'],
          body: ProjectApprovalSchema,
          responses: {
            204: { description: 'Approved' },
            400: { description: 'imageIds missing or invalid' },
            404: { description: 'No such change' },
            409: {
              description:
                'Already reviewed, replaced by a newer version, or the new images differ from imageIds: nothing is published',
            },
            ...signedInErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const revisionId = idParam(
        request.params,
        'revisionId',
        'REVISION_NOT_FOUND',
        'This change was not found.',
      );
      const decision = ProjectApprovalSchema.parse(request.body ?? {});
      await service.approve(request.auth!.id, revisionId, decision);
      return reply.code(204).send();
    },
  );

  app.post(
    '/admin/review/projects/:revisionId/reject',
    {
      preHandler: admin,
      config: {
        docs: {
          summary: 'Reject a change with a reason the owner receives by e-mail',
          tags: ['review'],
          access: ['admin'],
          body: RejectDecisionSchema,
          responses: {
            204: { description: 'Rejected' },
            400: { description: 'No reason' },
            404: { description: 'No such change' },
            409: { description: 'Already reviewed' },
            ...signedInErrors,
          },
        },
      },
    },
    async (request, reply) => {
      const revisionId = idParam(
        request.params,
        'revisionId',
        'REVISION_NOT_FOUND',
        'This change was not found.',
      );
      const { reason } = RejectDecisionSchema.parse(request.body ?? {});
      await service.reject(request.auth!.id, revisionId, reason);
      return reply.code(204).send();
    },
  );

  // Owners directory (signed-in users)

  app.get(
    '/owners',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: 'Active owners, newest first (no e-mail addresses)',
          tags: ['owners'],
          access: 'signed-in',
          query: ListQuerySchema,
          responses: {
            200: { description: listHeaders, schema: z.array(OwnerListItemSchema) },
            401: { description: 'No valid token' },
          },
        },
      },
    },
    async (request, reply) => {
      const page = await service.listOwners(listOptions(request.query));
      return sendPage(request, reply, { ...page, items: z.array(OwnerListItemSchema).parse(page.items) });
    },
  );

  app.get(
    '/owners/:id',
    {
      preHandler: app.authenticate,
      config: {
        docs: {
          summary: "An owner's public profile with the owner's public projects",
          tags: ['owners'],
          access: 'signed-in',
          responses: {
            200: { description: 'Owner', schema: PublicOwnerSchema },
            401: { description: 'No valid token' },
            404: { description: OWNER_NOT_FOUND },
          },
        },
      },
    },
    async (request) =>
      PublicOwnerSchema.parse(
        await service.publicOwner(idParam(request.params, 'id', 'OWNER_NOT_FOUND', OWNER_NOT_FOUND)),
      ),
  );
}

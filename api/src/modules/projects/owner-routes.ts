import type { FastifyInstance } from 'fastify';
import {
  CreatedProjectSchema,
  DeleteImagesSchema,
  OwnerProjectImageSchema,
  OwnerProjectSchema,
  ProjectInputSchema,
  SetCoverSchema,
} from '@rowad/shared/schemas';
import { z } from 'zod';
import { pathId } from '../../http/path-id.js';
import { readImageParts, uploadLimit } from '../../plugins/multipart.js';
import { PROJECT_NOT_FOUND, type ProjectService } from './service.js';

const signedInErrors = {
  401: { description: 'No valid token' },
  403: { description: 'Not allowed for this role' },
};
const ownerErrors = { ...signedInErrors, 404: { description: PROJECT_NOT_FOUND } };

/** An owner's own projects and their images (`/my-projects`); every change goes to review. Registered under /api. */
export default async function ownerProjectRoutes(
  app: FastifyInstance,
  { service }: { service: ProjectService },
): Promise<void> {
  const owner = app.requireRole('owner');

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
          pathId(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND),
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
      const id = pathId(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
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
        pathId(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND),
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
      const id = pathId(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
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
      const id = pathId(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
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
      const id = pathId(request.params, 'id', 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
      const { imageId } = SetCoverSchema.parse(request.body ?? {});
      await service.setCover(request.auth!.id, id, imageId);
      return reply.code(204).send();
    },
  );
}

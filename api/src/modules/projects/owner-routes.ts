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
import { idParams, route } from '../../http/route.js';
import { UPLOADS_PER_USER_PER_HOUR, uploadLimit, withImageParts } from '../../plugins/multipart.js';
import { PROJECT_NOT_FOUND, type ProjectService } from './service.js';

const projectParams = idParams('PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);

/** A body sent without any is read as `{}`, so it is answered with the missing fields' messages. */
const orEmpty = <S extends z.core.SomeType>(schema: S) => z.preprocess((body) => body ?? {}, schema);

/** An owner's own projects and their images (`/my-projects`); every change goes to review. Registered under /api. */
export default async function ownerProjectRoutes(
  app: FastifyInstance,
  { service }: { service: ProjectService },
): Promise<void> {
  route(app, {
    method: 'GET',
    url: '/my-projects/:id',
    summary: "The owner's newest version of a project, every image, and its review state",
    tags: ['projects'],
    access: ['owner'],
    params: projectParams,
    answers: { 200: OwnerProjectSchema },
    errors: { 404: ['PROJECT_NOT_FOUND'] },
    handler: async (request) => service.ownerProject(request.auth.id, request.params.id),
  });

  route(app, {
    method: 'POST',
    url: '/my-projects',
    summary: 'Create a project; it is public once an admin approves it',
    tags: ['projects'],
    access: ['owner'],
    body: ProjectInputSchema,
    answers: { 201: CreatedProjectSchema.check(z.describe('The new id')) },
    errors: { 409: ['PROJECT_LIMIT_REACHED'] },
    handler: async (request, reply) => {
      const id = await service.create(request.auth.id, request.body);
      return reply.code(201).send({ id });
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/my-projects/:id',
    summary: 'Submit a new version for review; the public keeps the approved one until then',
    tags: ['projects'],
    access: ['owner'],
    params: projectParams,
    body: ProjectInputSchema,
    answers: { 200: OwnerProjectSchema.check(z.describe("The owner's view")) },
    errors: { 404: ['PROJECT_NOT_FOUND'] },
    handler: async (request) => {
      await service.update(request.auth.id, request.params.id, request.body);
      return service.ownerProject(request.auth.id, request.params.id);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/my-projects/:id',
    summary: 'Delete a project with its versions, images and comments',
    tags: ['projects'],
    access: ['owner'],
    params: projectParams,
    answers: { 204: z.undefined().describe('Deleted') },
    errors: { 404: ['PROJECT_NOT_FOUND'] },
    handler: async (request, reply) => {
      await service.delete(request.auth.id, request.params.id);
      return reply.code(204).send();
    },
  });

  route(app, {
    method: 'POST',
    url: '/my-projects/:id/images',
    summary: 'Add images (multipart field images, up to 10 at once, 30 per project); public after approval',
    description: `At most ${UPLOADS_PER_USER_PER_HOUR} uploads an hour per user (429). 503 when too many images are being processed: try again after Retry-After seconds.`,
    tags: ['projects'],
    access: ['owner'],
    params: projectParams,
    upload: { field: 'images', many: true },
    answers: { 201: z.array(OwnerProjectImageSchema).describe('The new images') },
    errors: {
      400: [
        'NO_IMAGE',
        'TOO_MANY_FILES',
        'TOO_MANY_IMAGES',
        'IMAGE_UNREADABLE',
        'IMAGE_DIMENSIONS_TOO_LARGE',
        'MALFORMED_BODY',
      ],
      404: ['PROJECT_NOT_FOUND'],
      413: ['IMAGE_TOO_LARGE'],
      415: ['NOT_MULTIPART'],
    },
    rateLimit: uploadLimit,
    handler: async (request, reply) => {
      const { id } = request.params;
      await service.assertCanAddImages(request.auth.id, id);
      const added = await withImageParts(request, 'images', (uploads) =>
        service.addImages(request.auth.id, id, uploads),
      );
      return reply.code(201).send(added);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/my-projects/:id/images',
    summary: 'Delete images at once (the oldest remaining becomes cover if the cover goes)',
    tags: ['projects'],
    access: ['owner'],
    params: projectParams,
    body: orEmpty(DeleteImagesSchema),
    answers: { 204: z.undefined().describe('Deleted') },
    errors: { 404: ['PROJECT_NOT_FOUND'] },
    handler: async (request, reply) => {
      await service.deleteImages(request.auth.id, request.params.id, request.body.imageIds);
      return reply.code(204).send();
    },
  });

  route(app, {
    method: 'POST',
    url: '/my-projects/:id/images/set-cover',
    summary: 'Make an image the cover, at once',
    tags: ['projects'],
    access: ['owner'],
    params: projectParams,
    body: orEmpty(SetCoverSchema),
    answers: { 204: z.undefined().describe('Done') },
    errors: { 404: ['PROJECT_NOT_FOUND', 'IMAGE_NOT_FOUND'] },
    handler: async (request, reply) => {
      await service.setCover(request.auth.id, request.params.id, request.body.imageId);
      return reply.code(204).send();
    },
  });
}

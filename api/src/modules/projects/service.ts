import type {
  OwnerProject,
  Project,
  ProjectInput,
  ProjectReviewItem,
  PublicOwner,
} from '@rowad/shared/schemas';
import { PROJECT_IMAGES_MAX } from '@rowad/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../errors.js';
import type { Page } from '../../http/paging.js';
import { GALLERY_IMAGE_LIMITS, processImage, type ImageSource } from '../../images/process-image.js';
import { LIMITS } from '../../limits.js';
import type { MailOutbox, QueueMail } from '../../mail/outbox.js';
import type { MailMessage } from '../../plugins/mail.js';
import type { ImageStorage } from '../../plugins/storage.js';
import type { AuditRepository } from '../admin/audit-repository.js';
import { projectApprovedMail, projectRejectedMail } from './emails.js';
import type { OwnerDirectory } from '../profiles/owner-directory.js';
import type { ProjectRepository } from './project-repository.js';
import type { ProjectData, ProjectRow } from './records.js';
import type { RevisionRepository } from './revision-repository.js';
import type { ProjectStores } from './stores.js';
import { ownerImageView, ownerProjectViews, publicViewsOf } from './views.js';

export const PROJECT_NOT_FOUND = 'Project not found';
export const OWNER_NOT_FOUND = 'Owner profile not found';
export const ALREADY_REVIEWED = 'This change has already been reviewed.';
export const REVISION_NOT_FOUND = 'This change was not found.';
export const REVIEW_SUPERSEDED =
  'The owner sent a newer version of this project. Reload the review queue and review that one.';
export const REVIEW_IMAGES_CHANGED =
  'The images of this project changed after you loaded it. Reload the review queue and check it again.';

type ChangeField = keyof ProjectReviewItem['changes'];
const CHANGE_FIELDS: ChangeField[] = ['name', 'description', 'city', 'street', 'categories', 'contact'];

export interface ListOptions {
  q?: string | undefined;
  /** Only projects with this category (compared folded, as `q`). */
  category?: string | undefined;
  limit: number;
  afterId?: number | undefined;
}

export class ProjectService {
  private readonly stores: ProjectStores;
  private readonly projects: ProjectRepository;
  private readonly revisions: RevisionRepository;
  private readonly audit: AuditRepository;

  constructor(
    private readonly deps: {
      stores: ProjectStores;
      /** The owners directory (profiles module). */
      owners: OwnerDirectory;
      audit: AuditRepository;
      /** The review mails are queued in the transaction of the decision. */
      outbox: MailOutbox;
      storage: ImageStorage;
      log: FastifyBaseLogger;
    },
  ) {
    this.stores = deps.stores;
    this.projects = deps.stores.projects;
    this.revisions = deps.stores.revisions;
    this.audit = deps.audit;
  }

  // Public

  async listPublic(options: ListOptions): Promise<Page<Project>> {
    const page = await this.projects.listPublic(options);
    return { ...page, items: publicViewsOf(page.items) };
  }

  async publicProject(id: number): Promise<Project> {
    const parts = await this.projects.findPublic(id);
    const [view] = parts ? publicViewsOf([parts]) : [];
    if (!view) throw new ApiError(404, 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
    return view;
  }

  // Owner

  /** The project if this owner has it; 404 for anyone else's, so existence is not revealed. */
  private async ownProject(ownerId: number, id: number): Promise<ProjectRow> {
    const row = await this.projects.find(id);
    if (!row || row.ownerId !== ownerId) throw new ApiError(404, 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
    return row;
  }

  async ownerProject(ownerId: number, id: number): Promise<OwnerProject> {
    const row = await this.ownProject(ownerId, id);
    const [view] = await ownerProjectViews(this.stores, [row]);
    if (!view) throw new ApiError(404, 'PROJECT_NOT_FOUND', PROJECT_NOT_FOUND);
    return view;
  }

  async create(ownerId: number, input: ProjectInput): Promise<number> {
    // Every project is a review item and storage: one account must not flood either.
    if ((await this.projects.projectIdsOfOwner(ownerId)).length >= LIMITS.projectsPerOwner) {
      throw new ApiError(
        409,
        'PROJECT_LIMIT_REACHED',
        `You can have at most ${LIMITS.projectsPerOwner} projects. Delete one to add another.`,
      );
    }
    return this.projects.create(ownerId, input, new Date().toISOString());
  }

  async update(ownerId: number, id: number, input: ProjectInput): Promise<void> {
    await this.ownProject(ownerId, id);
    await this.revisions.submit(id, input, new Date().toISOString());
  }

  async delete(ownerId: number, id: number): Promise<void> {
    await this.ownProject(ownerId, id);
    const keys = await this.projects.delete(id);
    await this.deleteFiles(keys);
  }

  /** Checks the project and the room left before reading the upload. */
  async assertCanAddImages(ownerId: number, id: number): Promise<void> {
    await this.ownProject(ownerId, id);
    if ((await this.stores.images.imageCount(id)) >= PROJECT_IMAGES_MAX) throw tooManyImages();
  }

  async addImages(ownerId: number, id: number, uploads: ImageSource[]) {
    await this.ownProject(ownerId, id);
    if ((await this.stores.images.imageCount(id)) + uploads.length > PROJECT_IMAGES_MAX)
      throw tooManyImages();
    // Every file is decoded before any is stored: one bad file stores nothing.
    const processed = [];
    for (const upload of uploads) processed.push(await processImage(upload, GALLERY_IMAGE_LIMITS));
    const stored = [];
    try {
      for (const image of processed) stored.push(await this.deps.storage.saveImage(image, 'projects'));
      const added = await this.stores.images.addImages(id, stored, new Date().toISOString());
      // New images wait for an admin: with no change pending, the newest version goes back for review.
      if (!(await this.revisions.hasPending(id))) {
        const latest = (await this.revisions.latestRevisions([id])).get(id);
        if (latest) await this.revisions.submit(id, latest.data, new Date().toISOString());
      }
      return added.map(ownerImageView);
    } catch (error) {
      await this.deleteFiles(stored.map((image) => image.key));
      throw error;
    }
  }

  async deleteImages(ownerId: number, id: number, imageIds: number[]): Promise<void> {
    await this.ownProject(ownerId, id);
    const keys = await this.stores.images.deleteImages(id, imageIds);
    await this.deleteFiles(keys);
  }

  async setCover(ownerId: number, id: number, imageId: number): Promise<void> {
    await this.ownProject(ownerId, id);
    if (!(await this.stores.images.image(id, imageId))) {
      throw new ApiError(404, 'IMAGE_NOT_FOUND', 'Image not found', { imageId: 'Image not found' });
    }
    await this.stores.images.setCover(id, imageId);
  }

  /** A file left behind is only disk space; the records are already gone. */
  private async deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.deps.storage.delete(key);
      } catch (error) {
        this.deps.log.warn({ err: error, key }, 'could not delete a project image file');
      }
    }
  }

  // Review

  async reviewQueue(options: ListOptions): Promise<Page<ProjectReviewItem>> {
    const page = await this.revisions.pendingRevisions(options.limit, options.afterId);
    const projectIds = page.items.map((revision) => revision.projectId);
    const projects = new Map<number, ProjectRow>();
    for (const id of new Set(projectIds)) {
      const row = await this.projects.find(id);
      if (row) projects.set(id, row);
    }
    const [owners, images] = await Promise.all([
      this.projects.owners([...projects.values()].map((row) => row.ownerId)),
      this.stores.images.images(projectIds, false),
    ]);
    const items = page.items.flatMap((revision) => {
      const project = projects.get(revision.projectId);
      if (!project) return [];
      const owner = owners.get(project.ownerId);
      return [
        {
          revisionId: revision.id,
          projectId: project.id,
          name: revision.data.name,
          owner: {
            id: project.ownerId,
            user: { firstName: owner?.firstName ?? '', lastName: owner?.lastName ?? '' },
          },
          submittedAt: revision.createdAt,
          isNew: project.publishedAt === null,
          newImages: (images.get(project.id) ?? []).filter((image) => !image.live).map(ownerImageView),
          changes: changesBetween(project.data, revision.data),
        },
      ];
    });
    return { ...page, items };
  }

  /**
   * Publishes the revision with exactly the new images the admin saw (imageIds), or nothing: a
   * newer revision or a different set of waiting images since the item was loaded answers 409.
   */
  async approve(
    adminId: number,
    revisionId: number,
    decision: { reason: string | null; imageIds: readonly number[] },
  ): Promise<void> {
    const revision = await this.pendingRevision(revisionId);
    const now = new Date().toISOString();
    // The decision, its audit entry and the owner's mail are kept together, or none of them.
    await this.deps.outbox.transaction(async (trx, queue) => {
      const { projects, revisions } = this.stores.in(trx);
      const outcome = await revisions.approve(revision, decision.imageIds, adminId, now);
      // Thrown inside the transaction, so whatever approve wrote is rolled back.
      if (outcome === 'images-changed') throw new ApiError(409, 'REVIEW_OUT_OF_DATE', REVIEW_IMAGES_CHANGED);
      if (outcome === 'decided') throw await this.notPending(revisions, revisionId);
      await this.audit.in(trx).record(
        {
          adminId,
          action: 'project.approved',
          subjectType: 'project',
          subjectId: revision.projectId,
          reason: decision.reason,
          details: { revisionId, imageIds: decision.imageIds },
        },
        now,
      );
      await this.notifyOwner(projects, queue, revision.projectId, (owner) =>
        projectApprovedMail(owner.language, owner.firstName, revision.data.name),
      );
    });
  }

  async reject(adminId: number, revisionId: number, reason: string): Promise<void> {
    const revision = await this.pendingRevision(revisionId);
    const now = new Date().toISOString();
    await this.deps.outbox.transaction(async (trx, queue) => {
      const { projects, revisions } = this.stores.in(trx);
      if (!(await revisions.reject(revisionId, adminId, reason, now))) {
        throw new ApiError(409, 'ALREADY_REVIEWED', ALREADY_REVIEWED);
      }
      await this.audit.in(trx).record(
        {
          adminId,
          action: 'project.rejected',
          subjectType: 'project',
          subjectId: revision.projectId,
          reason,
          details: { revisionId },
        },
        now,
      );
      await this.notifyOwner(projects, queue, revision.projectId, (owner) =>
        projectRejectedMail(owner.language, owner.firstName, revision.data.name, reason),
      );
    });
  }

  private async pendingRevision(revisionId: number) {
    const revision = await this.revisions.revision(revisionId);
    if (!revision) throw new ApiError(404, 'REVISION_NOT_FOUND', REVISION_NOT_FOUND);
    if (revision.state === 'superseded') throw new ApiError(409, 'REVIEW_OUT_OF_DATE', REVIEW_SUPERSEDED);
    if (revision.state !== 'pending') throw new ApiError(409, 'ALREADY_REVIEWED', ALREADY_REVIEWED);
    return revision;
  }

  /** Why a revision read as pending could not be decided: it was replaced, or someone decided it. */
  private async notPending(revisions: RevisionRepository, revisionId: number): Promise<ApiError> {
    const revision = await revisions.revision(revisionId);
    return revision?.state === 'superseded'
      ? new ApiError(409, 'REVIEW_OUT_OF_DATE', REVIEW_SUPERSEDED)
      : new ApiError(409, 'ALREADY_REVIEWED', ALREADY_REVIEWED);
  }

  /** Queues the owner's mail about a review, in the review's transaction (`projects` is bound to it). */
  private async notifyOwner(
    projects: ProjectRepository,
    queue: QueueMail,
    projectId: number,
    compose: (owner: { language: 'en' | 'ar'; firstName: string }) => Omit<MailMessage, 'to'>,
  ): Promise<void> {
    const project = await projects.find(projectId);
    if (!project) return;
    const owner = (await projects.owners([project.ownerId])).get(project.ownerId);
    if (!owner) return;
    await queue({ to: owner.email, ...compose(owner) });
  }

  // Owners

  async listOwners(options: ListOptions) {
    const page = await this.deps.owners.listOwners(options);
    return {
      ...page,
      items: page.items.map(({ id, photo, bio, address, user }) => ({ id, photo, bio, address, user })),
    };
  }

  async publicOwner(id: number): Promise<PublicOwner> {
    const owner = await this.deps.owners.findOwner(id);
    if (!owner) throw new ApiError(404, 'OWNER_NOT_FOUND', OWNER_NOT_FOUND);
    const projects = await this.projects.listPublic({ ownerId: id, limit: 100 });
    return { ...owner, projects: publicViewsOf(projects.items) };
  }
}

function tooManyImages(): ApiError {
  return new ApiError(400, 'TOO_MANY_IMAGES', `A project can have at most ${PROJECT_IMAGES_MAX} images.`, {
    images: `A project can have at most ${PROJECT_IMAGES_MAX} images.`,
  });
}

/** The fields whose revision value differs from the public copy (every field for a new project). */
export function changesBetween(before: ProjectData | null, after: ProjectData): ProjectReviewItem['changes'] {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of CHANGE_FIELDS) {
    const old = before === null ? null : before[field];
    if (JSON.stringify(old) !== JSON.stringify(after[field]))
      changes[field] = { before: old, after: after[field] };
  }
  return changes as ProjectReviewItem['changes'];
}

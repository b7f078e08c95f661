import type { CommentInput } from '@rowad/shared/schemas';
import { REQUEST_INFO_MESSAGES } from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import { LIMITS } from '../../limits.js';
import type { Page } from '../../http/paging.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { assertMayComment, linkRefusal } from './comment-limits.js';
import { infoRequestMail } from './emails.js';
import type { CommunityRepository, ProjectComment } from './repository.js';

export const COMMUNITY_MESSAGES = {
  projectNotFound: 'Project not found',
  commentNotFound: 'Comment not found',
  editOwnOnly: 'You can only edit your own comments.',
  deleteOwnOnly: 'You can only delete your own comments.',
  investorsOnly: 'Only investors can request information.',
  ownerNotFound: 'Owner profile not found',
  alreadyAsked: 'You already asked this owner today. Please wait for their reply.',
  alreadyRated: 'You have already rated this project. Edit your comment instead.',
  ownProject: 'You cannot rate your own project.',
  ownersPerDay: `You can ask at most ${LIMITS.infoRequestOwnersPerDay} owners for information a day. Please try again tomorrow.`,
} as const;

/** One information request per investor and owner in this window. */
export const INFO_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;

export class CommunityService {
  constructor(
    private readonly deps: {
      repository: CommunityRepository;
      outbox: MailOutbox;
      /** NEW_ACCOUNT_HOURS (issue 31): younger accounts' comments are limited (comment-limits.ts). */
      newAccountHours?: number;
      /** COMMENTS_PER_HOUR_MAX is kept (false under RATE_LIMITS=off, for load tests). */
      hourlyLimit?: boolean;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The public project's owner; 404 when there is no public project. */
  private async assertPublicProject(projectId: number): Promise<number> {
    const ownerId = await this.deps.repository.findPublicProjectOwner(projectId);
    if (ownerId === undefined) {
      throw new ApiError(404, 'PROJECT_NOT_FOUND', COMMUNITY_MESSAGES.projectNotFound);
    }
    return ownerId;
  }

  /** Every comment carries stars, so an owner's comment on their own project would rate it. */
  private assertNotOwner(user: AuthUser, projectOwnerId: number): void {
    if (user.id === projectOwnerId) {
      throw new ApiError(409, 'CANNOT_RATE_OWN_PROJECT', COMMUNITY_MESSAGES.ownProject);
    }
  }

  /**
   * A public project's comments, newest first. Drafts have none to show: they are not found.
   * Hidden comments are left out, but for the signed-in `viewerId`'s own, marked hidden (issue 31).
   */
  async list(
    projectId: number,
    limit: number,
    afterId: number | undefined,
    viewerId?: number,
  ): Promise<Page<ProjectComment>> {
    const page = await this.deps.repository.listComments(projectId, limit, afterId, viewerId);
    if (!page) throw new ApiError(404, 'PROJECT_NOT_FOUND', COMMUNITY_MESSAGES.projectNotFound);
    return page;
  }

  async add(user: AuthUser, projectId: number, input: CommentInput): Promise<ProjectComment> {
    this.assertNotOwner(user, await this.assertPublicProject(projectId));
    // The limits are counted under the author's lock, in the transaction that inserts: comments
    // sent at once are counted one after another, so a new account's eight make five.
    return this.deps.repository.transaction(async (repository) => {
      await repository.lockAccount(user.id);
      await assertMayComment(repository, {
        author: user,
        text: input.comment,
        now: this.now(),
        newAccountHours: this.deps.newAccountHours ?? 0,
        hourly: this.deps.hourlyLimit ?? true,
      });
      const added = await repository.insertComment({
        projectId,
        author: user,
        comment: input.comment,
        rate: input.rate,
        now: this.now().toISOString(),
      });
      // One rating per user and project: a second one would let one person move the average at
      // will. Thrown inside, so the transaction rolls back.
      if (added === 'duplicate') throw new ApiError(409, 'ALREADY_RATED', COMMUNITY_MESSAGES.alreadyRated);
      return added;
    });
  }

  /**
   * Only the author edits, and only while the project is public. The edit is one conditional
   * UPDATE (issue 29, fewer queries per write); when it changes nothing, or the text is refused,
   * the comment is read to say why, in the order a reader expects: not found, not yours, your own
   * project, then the text.
   */
  async edit(user: AuthUser, commentId: number, input: CommentInput): Promise<ProjectComment> {
    const refused = linkRefusal({
      author: user,
      text: input.comment,
      now: this.now(),
      newAccountHours: this.deps.newAccountHours ?? 0,
    });
    if (!refused) {
      const edited = await this.deps.repository.updateOwnComment(commentId, user, {
        comment: input.comment,
        rate: input.rate,
        now: this.now().toISOString(),
      });
      if (edited) return edited;
    }
    const comment = await this.deps.repository.findComment(commentId);
    if (!comment?.projectPublic)
      throw new ApiError(404, 'COMMENT_NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound);
    if (comment.userId !== user.id) throw new ApiError(403, 'FORBIDDEN', COMMUNITY_MESSAGES.editOwnOnly);
    // A rating an owner gave their own project before the rule can be deleted, not changed.
    this.assertNotOwner(user, comment.projectOwnerId);
    // Refused for its text; or changed between the update and this read: as if it never existed.
    throw refused ?? new ApiError(404, 'COMMENT_NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound);
  }

  /**
   * The author, or an admin moderating, deletes. Deleting works whether or not the project is
   * public now, so an author can still take back a comment on a project under review. An admin's
   * removal of someone else's comment is audited with what it said. Answers the comment's project.
   */
  async remove(user: AuthUser, commentId: number): Promise<{ projectId: number }> {
    const comment = await this.deps.repository.findComment(commentId);
    if (!comment) throw new ApiError(404, 'COMMENT_NOT_FOUND', COMMUNITY_MESSAGES.commentNotFound);
    const isAuthor = comment.userId === user.id;
    if (!isAuthor && user.role !== 'admin')
      throw new ApiError(403, 'FORBIDDEN', COMMUNITY_MESSAGES.deleteOwnOnly);
    await this.deps.repository.deleteComment(
      commentId,
      isAuthor
        ? undefined
        : {
            adminId: user.id,
            now: this.now().toISOString(),
            details: {
              projectId: comment.projectId,
              userId: comment.userId,
              comment: comment.comment,
              rate: comment.rate,
              createdAt: comment.createdAt,
            },
          },
    );
    return { projectId: comment.projectId };
  }

  /** The information requests investors sent this owner, newest first (the owner's inbox). */
  async receivedInfoRequests(user: AuthUser, limit: number, afterId: number | undefined) {
    return this.deps.repository.listReceivedInfoRequests(user.id, limit, afterId);
  }

  /**
   * An investor asks an owner for information: the owner gets an e-mail with the investor's name
   * and address, once a day at most per pair so an owner's inbox cannot be flooded, and to at most
   * `LIMITS.infoRequestOwnersPerDay` owners a day so one account cannot mail every owner.
   */
  async requestInformation(user: AuthUser, ownerId: number): Promise<{ message: string }> {
    if (user.role !== 'investor') throw new ApiError(403, 'FORBIDDEN', COMMUNITY_MESSAGES.investorsOnly);
    const owner = await this.deps.repository.findActiveOwner(ownerId);
    if (!owner) throw new ApiError(404, 'OWNER_NOT_FOUND', COMMUNITY_MESSAGES.ownerNotFound);

    const now = this.now();
    const since = new Date(now.getTime() - INFO_REQUEST_WINDOW_MS).toISOString();
    // The request and the owner's mail are written together: a request the owner is never told
    // about cannot happen (the outbox worker retries the mail until the mail server takes it).
    await this.deps.outbox.transaction(async (trx, queue) => {
      const repository = this.deps.repository.in(trx);
      // The checks run under the investor's lock, in the transaction that inserts: ten requests
      // at once make one row and one mail (docs/decisions.md, "Security review 2 (issue 28)").
      await repository.lockAccount(user.id);
      if (await repository.hasInfoRequestSince(user.id, owner.id, since)) {
        throw new ApiError(429, 'INFO_ALREADY_REQUESTED', COMMUNITY_MESSAGES.alreadyAsked);
      }
      if ((await repository.countInfoRequestsSince(user.id, since)) >= LIMITS.infoRequestOwnersPerDay) {
        throw new ApiError(429, 'INFO_REQUEST_LIMIT_REACHED', COMMUNITY_MESSAGES.ownersPerDay);
      }
      await repository.insertInfoRequest(user.id, owner.id, now.toISOString());
      await queue({ to: owner.email, ...infoRequestMail(owner.language, owner.firstName, user) });
    });
    return { message: REQUEST_INFO_MESSAGES.submitted };
  }
}

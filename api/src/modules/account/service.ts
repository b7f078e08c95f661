import type { FastifyBaseLogger } from 'fastify';
import { englishOf, type CloseAccount } from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import type { MailOutbox } from '../../mail/outbox.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { ImageStorage } from '../../plugins/storage.js';
import type { AuthService } from '../auth/service.js';
import { accountClosedMail } from './emails.js';
import type { MyDataExport } from './export-schema.js';
import type { AccountDataRepository, ClosedAccount } from './repository.js';

/**
 * The second factor's check (SecondFactorService.assertCodeIfEnabled): a code when the account
 * has a factor turned on, refused with the factor's own error when missing or wrong; an account
 * without a factor needs none.
 */
export type SecondFactorCheck = (userId: number, code: string | undefined) => Promise<void>;

/** No check: for tests and tools that build the service without the factor. */
export const noSecondFactorYet: SecondFactorCheck = () => Promise.resolve();

/** Taking one's data away and closing one's account (issue 28, build 2 and 3). */
export class AccountService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      data: AccountDataRepository;
      auth: AuthService;
      outbox: MailOutbox;
      storage: ImageStorage;
      log: FastifyBaseLogger;
      secondFactor?: SecondFactorCheck;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Everything stored about the user, read from one snapshot so the parts agree with each other. */
  async exportData(userId: number): Promise<MyDataExport> {
    return this.deps.data.snapshot(async (data) => {
      const account = await data.account(userId);
      if (!account) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'Account not found');
      const profile = await data.profile(userId);
      return {
        exportedAt: this.now().toISOString(),
        account: {
          id: account.id,
          email: account.email,
          firstName: account.first_name,
          lastName: account.last_name,
          role: account.role,
          state: account.state,
          language: account.language,
          createdAt: account.created_at,
          updatedAt: account.updated_at,
        },
        profile: profile && {
          bio: profile.bio,
          birthDate: profile.birth_date,
          address: profile.address,
          photoUrl: profile.photo_url,
        },
        projects: await data.projects(userId),
        comments: (await data.comments(userId)).map((row) => ({
          id: row.id,
          projectId: row.project_id,
          projectName: row.project_name,
          comment: row.comment,
          rating: row.rate,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        })),
        reportsMade: (await data.reports(userId)).map((row) => ({
          kind: row.kind,
          itemId: row.item_id,
          reason: row.reason,
          details: row.details,
          createdAt: row.created_at,
          decidedAt: row.decided_at,
        })),
        participationRequests: (await data.participations(userId)).map((row) => ({
          id: row.id,
          eventId: row.event_id,
          eventName: row.event_name,
          status: row.status,
          note: row.note,
          reason: row.reason,
          createdAt: row.created_at,
          decidedAt: row.decided_at,
        })),
        informationRequests: {
          sent: (await data.sentInformationRequests(userId)).map((row) => ({
            id: row.id,
            owner: { id: row.owner_id, firstName: row.first_name, lastName: row.last_name },
            createdAt: row.created_at,
          })),
          received: (await data.receivedInformationRequests(userId)).map((row) => ({
            id: row.id,
            investor: {
              id: row.investor_id,
              firstName: row.first_name,
              lastName: row.last_name,
              email: row.email,
            },
            createdAt: row.created_at,
          })),
        },
        sessions: (await data.sessions(userId)).map((row) => ({
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          revokedAt: row.revoked_at,
        })),
        auditEntries: await data.auditEntriesAbout(userId),
      };
    });
  }

  /**
   * Closes the caller's account after checking the password (and the second factor's code, when
   * one is on): the rows go in one transaction with the goodbye mail; the pictures' files after
   * it commits (one that fails to go is left to the orphan sweep, plugins/upload-sweep.ts).
   */
  async close(user: AuthUser, input: CloseAccount): Promise<ClosedAccount> {
    await this.deps.auth.assertCurrentPassword(user.id, input.currentPassword);
    await (this.deps.secondFactor ?? noSecondFactorYet)(user.id, input.code);
    const closed = await this.deps.outbox.transaction(async (trx, queue) => {
      const data = this.deps.data.in(trx);
      const account = await data.account(user.id);
      if (!account) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'Account not found');
      const result = await data.close(user.id, account.email);
      if (!result) {
        throw new ApiError(409, 'LAST_ACTIVE_ADMIN', englishOf('account.lastAdminCannotClose'));
      }
      await queue({ to: account.email, ...accountClosedMail(account.language, account.first_name) });
      return result;
    });
    await this.removePictures(closed.pictureKeys);
    return closed;
  }

  private async removePictures(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.deps.storage.delete(key);
      } catch (error) {
        this.deps.log.warn({ err: error, key }, "a closed account's picture was left to the orphan sweep");
      }
    }
  }
}

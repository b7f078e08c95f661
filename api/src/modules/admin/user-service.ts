import type { AdminUser, AdminUserDetail, OwnerProject } from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import type { Page } from '../../http/paging.js';
import type { AdminUserRepository, UserFilter } from './user-repository.js';

export const USER_ERRORS = {
  notFound: 'User not found',
  self: 'You cannot disable or sign out your own account.',
  lastActiveAdmin: 'The last active admin account cannot be disabled.',
  alreadyDisabled: 'This account is disabled already.',
  notDisabled: 'This account is not disabled.',
} as const;

/** The admin's view and management of accounts: list, detail, disable, enable, sign out everywhere. */
export class AdminUserService {
  constructor(
    private readonly deps: {
      users: AdminUserRepository;
      /** The owner's projects as the owner sees them (newest version, public or draft, review state). */
      projectsOf: (ownerId: number) => Promise<OwnerProject[]>;
      now?: () => Date;
    },
  ) {}

  private iso(): string {
    return (this.deps.now?.() ?? new Date()).toISOString();
  }

  list(filter: UserFilter): Promise<Page<AdminUser>> {
    return this.deps.users.list(filter);
  }

  async get(id: number): Promise<AdminUser> {
    const user = await this.deps.users.find(id);
    if (!user) throw new ApiError(404, 'USER_NOT_FOUND', USER_ERRORS.notFound);
    return user;
  }

  async detail(id: number): Promise<AdminUserDetail> {
    const user = await this.get(id);
    const [projects, participations, activeSessions] = await Promise.all([
      user.role === 'owner' ? this.deps.projectsOf(id) : Promise.resolve([]),
      this.deps.users.participationsOf(id),
      this.deps.users.activeSessions(id, this.iso()),
    ]);
    return {
      ...user,
      projects: projects.map((project) => ({
        id: project.id,
        name: project.name,
        status: project.status,
        review: project.review.state,
      })),
      participations,
      activeSessions,
    };
  }

  /**
   * The account cannot sign in any more and its sessions end at once; the reason goes to the audit
   * log. An admin may disable another admin (a former ADMIN_EMAIL, say), never themselves, and
   * never the last active admin.
   */
  async disable(adminId: number, id: number, reason: string): Promise<AdminUser> {
    const user = await this.get(id);
    refuseSelf(adminId, id);
    if (user.state === 'disabled') throw alreadyDisabled();
    if (!(await this.deps.users.disable(id, reason, { adminId, now: this.iso() }))) {
      // Disabled by another admin since it was read, or every other admin was disabled meanwhile.
      const current = await this.get(id);
      if (current.state !== 'disabled' && current.role === 'admin') {
        throw new ApiError(409, 'LAST_ACTIVE_ADMIN', USER_ERRORS.lastActiveAdmin);
      }
      throw alreadyDisabled();
    }
    return this.get(id);
  }

  /** A disabled account gets back the state it had: active, or pending when it was never activated. */
  async enable(adminId: number, id: number): Promise<AdminUser> {
    await this.get(id);
    if (!(await this.deps.users.enable(id, { adminId, now: this.iso() }))) {
      throw new ApiError(409, 'USER_NOT_DISABLED', USER_ERRORS.notDisabled);
    }
    return this.get(id);
  }

  /** Every session of the account ends; its password still signs it in. */
  async signOut(adminId: number, id: number): Promise<void> {
    await this.get(id);
    refuseSelf(adminId, id);
    await this.deps.users.signOut(id, { adminId, now: this.iso() });
  }
}

// An admin would lock themselves out (or end the session they act from): another admin decides,
// and signing out of one's own session is what logout does.
function refuseSelf(adminId: number, id: number): void {
  if (adminId === id) throw new ApiError(409, 'CANNOT_DISABLE_SELF', USER_ERRORS.self);
}

function alreadyDisabled(): ApiError {
  return new ApiError(409, 'USER_ALREADY_DISABLED', USER_ERRORS.alreadyDisabled);
}

import type {
  Investor,
  InvestorProfileUpdate,
  Owner,
  OwnerProfileUpdate,
  OwnerProject,
  ProfileRole,
} from '@rowad/shared/schemas';
import type { Role } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import { LIMITS } from '../../limits.js';
import { processImage, type ImageSource } from '../../images/process-image.js';
import type { AuthUser } from '../../plugins/auth.js';
import type { ImageStorage } from '../../plugins/storage.js';
import { emailKey } from '../auth/account-repository.js';
import type { AuthService } from '../auth/service.js';
import type { Profile, ProfileRepository } from './repository.js';

export const PHOTO_LIMITS = {
  ...LIMITS.image,
  widths: [128, 256, 512],
};

type Kind = ProfileRole;

export class ProfileService {
  constructor(
    private readonly deps: {
      profiles: ProfileRepository;
      auth: AuthService;
      storage: ImageStorage;
      /** The owner's projects, from the projects module. */
      projectsOf: (ownerId: number) => Promise<OwnerProject[]>;
    },
  ) {}

  private async find(kind: Kind, userId: number): Promise<Profile> {
    const profile =
      kind === 'owner'
        ? await this.deps.profiles.findOwner(userId)
        : await this.deps.profiles.findInvestor(userId);
    if (!profile) throw new ApiError(404, 'PROFILE_NOT_FOUND', 'Profile not found');
    return profile;
  }

  /** docs/product.md §3 Owner / Investor, plus the address an e-mail change waits on. */
  view(kind: 'owner', userId: number): Promise<Owner>;
  view(kind: 'investor', userId: number): Promise<Investor>;
  view(kind: Kind, userId: number): Promise<Owner | Investor>;
  async view(kind: Kind, userId: number): Promise<Owner | Investor> {
    const profile = await this.find(kind, userId);
    const shared = {
      bio: profile.bio,
      birthDate: profile.birthDate,
      address: profile.address,
      user: { firstName: profile.firstName, lastName: profile.lastName, email: profile.email },
      pendingEmail: await this.deps.auth.pendingEmailOf(userId),
    };
    // The owner's own projects, in every review state, as the owner sees them.
    return kind === 'owner'
      ? {
          id: profile.userId,
          photo: profile.photoUrl,
          ...shared,
          projects: await this.deps.projectsOf(userId),
          // Hidden from the public by reports or an admin (issue 31): the owner sees it marked.
          ...(profile.hidden ? { hidden: true as const, hiddenReason: profile.hidden.reason } : {}),
        }
      : shared;
  }

  /** The account menu's summary: photo (owners only) and first name. */
  async summary(user: AuthUser, role: Role) {
    if (role !== user.role) throw new ApiError(403, 'FORBIDDEN', 'You do not have permission to do this.');
    const photo = role === 'owner' ? ((await this.deps.profiles.findOwner(user.id))?.photoUrl ?? null) : null;
    return { photo, user: { firstName: user.firstName } };
  }

  update(kind: 'owner', user: AuthUser, input: OwnerProfileUpdate): Promise<Owner>;
  update(kind: 'investor', user: AuthUser, input: InvestorProfileUpdate): Promise<Investor>;
  async update(
    kind: Kind,
    user: AuthUser,
    input: OwnerProfileUpdate | InvestorProfileUpdate,
  ): Promise<Owner | Investor> {
    const current = await this.find(kind, user.id);
    const emailChanged = emailKey(input.email) !== emailKey(current.email);
    // Checked before anything is saved, so the answer never half-applies; the password first, so
    // only the account's owner learns whether an address is taken.
    if (emailChanged) {
      await this.deps.auth.assertCurrentPassword(user.id, input.currentPassword);
      await this.deps.auth.assertEmailFree(input.email, user.id);
    }
    await this.deps.profiles.update(
      kind === 'owner' ? 'owner_profiles' : 'investor_profiles',
      user.id,
      {
        firstName: input.firstName,
        lastName: input.lastName,
        bio: input.bio ?? current.bio,
        birthDate: input.birthDate === undefined ? current.birthDate : input.birthDate,
        address: input.address ?? current.address,
      },
      new Date().toISOString(),
    );
    if (emailChanged) await this.deps.auth.requestEmailChange(user.id, input.email);
    return this.view(kind, user.id);
  }

  async replaceOwnerPhoto(userId: number, image: ImageSource): Promise<string> {
    const current = await this.find('owner', userId);
    const processed = await processImage(image, PHOTO_LIMITS);
    const stored = await this.deps.storage.saveImage(processed, 'owner-photos');
    try {
      await this.deps.profiles.setOwnerPhoto(userId, { key: stored.key, url: stored.url });
    } catch (error) {
      // Not named by the profile: removed now rather than left for the orphan sweep.
      await this.deps.storage.delete(stored.key).catch(() => undefined);
      throw error;
    }
    // The new photo is saved and named: an old one the store fails to remove (the store away) is
    // only space, left for the orphan sweep, not a failed upload.
    if (current.photoKey) await this.deps.storage.delete(current.photoKey).catch(() => undefined);
    return stored.url;
  }
}

import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  englishOf,
  type ChangePasswordRequest,
  type Register,
  type ResetPassword,
} from '@rowad/shared/schemas';
import type { Language } from '../../db/schema.js';
import { ApiError } from '../../errors.js';
import type { AuthUser, TokenService } from '../../plugins/auth.js';
import type { MailOutbox, QueueMail } from '../../mail/outbox.js';
import type { AccountRepository } from './account-repository.js';
import { assertUncommonPassword } from './common-passwords.js';
import {
  activationMail,
  emailChangeMail,
  emailChangeRequestedMail,
  passwordChangedMail,
  passwordResetMail,
  resetCodeMail,
} from './emails.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { LoginAnswer, SecondFactorService } from './second-factor.js';

const HOUR = 60 * 60 * 1000;
export const LINK_LIFETIME_MS = 48 * HOUR;
export const RESET_CODE_LIFETIME_MS = 15 * 60 * 1000;
export const RESET_CODE_MAX_TRIES = 5;

export type LinkOutcome = 'confirmed' | 'expired' | 'invalid';

const INVALID_CODE = englishOf('resetCode.invalidOrExpired');
const WRONG_CURRENT_PASSWORD = englishOf('password.wrongCurrent');
const CURRENT_PASSWORD_REQUIRED = englishOf('password.currentNeeded');

interface Dependencies {
  accounts: AccountRepository;
  tokens: TokenService;
  /** The step after the password, for accounts with (or admins owing) a second factor. */
  secondFactor: SecondFactorService;
  /** Every mail is queued in the transaction of the change it tells about. */
  outbox: MailOutbox;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The clock, so tests can move past an expiry. */
  now?: () => Date;
}

export class AuthService {
  private readonly now: () => Date;
  /** Work started after an answer, awaited when the app closes. */
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: Dependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  private iso(offsetMs = 0): string {
    return new Date(this.now().getTime() + offsetMs).toISOString();
  }

  /** Keeps background work in `pending` until it settles, so closing the app waits for it. */
  private track(task: Promise<void>): void {
    const tracked: Promise<void> = task.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
  }

  /** Runs a change and queues its mails in one transaction: both are kept, or neither. */
  private withMail<T>(work: (accounts: AccountRepository, queue: QueueMail) => Promise<T>): Promise<T> {
    return this.deps.outbox.transaction((trx, queue) => work(this.deps.accounts.in(trx), queue));
  }

  /**
   * Runs work after the current answer has been written (setImmediate runs once the handler's
   * reply has been sent), so nothing it does can change the answer or its timing.
   */
  private afterAnswer(what: string, work: () => Promise<void>): void {
    this.track(
      new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => this.deps.log.error({ err: error }, `${what} failed`)),
    );
  }

  /** Resolves once the work started after answers (reset codes) has finished; the app awaits it on close. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async newLink(
    accounts: AccountRepository,
    userId: number,
    purpose: 'activation' | 'email-change',
    path: string,
    newEmail?: string,
  ) {
    const token = randomBytes(32).toString('base64url');
    // A newer address supersedes an older one; a re-sent activation link leaves the first working.
    if (purpose === 'email-change') await accounts.retireTokens(userId, purpose, this.iso());
    await accounts.addOneTimeToken({
      userId,
      purpose,
      tokenHash: this.deps.tokens.digest(`${purpose}:${token}`),
      ...(newEmail ? { newEmail } : {}),
      createdAt: this.iso(),
      expiresAt: this.iso(LINK_LIFETIME_MS),
    });
    return `${this.deps.publicUrl}/api/auth/${path}?token=${token}`;
  }

  async register(input: Register, language: Language): Promise<void> {
    assertUncommonPassword(input.password, 'password');
    await this.assertEmailFree(input.email);
    // Hashed before the transaction: a slow hash must not hold the database's write lock.
    const passwordHash = await hashPassword(input.password);
    // The account, its link and the mail carrying it are written together: no account without
    // its mail. A mail server outage only delays the mail (the outbox worker retries it).
    await this.withMail(async (accounts, queue) => {
      const id = await accounts.create(
        {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          state: 'pending',
          language,
          profile: { bio: input.bio, birthDate: input.birthDate, address: input.address },
        },
        this.iso(),
      );
      const link = await this.newLink(accounts, id, 'activation', 'activate');
      await queue({ to: input.email, ...activationMail(language, input.firstName, link) });
    });
  }

  async activate(token: string): Promise<LinkOutcome> {
    const found = await this.deps.accounts.findUnusedLink(
      'activation',
      this.deps.tokens.digest(`activation:${token}`),
    );
    if (!found) return 'invalid';
    if (found.expiresAt <= this.iso()) return 'expired';
    const account = await this.deps.accounts.findById(found.userId);
    if (!account || !(await this.deps.accounts.markUsed(found.id, this.iso()))) return 'invalid';
    if (account.state === 'pending')
      await this.deps.accounts.update(account.id, { state: 'active' }, this.iso());
    return 'confirmed';
  }

  /** A session, or the second step it needs first (docs/product.md §7 "Second factor"). */
  async login(email: string, password: string): Promise<LoginAnswer> {
    const account = await this.deps.accounts.findForSignIn(email);
    const passwordMatches = await verifyPassword(account?.passwordHash, password);
    if (!account || !passwordMatches)
      throw new ApiError(401, 'INVALID_CREDENTIALS', englishOf('login.invalidCredentials'));
    if (account.state === 'disabled')
      throw new ApiError(403, 'ACCOUNT_DISABLED', englishOf('account.disabled'));
    if (account.state === 'pending') {
      // The right password proves the owner is here: a fresh link helps if the first was lost.
      await this.withMail(async (accounts, queue) => {
        const link = await this.newLink(accounts, account.id, 'activation', 'activate');
        await queue({ to: account.email, ...activationMail(account.language, account.firstName, link) });
      });
      throw new ApiError(403, 'ACCOUNT_NOT_ACTIVATED', englishOf('account.notActivated'));
    }
    return this.deps.secondFactor.afterPassword(account);
  }

  logout(user: AuthUser): Promise<void> {
    return this.deps.tokens.revoke(user.sessionId);
  }

  async changePassword(user: AuthUser, input: ChangePasswordRequest): Promise<void> {
    const account = await this.deps.accounts.findById(user.id);
    if (!account || !(await verifyPassword(account.passwordHash, input.oldPassword))) {
      throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD, {
        oldPassword: WRONG_CURRENT_PASSWORD,
      });
    }
    assertUncommonPassword(input.newPassword, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await this.withMail(async (accounts, queue) => {
      await accounts.update(user.id, { passwordHash }, this.iso());
      await queue({ to: account.email, ...passwordChangedMail(account.language, account.firstName) });
    });
    // Every other device signs out; the one that changed the password stays in.
    await this.deps.tokens.revokeAllOf(user.id, user.sessionId);
  }

  /**
   * Answers the same, in the same time, whether or not the account exists (docs/architecture.md "Security
   * rules"): the caller answers at once, and the lookup, the code and the mail come after.
   */
  forgotPassword(email: string): void {
    this.afterAnswer('password reset request', () => this.sendResetCode(email));
  }

  private async sendResetCode(email: string): Promise<void> {
    const account = await this.deps.accounts.findByEmail(email);
    if (!account || account.state === 'disabled') return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.withMail(async (accounts, queue) => {
      await accounts.retireTokens(account.id, 'password-reset', this.iso());
      await accounts.addOneTimeToken({
        userId: account.id,
        purpose: 'password-reset',
        tokenHash: this.codeHash(account.id, code),
        createdAt: this.iso(),
        expiresAt: this.iso(RESET_CODE_LIFETIME_MS),
      });
      await queue({ to: account.email, ...resetCodeMail(account.language, account.firstName, code) });
    });
  }

  private codeHash(userId: number, code: string): string {
    return this.deps.tokens.digest(`password-reset:${userId}:${code}`);
  }

  /** The live code matching, or a 400; a wrong try counts, and the fifth burns the code. */
  private async checkCode(email: string, code: string) {
    const account = await this.deps.accounts.findByEmail(email);
    const live =
      account &&
      (await this.deps.accounts.tryCode(
        account.id,
        'password-reset',
        this.codeHash(account.id, code),
        RESET_CODE_MAX_TRIES,
        this.iso(),
      ));
    if (!account || !live)
      throw new ApiError(400, 'INVALID_RESET_CODE', INVALID_CODE, { code: INVALID_CODE });
    return { account, live };
  }

  async verifyCode(email: string, code: string): Promise<void> {
    await this.checkCode(email, code);
  }

  async resetPassword(input: ResetPassword): Promise<void> {
    // Before the code is checked: a refused password must not cost a try.
    assertUncommonPassword(input.newPassword, 'newPassword');
    const { account, live } = await this.checkCode(input.email, input.code);
    const passwordHash = await hashPassword(input.newPassword);
    await this.withMail(async (accounts, queue) => {
      if (!(await accounts.markUsed(live.id, this.iso()))) {
        throw new ApiError(400, 'INVALID_RESET_CODE', INVALID_CODE, { code: INVALID_CODE });
      }
      await accounts.update(
        account.id,
        // A code that reached the inbox proves the address, as an activation link would.
        { passwordHash, ...(account.state === 'pending' ? { state: 'active' } : {}) },
        this.iso(),
      );
      await queue({ to: account.email, ...passwordResetMail(account.language, account.firstName) });
    });
    await this.deps.tokens.revokeAllOf(account.id);
  }

  async assertEmailFree(email: string, exceptUserId?: number): Promise<void> {
    if (await this.deps.accounts.emailTaken(email, exceptUserId)) {
      const taken = englishOf('account.emailTaken');
      throw new ApiError(409, 'EMAIL_TAKEN', taken, { email: taken });
    }
  }

  /** Sends a confirmation link to a new address; the account keeps the old one until it is followed. */
  async requestEmailChange(userId: number, newEmail: string): Promise<void> {
    const account = await this.deps.accounts.findById(userId);
    if (!account) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'Account not found');
    await this.assertEmailFree(newEmail, userId);
    await this.withMail(async (accounts, queue) => {
      const link = await this.newLink(accounts, userId, 'email-change', 'confirm-email', newEmail.trim());
      await queue({ to: newEmail, ...emailChangeMail(account.language, account.firstName, link) });
      await queue({
        to: account.email,
        ...emailChangeRequestedMail(account.language, account.firstName, newEmail.trim()),
      });
    });
  }

  /**
   * A change of e-mail hands the account to whoever reads the new inbox, so it asks for the
   * current password, as a password change does: a stolen token alone cannot take the account.
   */
  async assertCurrentPassword(userId: number, password: string | undefined): Promise<void> {
    if (!password) {
      throw new ApiError(400, 'VALIDATION_FAILED', CURRENT_PASSWORD_REQUIRED, {
        currentPassword: CURRENT_PASSWORD_REQUIRED,
      });
    }
    const account = await this.deps.accounts.findById(userId);
    if (!(await verifyPassword(account?.passwordHash, password))) {
      throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD, {
        currentPassword: WRONG_CURRENT_PASSWORD,
      });
    }
  }

  async pendingEmailOf(userId: number): Promise<string | null> {
    return this.deps.accounts.findPendingEmail(userId, this.iso());
  }

  async confirmEmail(token: string): Promise<LinkOutcome> {
    const found = await this.deps.accounts.findUnusedLink(
      'email-change',
      this.deps.tokens.digest(`email-change:${token}`),
    );
    if (!found?.newEmail) return 'invalid';
    if (found.expiresAt <= this.iso()) return 'expired';
    if (await this.deps.accounts.emailTaken(found.newEmail, found.userId)) return 'invalid';
    if (!(await this.deps.accounts.markUsed(found.id, this.iso()))) return 'invalid';
    await this.deps.accounts.update(found.userId, { email: found.newEmail }, this.iso());
    // Tokens carry the e-mail: the old ones would keep showing the old address.
    await this.deps.tokens.revokeAllOf(found.userId);
    return 'confirmed';
  }
}

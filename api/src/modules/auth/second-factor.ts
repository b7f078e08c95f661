import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { englishOf, type SecondFactorSetup, type SecondFactorStatus } from '@rowad/shared/schemas';
import { ApiError } from '../../errors.js';
import type { AuthUser, TokenService } from '../../plugins/auth.js';
import type { Account, AccountRepository } from './account-repository.js';
import { verifyPassword } from './passwords.js';
import type { SecondFactorRepository } from './second-factor-repository.js';

/** RFC 6238 defaults every authenticator app knows: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code one step early or late is accepted (clock drift, a code typed as it changed). */
const WINDOW = 1;
const ISSUER = 'Rowad';
/** Time to type the code after the password. */
export const MFA_TOKEN_LIFETIME_MS = 5 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type ChallengePurpose = 'login' | 'enrol';

/** What a correct password leads to: a session, or the second step it needs first. */
export type LoginAnswer =
  | { token: string }
  | { mfaRequired: true; mfaToken: string }
  | { mfaEnrolmentRequired: true; mfaToken: string };

/** Compared in constant time: a signature check must not tell how much of a guess was right. */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const invalidCode = (status: 400 | 401) =>
  new ApiError(status, 'INVALID_MFA_CODE', englishOf('mfa.invalidCode'), {
    code: englishOf('mfa.invalidCode'),
  });
const invalidToken = () => new ApiError(401, 'MFA_TOKEN_INVALID', englishOf('mfa.tokenInvalid'));

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** Recovery codes are compared without case, spaces or dashes: `ABCDE FGHIJ` is `abcde-fghij`. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const recoveryHash = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest('hex');

/** Ten characters from a 31-letter alphabet (about 50 bits), shown as `abcde-fghij`. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const letters = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]!).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

interface Dependencies {
  accounts: AccountRepository;
  factors: SecondFactorRepository;
  tokens: TokenService;
  now?: () => Date;
}

/**
 * The second factor (TOTP, RFC 6238; issue 28): the step after the password at sign-in, enrolment
 * (required of admins), and the profile's setup and removal. docs/decisions.md "Security review 2
 * (issue 28)" says why each choice.
 */
export class SecondFactorService {
  private readonly now: () => Date;

  constructor(private readonly deps: Dependencies) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The answer of a login whose password was right; the account says whether its factor is on. */
  async afterPassword(account: Account & { secondFactorOn: boolean }): Promise<LoginAnswer> {
    if (account.secondFactorOn) return { mfaRequired: true, mfaToken: this.challenge(account, 'login') };
    if (account.role === 'admin')
      return { mfaEnrolmentRequired: true, mfaToken: this.challenge(account, 'enrol') };
    return { token: await this.deps.tokens.issue(account) };
  }

  /**
   * A signed, short-lived, single-purpose token: `payload.mac`. It carries a fingerprint of the
   * password hash, so a password change or reset ends the sign-ins it had started.
   */
  private challenge(account: Account, purpose: ChallengePurpose): string {
    const payload = Buffer.from(
      JSON.stringify({
        sub: account.id,
        purpose,
        exp: this.now().getTime() + MFA_TOKEN_LIFETIME_MS,
        pw: this.passwordPrint(account),
      }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  private mac(payload: string): string {
    return this.deps.tokens.digest(`mfa-token:${payload}`);
  }

  private passwordPrint(account: Account): string {
    return this.deps.tokens.digest(`mfa-password:${account.passwordHash}`).slice(0, 16);
  }

  /** The account a well-signed, unexpired token of this purpose names, without looking it up: for rate limits. */
  subjectOf(token: string, purpose: ChallengePurpose): number | undefined {
    const [payload, mac] = token.split('.');
    if (!payload || !mac || !sameText(this.mac(payload), mac)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        sub?: unknown;
        purpose?: unknown;
        exp?: unknown;
      };
      if (claims.purpose !== purpose || typeof claims.sub !== 'number' || typeof claims.exp !== 'number')
        return undefined;
      return claims.exp > this.now().getTime() ? claims.sub : undefined;
    } catch {
      return undefined;
    }
  }

  /** The active account a token names, its password unchanged since; else 401 MFA_TOKEN_INVALID. */
  private async accountOf(token: string, purpose: ChallengePurpose): Promise<Account> {
    const id = this.subjectOf(token, purpose);
    const account = id === undefined ? undefined : await this.deps.accounts.findById(id);
    if (!account || account.state !== 'active') throw invalidToken();
    // subjectOf has checked the signature and parsed the payload.
    const payload = token.split('.')[0]!;
    const print = (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { pw?: unknown }).pw;
    if (print !== this.passwordPrint(account)) throw invalidToken();
    return account;
  }

  /** The login's second step: a TOTP code or a recovery code, then the session. */
  async completeLogin(mfaToken: string, code: string): Promise<string> {
    const account = await this.accountOf(mfaToken, 'login');
    if (!(await this.useCode(account.id, code))) throw invalidCode(401);
    return this.deps.tokens.issue(account);
  }

  /** An admin's enrolment at sign-in: a new secret to add to the app. */
  async startEnrolment(mfaToken: string): Promise<SecondFactorSetup> {
    const account = await this.accountOf(mfaToken, 'enrol');
    return this.newSetup(account);
  }

  /** Confirms the enrolment with a first code: the recovery codes and the session. */
  async confirmEnrolment(
    mfaToken: string,
    code: string,
  ): Promise<{ token: string; recoveryCodes: string[] }> {
    const account = await this.accountOf(mfaToken, 'enrol');
    const recoveryCodes = await this.confirmSetup(account, code, 401);
    return { token: await this.deps.tokens.issue(account), recoveryCodes };
  }

  /** The profile's setup: refused while a factor is on (turn it off first). */
  async setup(user: AuthUser): Promise<SecondFactorSetup> {
    const account = await this.signedIn(user);
    if ((await this.deps.factors.find(account.id))?.secret) {
      throw new ApiError(409, 'MFA_ALREADY_ENABLED', englishOf('mfa.alreadyEnabled'));
    }
    return this.newSetup(account);
  }

  async confirm(user: AuthUser, code: string): Promise<string[]> {
    const account = await this.signedIn(user);
    if ((await this.deps.factors.find(account.id))?.secret) {
      throw new ApiError(409, 'MFA_ALREADY_ENABLED', englishOf('mfa.alreadyEnabled'));
    }
    return this.confirmSetup(account, code, 400);
  }

  /** Turns the factor off with the password and a code; an admin keeps theirs. */
  async disable(user: AuthUser, input: { currentPassword: string; code: string }): Promise<void> {
    const account = await this.signedIn(user);
    if (account.role === 'admin') {
      throw new ApiError(409, 'MFA_REQUIRED_FOR_ADMIN', englishOf('mfa.requiredForAdmin'));
    }
    if (!(await this.deps.factors.find(account.id))?.secret) {
      throw new ApiError(409, 'MFA_NOT_ENABLED', englishOf('mfa.notEnabled'));
    }
    if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
      const wrong = englishOf('password.wrongCurrent');
      throw new ApiError(400, 'WRONG_CURRENT_PASSWORD', wrong, { currentPassword: wrong });
    }
    if (!(await this.useCode(account.id, input.code))) throw invalidCode(400);
    await this.deps.factors.remove(account.id);
  }

  /**
   * For a step that asks again who it is (closing one's account): with a factor on, a code (TOTP or
   * recovery, each once) must come too; without one, none is asked.
   */
  async assertCodeIfEnabled(userId: number, code: string | undefined): Promise<void> {
    if (!(await this.deps.factors.find(userId))?.secret) return;
    if (code === undefined || !(await this.useCode(userId, code))) throw invalidCode(400);
  }

  async status(user: AuthUser): Promise<SecondFactorStatus> {
    const factor = await this.deps.factors.find(user.id);
    const enabled = Boolean(factor?.secret);
    return {
      enabled,
      enabledAt: enabled ? (factor?.enabledAt ?? null) : null,
      recoveryCodesLeft: enabled ? await this.deps.factors.unusedRecoveryCodes(user.id) : 0,
      required: user.role === 'admin',
    };
  }

  /** ADMIN_TOTP_SECRET: the admin's factor without the screen (no recovery codes: the operator holds the secret). */
  async enableKnownSecret(userId: number, secret: string): Promise<void> {
    await this.deps.factors.enableKnown(userId, secret.toUpperCase(), this.now().toISOString());
  }

  private async signedIn(user: AuthUser): Promise<Account> {
    const account = await this.deps.accounts.findById(user.id);
    if (!account) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', 'Account not found');
    return account;
  }

  private async newSetup(account: Account): Promise<SecondFactorSetup> {
    const secret = new Secret({ size: 20 }).base32;
    await this.deps.factors.savePending(account.id, secret);
    const otpauthUri = totpOf(secret, account.email).toString();
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauthUri, qrSvg };
  }

  private async confirmSetup(account: Account, code: string, status: 400 | 401): Promise<string[]> {
    const pending = (await this.deps.factors.find(account.id))?.pendingSecret;
    if (!pending) throw new ApiError(409, 'MFA_NOT_SETTING_UP', englishOf('mfa.notSettingUp'));
    const step = this.stepOf(pending, code);
    if (step === undefined || !(await this.deps.factors.useStep(account.id, step, 'pending_secret'))) {
      throw invalidCode(status);
    }
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const enabled = await this.deps.factors.enable(
      account.id,
      pending,
      recoveryCodes.map(recoveryHash),
      this.now().toISOString(),
    );
    if (!enabled) throw new ApiError(409, 'MFA_NOT_SETTING_UP', englishOf('mfa.notSettingUp'));
    return recoveryCodes;
  }

  /** The time step a 6-digit code matches (±WINDOW), or undefined. */
  private stepOf(secret: string, code: string): number | undefined {
    if (!/^\d{6}$/.test(code)) return undefined;
    const timestamp = this.now().getTime();
    const delta = totpOf(secret, ISSUER).validate({ token: code, timestamp, window: WINDOW });
    if (delta === null) return undefined;
    return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  }

  /** A code of the enabled factor: a TOTP code whose step is newer than the last used, or an unused recovery code. */
  private async useCode(userId: number, code: string): Promise<boolean> {
    const factor = await this.deps.factors.find(userId);
    if (!factor?.secret) return false;
    if (/^\d{6}$/.test(code)) {
      const step = this.stepOf(factor.secret, code);
      return step !== undefined && this.deps.factors.useStep(userId, step, 'secret');
    }
    return this.deps.factors.useRecoveryCode(userId, recoveryHash(code), this.now().toISOString());
  }
}

import { z } from 'zod/mini';
import { afterValid, currentPasswordField } from './fields';
import { says } from './says';

// Arabic-Indic and Eastern Arabic-Indic digits, as an Arabic keyboard types them: read as Latin ones.
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const toLatinDigits = (value: string) =>
  value.replace(ARABIC_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));

/** Longest code accepted: a recovery code with its dash and a few stray spaces. */
export const SECOND_FACTOR_CODE_MAX = 20;

/**
 * A second-factor code: six digits from the authenticator app, or a recovery code (`abcde-fghij`).
 * Trimmed, Arabic digits read as Latin ones; what it is decides the API (docs/product.md §7).
 */
export const secondFactorCodeField = () =>
  z
    .string({ error: says('mfa.codeRequired') })
    .check(
      z.trim(),
      z.overwrite(toLatinDigits),
      z.minLength(1, says('mfa.codeRequired')),
      z.maxLength(SECOND_FACTOR_CODE_MAX, { error: says('mfa.invalidCode'), ...afterValid }),
    );

/** The short-lived token a login answers instead of a session when a second step is needed. */
const mfaTokenField = () =>
  z
    .string({ error: says('mfa.tokenInvalid') })
    .check(z.minLength(1, says('mfa.tokenInvalid')), z.maxLength(1000, says('mfa.tokenInvalid')));

/** POST /auth/login/mfa and POST /auth/login/mfa/enrol/confirm. */
export const SecondFactorLoginSchema = z.object({ mfaToken: mfaTokenField(), code: secondFactorCodeField() });
export type SecondFactorLogin = z.infer<typeof SecondFactorLoginSchema>;

/** POST /auth/login/mfa/enrol: the token from the login's answer. */
export const MfaTokenSchema = z.object({ mfaToken: mfaTokenField() });
export type MfaToken = z.infer<typeof MfaTokenSchema>;

/** What a login answers: a session, or the second step it needs first. */
export const LoginAnswerSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ mfaRequired: z.literal(true), mfaToken: z.string() }),
  z.object({ mfaEnrolmentRequired: z.literal(true), mfaToken: z.string() }),
]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

/** A secret to add to an authenticator app: as text, as an otpauth:// URI, and as a QR code (SVG). */
export const SecondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string(),
});
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;

/** The ten recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** An enrolment at sign-in ends with the session and the recovery codes. */
export const EnrolmentAnswerSchema = z.object({ token: z.string(), recoveryCodes: z.array(z.string()) });
export type EnrolmentAnswer = z.infer<typeof EnrolmentAnswerSchema>;

/** POST /app/auth/mfa/confirm: the first code from the app proves it was set up. */
export const SecondFactorConfirmSchema = z.object({ code: secondFactorCodeField() });
export type SecondFactorConfirm = z.infer<typeof SecondFactorConfirmSchema>;

/** POST /app/auth/mfa/disable: the password and a code, so a stolen session alone cannot turn it off. */
export const SecondFactorDisableSchema = z.object({
  currentPassword: currentPasswordField(),
  code: secondFactorCodeField(),
});
export type SecondFactorDisable = z.infer<typeof SecondFactorDisableSchema>;

/** GET /app/auth/mfa: whether the signed-in user's second factor is on. */
export const SecondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.nullable(z.string()),
  recoveryCodesLeft: z.number(),
  /** Admins cannot turn it off. */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatusSchema>;

import { z } from 'zod/mini';
import {
  afterValid,
  emailField,
  newPasswordField,
  passwordConfirmationField,
  passwordsMatch,
} from './fields';
import { says } from './says';
import { RESET_CODE_LENGTH } from './rules';

// The three steps carry the e-mail stored at the first one, so all use its rule: top-level
// domain not checked (docs/product.md §5 "Forgot password").
const resetEmail = () => emailField({ checkTld: false });

// Arabic-Indic (U+0660-0669) and Eastern Arabic-Indic (U+06F0-06F9) digits, as an Arabic keyboard
// types them: read as the Latin digits of the e-mailed code.
const ARABIC_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
const toLatinDigits = (value: string) =>
  value.replace(ARABIC_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));

/**
 * docs/product.md §5 "Verification code": exactly RESET_CODE_LENGTH (6) characters, all digits. Trimmed (a pasted code),
 * Arabic digits read as Latin ones; the output is always six ASCII digits.
 */
const resetCodeField = () =>
  z.string({ error: says('resetCode.required') }).check(
    z.trim(),
    z.overwrite(toLatinDigits),
    z.minLength(1, says('resetCode.required')),
    z.regex(new RegExp(`^[0-9]{${RESET_CODE_LENGTH}}$`), {
      error: says('resetCode.invalid'),
      ...afterValid,
    }),
  );

/** POST /auth/forgot-password (docs/product.md §7). */
export const ForgotPasswordSchema = z.object({ email: resetEmail() });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** POST /auth/reset-password/verify-code (docs/product.md §7). */
export const VerifyCodeSchema = z.object({ email: resetEmail(), code: resetCodeField() });
export type VerifyCode = z.infer<typeof VerifyCodeSchema>;

/** POST /auth/reset-password (docs/product.md §7). docs/product.md §5 "New password". */
export const ResetPasswordSchema = z
  .object({
    email: resetEmail(),
    code: resetCodeField(),
    newPassword: newPasswordField(),
    newPasswordVerify: passwordConfirmationField(),
  })
  .check(z.refine(...passwordsMatch('newPassword', 'newPasswordVerify', says('password.mismatch'))));
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

import { ForgotPasswordSchema, VerifyCodeSchema } from '@rowad/shared/schemas';

/**
 * docs/product.md §4 "Password reset": the e-mail stored at the first step, the verified code at the
 * second; the third sends both with the new password. Local storage, so a reload or the mailed
 * code read in another tab does not lose the step.
 */
export const RESET_EMAIL_KEY = 'forgotPasswordEmail';
export const RESET_CODE_KEY = 'verificationCode';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The stored e-mail, or null when there is none or it is not one the next steps could send (an
 * edited value): their forms have no e-mail field to show the schema's message under.
 */
export function storedResetEmail(): string | null {
  const email = read(RESET_EMAIL_KEY);
  return email !== null && ForgotPasswordSchema.safeParse({ email }).success ? email : null;
}

/** The stored verified code for this e-mail, or null when missing or not six digits. */
export function storedResetCode(email: string): string | null {
  const code = read(RESET_CODE_KEY);
  return code !== null && VerifyCodeSchema.safeParse({ email, code }).success ? code : null;
}

/** Step 1 done: remember the e-mail. A code verified for an earlier request is stale now. */
export function rememberResetEmail(email: string): void {
  localStorage.setItem(RESET_EMAIL_KEY, email);
  localStorage.removeItem(RESET_CODE_KEY);
}

/** Step 2 done: remember the verified code (Latin digits, as the schema outputs it). */
export function rememberResetCode(code: string): void {
  localStorage.setItem(RESET_CODE_KEY, code);
}

/** Step 3 done: nothing of the reset stays behind. */
export function forgetReset(): void {
  localStorage.removeItem(RESET_EMAIL_KEY);
  localStorage.removeItem(RESET_CODE_KEY);
}

import { z } from 'zod/mini';
import { afterValid } from './fields';
import { says } from './says';
import { PASSWORD_MAX, PASSWORD_MIN } from './rules';

const FILL_IN = says('changePassword.fillIn');

const filled = () => z.string({ error: FILL_IN }).check(z.minLength(1, FILL_IN));

const passwordsDoNotMatch = {
  error: says('changePassword.mismatch'),
  path: ['newPasswordVerify'],
};

/**
 * POST /app/auth/change-password (docs/product.md §7). docs/product.md §5: all three fields required
 * ('Please fill in all fields'), new and confirm equal ('Passwords do not match').
 */
export const ChangePasswordSchema = z
  .object({
    oldPassword: filled(),
    newPassword: filled(),
    newPasswordVerify: filled(),
  })
  .check(z.refine((value) => value.newPassword === value.newPasswordVerify, passwordsDoNotMatch));

export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/**
 * The same call as the API validates it. docs/product.md shows no length rule in the modal, but a new
 * password must still meet the product's minimum (docs/product.md §9) of 8 (and our maximum of 128), so the server
 * adds them; the modal shows the server's message in its 'Error' dialog.
 */
export const ChangePasswordRequestSchema = z
  .object({
    oldPassword: filled().check(
      z.maxLength(PASSWORD_MAX, { error: says('password.tooLong'), ...afterValid }),
    ),
    newPassword: filled().check(
      z.minLength(PASSWORD_MIN, { error: says('password.tooShort'), ...afterValid }),
      z.maxLength(PASSWORD_MAX, { error: says('password.tooLong'), ...afterValid }),
    ),
    newPasswordVerify: filled(),
  })
  .check(z.refine((value) => value.newPassword === value.newPasswordVerify, passwordsDoNotMatch));

export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

import { z } from 'zod';
import { afterValid, PASSWORD_MAX, PASSWORD_MESSAGES, PASSWORD_MIN } from './fields';

const FILL_IN = 'Please fill in all fields';

const filled = () => z.string({ error: FILL_IN }).min(1, FILL_IN);

const passwordsDoNotMatch = {
  message: 'Passwords do not match',
  path: ['newPasswordVerify'],
};

/**
 * POST /app/auth/change-password (SPEC section 7). SPEC section 5: all three fields required
 * ('Please fill in all fields'), new and confirm equal ('Passwords do not match').
 */
export const ChangePasswordSchema = z
  .object({
    oldPassword: filled(),
    newPassword: filled(),
    newPasswordVerify: filled(),
  })
  .refine((value) => value.newPassword === value.newPasswordVerify, passwordsDoNotMatch);

export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/**
 * The same call as the API validates it. SPEC shows no length rule in the modal, but a new
 * password must still meet SPEC section 9's minimum of 8 (and our maximum of 128), so the server
 * adds them; the modal shows the server's message in its 'Error' dialog.
 */
export const ChangePasswordRequestSchema = z
  .object({
    oldPassword: filled().max(PASSWORD_MAX, { error: PASSWORD_MESSAGES.tooLong, ...afterValid }),
    newPassword: filled()
      .min(PASSWORD_MIN, { error: PASSWORD_MESSAGES.tooShort, ...afterValid })
      .max(PASSWORD_MAX, { error: PASSWORD_MESSAGES.tooLong, ...afterValid }),
    newPasswordVerify: filled(),
  })
  .refine((value) => value.newPassword === value.newPasswordVerify, passwordsDoNotMatch);

export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

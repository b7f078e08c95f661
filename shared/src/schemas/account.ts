import { z } from 'zod/mini';
import { says } from './says';
import { PASSWORD_MAX, SECOND_FACTOR_CODE_MAX } from './rules';

const NEEDED = says('password.closeAccountNeeded');

/**
 * DELETE /api/users/me (issue 28): the current password, and the second factor's code when the
 * account has one turned on. Without a factor the code is not needed and, if sent, not read.
 */
export const CloseAccountSchema = z.object({
  currentPassword: z
    .string({ error: NEEDED })
    .check(z.minLength(1, NEEDED), z.maxLength(PASSWORD_MAX, { error: says('password.tooLong') })),
  code: z.optional(
    z
      .string({ error: says('secondFactor.codeTooLong') })
      .check(z.maxLength(SECOND_FACTOR_CODE_MAX, { error: says('secondFactor.codeTooLong') })),
  ),
});

export type CloseAccount = z.infer<typeof CloseAccountSchema>;

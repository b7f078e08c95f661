import { z } from 'zod';

/**
 * POST /app/auth/change-password (SPEC section 7). SPEC section 5: all three fields required
 * ('Please fill in all fields'), new and confirm equal ('Passwords do not match').
 */
export const ChangePasswordSchema = z
  .object({
    oldPassword: z.string({ error: 'Please fill in all fields' }).min(1, 'Please fill in all fields'),
    newPassword: z.string({ error: 'Please fill in all fields' }).min(1, 'Please fill in all fields'),
    newPasswordVerify: z.string({ error: 'Please fill in all fields' }).min(1, 'Please fill in all fields'),
  })
  .refine((value) => value.newPassword === value.newPasswordVerify, {
    message: 'Passwords do not match',
    path: ['newPasswordVerify'],
  });

export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

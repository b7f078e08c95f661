import { z } from 'zod/mini';
import { currentPasswordField, emailField } from './fields';

/** POST /auth/login (docs/product.md §7). docs/product.md §5 "Login": e-mail required and valid, password required. */
export const LoginSchema = z.object({
  email: emailField({ checkTld: true }),
  password: currentPasswordField(),
});
export type Login = z.infer<typeof LoginSchema>;

/** The login response: the token whose claims (sub, email, name, role) the client reads. */
export const LoginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

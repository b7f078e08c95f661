// Every payload of SPEC section 7 has one schema here: the forms and the API validate with it.
export { ChangePasswordSchema } from './change-password';
export type { ChangePassword } from './change-password';

// Every payload of SPEC section 7 has one schema here: the forms and the API validate with it.
export { ChangePasswordRequestSchema, ChangePasswordSchema } from './change-password';
export type { ChangePassword, ChangePasswordRequest } from './change-password';
export {
  ADDRESS_MAX,
  BIO_MAX,
  BIRTH_DATE_MIN,
  EMAIL_MAX,
  isBirthDate,
  isCalendarDate,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './fields';
export { LoginResponseSchema, LoginSchema } from './login';
export type { Login, LoginResponse } from './login';
export { MessageResponseSchema } from './message';
export type { MessageResponse } from './message';
export { ForgotPasswordSchema, ResetPasswordSchema, VerifyCodeSchema } from './password-reset';
export type { ForgotPassword, ResetPassword, VerifyCode } from './password-reset';
export {
  InvestorProfileUpdateSchema,
  InvestorSchema,
  MyDataSchema,
  OwnerProfileUpdateSchema,
  OwnerSchema,
  PendingEmailSchema,
  ProfileSummarySchema,
  ProfileUserSchema,
} from './profile';
export type {
  Investor,
  InvestorProfileUpdate,
  MyData,
  Owner,
  OwnerProfileUpdate,
  PendingEmail,
  ProfileSummary,
  ProfileUser,
} from './profile';
export { RegisterSchema, RegistrationRoleSchema, RoleSchema } from './register';
export type { Register, RegistrationRole, Role } from './register';
export { ListQuerySchema } from './list-query';
export type { ListQuery } from './list-query';

import { z } from 'zod/mini';
import {
  addressField,
  birthDateField,
  emailField,
  multiLineText,
  nameField,
  newPasswordField,
  passwordConfirmationField,
  passwordsMatch,
} from './fields';
import { says } from './says';
import { BIO_MAX, REGISTRATION_ROLES, ROLES } from './rules';

/** Every role a user record can hold; admin accounts are not created through registration. */
export const RoleSchema = z.enum(ROLES);

/** docs/product.md §5: owner, user or investor. Nothing chosen (missing, null, '') is "required". */
export const RegistrationRoleSchema = z.enum(REGISTRATION_ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? says('role.required')
      : says('role.invalid'),
});

/**
 * POST /auth/register (docs/product.md §7), validated by the Register form and the API.
 * docs/product.md §5 "Registration": all errors collected, one under each field.
 */
export const RegisterSchema = z
  .object({
    firstName: nameField('First name'),
    lastName: nameField('Last name'),
    bio: multiLineText(says('bio.required'), BIO_MAX, says('bio.tooLong')),
    email: emailField({ checkTld: true }),
    password: newPasswordField(),
    passwordVerify: passwordConfirmationField(),
    role: RegistrationRoleSchema,
    birthDate: birthDateField(),
    address: addressField(),
  })
  .check(z.refine(...passwordsMatch('password', 'passwordVerify', says('password.mismatch'))));

export type Register = z.infer<typeof RegisterSchema>;

import { z } from 'zod';
import { ADDRESS_MAX_LENGTH } from '../field-limits.js';
import { Role } from '../enums.js';
import { id, issue, requiredEmail, requiredText, strongPassword } from './field-schemas.js';

export const credentialsSchema = z.object({
  username: requiredText('username'),
  password: requiredText('password', 200),
});

export const loginHashSchema = z.object({ loginHash: requiredText('loginHash', 200) });

export const authenticateSchema = z
  .union([credentialsSchema, loginHashSchema])
  .meta({ id: 'AuthenticateRequest' });

export type AuthenticateRequest = z.output<typeof authenticateSchema>;

/** The login dialog: a valid email and a password. */
export const loginFormSchema = z.object({
  username: requiredEmail('email'),
  password: requiredText('password', 200),
});

export const refreshSchema = z
  .object({
    refreshToken: requiredText('refreshToken', 500),
    jwtToken: requiredText('jwtToken', 5000),
  })
  .meta({ id: 'RefreshRequest' });

export type RefreshRequest = z.output<typeof refreshSchema>;

/** Forgot password needs only a valid email. */
export const resetPasswordSchema = z
  .object({
    email: requiredEmail('email'),
  })
  .meta({ id: 'ResetPasswordRequest' });

export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>;

/**
 * Change password. The client form also sends `passwordConfirmation`, which must then
 * equal the password; the api body may leave it out.
 */
export const changePasswordSchema = z
  .object({
    userId: id('user'),
    password: strongPassword('password'),
    passwordConfirmation: z.string().optional(),
  })
  .refine(
    (body) =>
      body.passwordConfirmation === undefined || body.passwordConfirmation === body.password,
    {
      ...issue('passwordMismatch', { field: 'passwordConfirmation' }),
      path: ['passwordConfirmation'],
    },
  )
  .meta({ id: 'ChangePasswordRequest' });

export type ChangePasswordRequest = z.output<typeof changePasswordSchema>;

/** The "new password" form: both fields required and equal. */
export const newPasswordFormSchema = z
  .object({
    password: strongPassword('password'),
    passwordConfirmation: requiredText('passwordConfirmation', 200),
  })
  .refine((form) => form.passwordConfirmation === form.password, {
    ...issue('passwordMismatch', { field: 'passwordConfirmation' }),
    path: ['passwordConfirmation'],
  });

export const changeUsernameSchema = z
  .object({
    userId: id('user'),
    username: requiredEmail('username'),
  })
  .meta({ id: 'ChangeUsernameRequest' });

export type ChangeUsernameRequest = z.output<typeof changeUsernameSchema>;

export const registerSchema = z
  .object({
    email: requiredEmail('email'),
    // Null for users who log in through mailed links only.
    password: strongPassword('password').nullable(),
    firstname: requiredText('firstname', ADDRESS_MAX_LENGTH.firstname),
    lastname: requiredText('lastname', ADDRESS_MAX_LENGTH.lastname),
    companyId: id('company').nullable(),
  })
  .meta({ id: 'RegisterRequest' });

export type RegisterRequest = z.output<typeof registerSchema>;

/**
 * The create-user form: its password field left empty means a user who logs in through mailed
 * links only (null in the request).
 */
export const registerFormSchema = registerSchema.extend({
  password: z
    .string()
    .transform((password) => (password === '' ? null : password))
    .pipe(strongPassword('password').nullable()),
});

export const toggleRoleSchema = z
  .object({
    userId: id('user'),
    roleName: z.enum(Role),
  })
  .meta({ id: 'ToggleRoleRequest' });

export type ToggleRoleRequest = z.output<typeof toggleRoleSchema>;

import { z } from 'zod';
import { passwordField, sessionTokenField, userIdField } from '../accounts-input.schemas.js';

/**
 * The password form of /settings: the current password, the new one twice. `token` is the request's bearer token
 * (the session that is kept); transports fill it in, never from a body.
 */
export const changePasswordInput = z
  .object({
    userId: userIdField,
    token: sessionTokenField,
    currentPassword: passwordField('Current password is required'),
    newPassword: passwordField('New password is required'),
    confirmPassword: z.string({ error: 'Please confirm the new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] })
  .refine((v) => v.newPassword !== v.currentPassword, {
    error: 'Choose a password different from your current one',
    path: ['newPassword'],
  });

export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

import { z } from 'zod';
import { emailField, passwordField } from '../accounts-input.schemas.js';

/** The reset step: the email from the request step, the 6-digit code (named `token` by the page), the new password twice. */
export const resetPasswordInput = z
  .object({
    email: emailField('Please enter a valid email'),
    token: z
      .string({ error: 'Reset token is required' })
      .trim()
      .min(1, { error: 'Reset token is required' })
      .regex(/^\d{6}$/, { error: 'The reset code is 6 digits' }),
    newPassword: passwordField('New password is required'),
    confirmPassword: z.string({ error: 'Please confirm the new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] });

export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

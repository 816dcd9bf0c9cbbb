import { EMAIL_MAX_LENGTH, normaliseEmail } from '@cobuy/domain';
import { z } from 'zod';

/** A valid email, trimmed and lower-cased (emails are case-insensitive). */
export const emailField = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: message })
    .pipe(z.email({ error: message }))
    .transform(normaliseEmail);

/**
 * A password as typed. Only its presence and a hard ceiling are checked here; the policy (length, common
 * passwords) is applied by the use case and answered as ACCOUNTS.WEAK_PASSWORD. The ceiling stops
 * megabyte-long strings before they reach the hasher.
 */
export const passwordField = (requiredMessage = 'Password is required') =>
  z.string({ error: requiredMessage }).min(1, { error: requiredMessage }).max(1024, { error: 'Password is too long' });

export const userIdField = z.coerce
  .number({ error: 'A user id is a positive whole number' })
  .int({ error: 'A user id is a positive whole number' })
  .positive({ error: 'A user id is a positive whole number' })
  .max(2_147_483_647, { error: 'A user id is a positive whole number' });

import {
  EMAIL_MAX_LENGTH,
  LANGUAGE_CODES,
  normalisePhone,
  normaliseEmail,
  PERSON_NAME_MAX_LENGTH,
  phoneProblemMessages,
} from '@cobuy/domain';
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

/** A first or last name: trimmed, required, at most 100 characters (sign-up and the profile alike). */
export const personNameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(PERSON_NAME_MAX_LENGTH, { error: `${label} must be at most ${PERSON_NAME_MAX_LENGTH} characters` });

/**
 * An optional phone number in international format (`normalisePhone`): blank or null means none; otherwise it is
 * stored as `+` and its digits. Refusals carry the domain's message on the field.
 */
export const phoneField = z
  .union([z.string({ error: 'A phone number is text' }), z.null()], { error: 'A phone number is text' })
  .optional()
  .transform((value, ctx) => {
    const reading = normalisePhone(value ?? '');
    if (reading.ok) return reading.phone;
    ctx.addIssue({ code: 'custom', message: phoneProblemMessages[reading.problem] });
    return z.NEVER;
  });

/** The request's bearer token, for calls about the session they were made with (transports fill it in). */
export const sessionTokenField = z.string({ error: 'Authentication required' }).min(1).max(512);

const LANGUAGE_MESSAGE = `must be one of ${LANGUAGE_CODES.join(', ')}`;

/** A language of the site (`LANGUAGE_CODES`), or null for none chosen; anything else is refused on the field. */
export const preferredLanguageField = z.union([z.enum(LANGUAGE_CODES, { error: LANGUAGE_MESSAGE }), z.null()], {
  error: LANGUAGE_MESSAGE,
});

import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from '@cobuy/domain';
import { z } from 'zod';
import {
  emailField,
  passwordField,
  personNameField as name,
  preferredLanguageField,
} from '../accounts-input.schemas.js';

/** The sign-up form's fields (confirmPassword and acceptTerms stay in the browser). */
export const signUpInput = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(USERNAME_MIN_LENGTH, { error: `Username must be at least ${USERNAME_MIN_LENGTH} characters` })
    .max(USERNAME_MAX_LENGTH, { error: `Username must be at most ${USERNAME_MAX_LENGTH} characters` })
    .regex(USERNAME_PATTERN, { error: "Username may contain only letters, digits, '.', '_' and '-'" }),
  email: emailField(),
  password: passwordField(),
  firstName: name('First name'),
  lastName: name('Last name'),
  /** The interface language the visitor signed up in (docs/i18n.md): their mails' language from the start. */
  preferredLanguage: preferredLanguageField.optional(),
});

export type SignUpInput = z.infer<typeof signUpInput>;

import { boolean, object, ref, string, type InferType } from 'yup';
import { fieldMessage } from '../forms/field-message';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '../accounts/account-rules';

/*
 * The /settings forms, with the server's rules and messages (packages/domain/src/accounts/profile.rules.ts and
 * password-policy.ts, docs/accounts.md "Settings"). The web app talks to the server over HTTP only, so the
 * rules are copies; the server stays the judge (a common password, a wrong current password come back as field
 * messages).
 */

/** Domain `PHONE_*`: + and a country code, single spaces or hyphens between digits, 7 to 15 digits. */
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;
const PHONE_INPUT_MAX_LENGTH = 32;
const PHONE_PATTERN = /^\+[1-9](?:[ -]?[0-9])*$/;
export const PHONE_EXAMPLE = '+233 24 123 4567';
/** Catalog ids with their values (messages/settings), drawn in the interface language under the field. */
export const PHONE_MESSAGES = {
  format: fieldMessage('settings.validation.phoneFormat', { example: PHONE_EXAMPLE }),
  length: fieldMessage('settings.validation.phoneLength', { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS }),
} as const;

/** Why the server would refuse this phone number, or null when it takes it (blank: no phone). */
export function phoneProblem(raw: string): string | null {
  const typed = raw.trim();
  if (typed === '') return null;
  if (typed.length > PHONE_INPUT_MAX_LENGTH) return PHONE_MESSAGES.length;
  if (!PHONE_PATTERN.test(typed)) return PHONE_MESSAGES.format;
  const digits = typed.replace(/[^0-9]/g, '').length;
  return digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS ? PHONE_MESSAGES.length : null;
}

const personName = (field: 'firstName' | 'lastName') =>
  string()
    .trim()
    .required(`settings.validation.${field}Required`)
    .max(NAME_MAX_LENGTH, fieldMessage(`settings.validation.${field}Max`, { max: NAME_MAX_LENGTH }));

export const profileSchema = object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  phone: string()
    .default('')
    .test('phone', (value = '', context) => {
      const problem = phoneProblem(value);
      return problem ? context.createError({ message: problem }) : true;
    }),
});
export type ProfileValues = InferType<typeof profileSchema>;

/** What the profile call is sent: trimmed names, the phone as typed (the server normalises it) or null. */
export const profileInputOf = (values: ProfileValues) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim(),
  phone: values.phone.trim() === '' ? null : values.phone.trim(),
});

const PASSWORD_TOO_SHORT = fieldMessage('settings.validation.passwordMin', { min: PASSWORD_MIN_LENGTH });
const PASSWORD_TOO_LONG = fieldMessage('settings.validation.passwordMax', { max: PASSWORD_MAX_LENGTH });

export const changePasswordSchema = object({
  currentPassword: string().default('').required('settings.validation.currentPasswordRequired'),
  newPassword: string()
    .default('')
    .test('min', PASSWORD_TOO_SHORT, (value = '') => passwordLength(value) >= PASSWORD_MIN_LENGTH)
    .test('max', PASSWORD_TOO_LONG, (value = '') => passwordLength(value) <= PASSWORD_MAX_LENGTH)
    .notOneOf([ref('currentPassword')], 'settings.validation.passwordUnchanged'),
  confirmPassword: string()
    .default('')
    .oneOf([ref('newPassword')], 'settings.validation.passwordsDiffer'),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
export const EMPTY_PASSWORD_CHANGE: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export const mailPreferencesSchema = object({
  projectUpdates: boolean().default(true),
  applicationNews: boolean().default(true),
});
export type MailPreferencesValues = InferType<typeof mailPreferencesSchema>;

/** The optional mails: each one's label and description are `settings.mail.<name>.label` / `.description`. */
export const MAIL_PREFERENCE_OPTIONS: ReadonlyArray<keyof MailPreferencesValues> = [
  'projectUpdates',
  'applicationNews',
];

/**
 * The mails nobody can turn off (docs/notifications.md, "Mail"), listed on the page so nobody is surprised:
 * `settings.mail.essential.<key>`.
 */
export const ESSENTIAL_MAILS: readonly string[] = ['security', 'payments', 'kyc', 'notApproved', 'profit'];

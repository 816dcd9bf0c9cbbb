import { boolean, object, ref, string, type InferType } from 'yup';
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
export const PHONE_MESSAGES = {
  format: `Enter the number in international format: + and the country code, for example ${PHONE_EXAMPLE}`,
  length: `A phone number has ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits with the country code`,
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

const personName = (label: string) =>
  string()
    .trim()
    .required(`${label} is required`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const profileSchema = object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
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

const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;

export const changePasswordSchema = object({
  currentPassword: string().default('').required('Current password is required'),
  newPassword: string()
    .default('')
    .test('min', PASSWORD_TOO_SHORT, (value = '') => passwordLength(value) >= PASSWORD_MIN_LENGTH)
    .test('max', PASSWORD_TOO_LONG, (value = '') => passwordLength(value) <= PASSWORD_MAX_LENGTH)
    .notOneOf([ref('currentPassword')], 'Choose a password different from your current one'),
  confirmPassword: string()
    .default('')
    .oneOf([ref('newPassword')], "Passwords don't match"),
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

/** The optional mails, in the words of the page. */
export const MAIL_PREFERENCE_OPTIONS: ReadonlyArray<{
  readonly name: keyof MailPreferencesValues;
  readonly label: string;
  readonly description: string;
}> = [
  {
    name: 'projectUpdates',
    label: 'Project updates',
    description: 'A mail when a project you hold or applied to posts a progress update.',
  },
  {
    name: 'applicationNews',
    label: 'Application receipts',
    description: 'A mail confirming that an application of yours has reached us.',
  },
];

/** The mails nobody can turn off (docs/notifications.md, "Mail"), listed on the page so nobody is surprised. */
export const ESSENTIAL_MAILS: readonly string[] = [
  'Security: password reset codes and a notice when your password changes',
  'Payments: instructions, the reminder before your payment window closes, its expiry and the confirmation',
  'Identity verification (KYC): approved, rejected or more information needed',
  'An application that was not approved',
  'Profit distributed when a unit you hold is sold',
];

/** "2 other sessions" / "1 other session" / "No other session". */
export function otherSessionsText(count: number): string {
  if (count === 0) return 'No other session is signed in.';
  return `${count} other ${count === 1 ? 'session is' : 'sessions are'} signed in (other devices or browsers).`;
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { object, string, type InferType } from 'yup';
import type { ToastInput } from '../toast/toast-context';

/** Accounts spec §5 (Email settings) and §8: the form's messages and toasts, exactly as written there. */
export const MAIL_SETTINGS_MESSAGES = {
  gmailUser: 'Please enter a valid Gmail address',
  gmailAppPassword: 'App password should be 16 characters',
} as const;

export const MAIL_SETTINGS_TOASTS = {
  updated: { title: 'Settings Updated!', description: 'Platform mail is now sent from this account.' },
  failed: { title: 'Failed to Update', description: 'Please check your credentials and try again.' },
} as const;

/** Gmail shows an app password as four groups of four letters; the server takes the 16 letters. */
const APP_PASSWORD_LENGTH = 16;
const withoutSpaces = (text: string): string => text.replace(/\s+/g, '');

export const mailSettingsSchema = object({
  gmailUser: string()
    .trim()
    .required(MAIL_SETTINGS_MESSAGES.gmailUser)
    .email(MAIL_SETTINGS_MESSAGES.gmailUser)
    .max(254, MAIL_SETTINGS_MESSAGES.gmailUser),
  gmailAppPassword: string()
    .required(MAIL_SETTINGS_MESSAGES.gmailAppPassword)
    .test(
      'sixteen-characters',
      MAIL_SETTINGS_MESSAGES.gmailAppPassword,
      (value) => withoutSpaces(value ?? '').length === APP_PASSWORD_LENGTH,
    ),
});
export type MailSettingsFormValues = InferType<typeof mailSettingsSchema>;

export const EMPTY_MAIL_SETTINGS: MailSettingsFormValues = { gmailUser: '', gmailAppPassword: '' };

/** What is sent: the address trimmed, the password without the spaces Gmail shows it with. */
export const mailSettingsInputOf = (values: MailSettingsFormValues) => ({
  gmailUser: values.gmailUser.trim(),
  gmailAppPassword: withoutSpaces(values.gmailAppPassword),
});

/** The mail server's reply when it refused the test mail (`details.reason` of MAIL_SETTINGS.TEST_MAIL_REFUSED). */
function refusalReason(failure: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(failure)) return undefined;
  const extensions = failure.errors[0]?.extensions;
  if (extensions?.code !== 'MAIL_SETTINGS.TEST_MAIL_REFUSED') return undefined;
  const details = extensions.details as { reason?: unknown } | undefined;
  return typeof details?.reason === 'string' && details.reason ? details.reason : undefined;
}

/** Spec §8's failure toast, with the mail server's reason after it when the test mail was refused. */
export function mailSettingsFailureToast(failure: unknown): ToastInput {
  const reason = refusalReason(failure);
  const { title, description } = MAIL_SETTINGS_TOASTS.failed;
  return {
    title,
    description: reason ? `${description} The mail server said: ${reason}` : description,
    variant: 'destructive',
  };
}

/** Where platform mail comes from now, in the page's words. */
export function mailSourceText(source: 'database' | 'environment' | 'none'): string {
  switch (source) {
    case 'database':
      return 'Saved on this page';
    case 'environment':
      return 'From the server configuration (SMTP_URL) until an account is saved here';
    case 'none':
      return 'No account: mail waits in the outbox until one is saved here';
  }
}

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';
import { object, string, type InferType } from 'yup';
import { fieldMessage } from '../forms/field-message';
import type { ToastInput } from '../toast/toast-context';

type Intl = Pick<IntlShape, 'formatMessage'>;

/**
 * Accounts spec §5 (Email settings) and §8: the form's messages and toasts, catalog ids of the `adminMailSettings`
 * area (docs/i18n.md, "Validation messages"); English is the spec's wording.
 */
const MAIL_SETTINGS_MESSAGES = {
  gmailUser: fieldMessage('adminMailSettings.validation.gmailUser'),
  gmailAppPassword: fieldMessage('adminMailSettings.validation.appPassword'),
} as const;

/** Spec §8's success toast, in the interface language. */
export function mailSettingsUpdatedToast(intl: Intl): ToastInput {
  return {
    title: intl.formatMessage({ id: 'adminMailSettings.toast.updated.title' }),
    description: intl.formatMessage({ id: 'adminMailSettings.toast.updated.description' }),
    variant: 'success',
  };
}

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
export function mailSettingsFailureToast(failure: unknown, intl: Intl): ToastInput {
  const reason = refusalReason(failure);
  return {
    title: intl.formatMessage({ id: 'adminMailSettings.toast.failed.title' }),
    description: reason
      ? intl.formatMessage({ id: 'adminMailSettings.toast.failed.withReason' }, { reason })
      : intl.formatMessage({ id: 'adminMailSettings.toast.failed.description' }),
    variant: 'destructive',
  };
}

/** Where platform mail comes from now, in the page's words. */
export function mailSourceText(source: 'database' | 'environment' | 'none', intl: Intl): string {
  return intl.formatMessage({ id: `adminMailSettings.source.${source}` });
}

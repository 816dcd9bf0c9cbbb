import { appError, type AppError } from '../shared/app-error.js';

export type MailSettingsErrorCode = 'MAIL_SETTINGS.TEST_MAIL_REFUSED';

/** The Email Settings form's words (accounts spec §5 and §8). */
export const MAIL_SETTINGS_MESSAGES = {
  gmailUser: 'Please enter a valid Gmail address',
  gmailAppPassword: 'App password should be 16 characters',
  updated: 'Settings Updated!',
  failedTitle: 'Failed to Update',
  checkCredentials: 'Please check your credentials and try again.',
} as const;

/** The longest piece of the mail server's answer passed on (its first lines say why). */
const REASON_MAX = 300;

/**
 * The mail server's reason for refusing the test mail, fit to show the admin who typed the credentials: one
 * line, bounded, and never containing the password (some servers echo what they were sent).
 */
export function refusalReason(error: unknown, password: string): string {
  const text = error instanceof Error ? error.message : String(error);
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const safe = password ? oneLine.split(password).join('[password]') : oneLine;
  return (safe || 'The mail server gave no reason').slice(0, REASON_MAX);
}

/** The test mail was refused (or could not be sent): nothing is saved; `details.reason` is the server's answer. */
export const mailCredentialsRefused = (reason: string): AppError =>
  appError('MAIL_SETTINGS.TEST_MAIL_REFUSED', MAIL_SETTINGS_MESSAGES.checkCredentials, { details: { reason } });

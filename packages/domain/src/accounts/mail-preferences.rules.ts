import type { AccountsMail } from './accounts.ports.js';

/**
 * Which mails an investor may turn off (docs/notifications.md, "Mail"). Every mail the platform sends is either
 * essential, always sent, or belongs to one preference, on until the investor turns it off. Essential: anything
 * about the account's security (reset code, password changed), money the investor owes or is owed (payment
 * instructions, the reminder before the window closes, the window expired, payment confirmed, profit
 * distributed), their identity check (KYC approved, rejected, more information), an application turned down (it
 * can cancel a payment the investor was told to make), and the mails to admins (KYC submitted, contact messages),
 * which are their work. The investor can turn off the news: project updates, and the receipt of an application.
 */
export const MAIL_PREFERENCE_KEYS = ['projectUpdates', 'applicationNews'] as const;
export type MailPreferenceKey = (typeof MAIL_PREFERENCE_KEYS)[number];

/** Each preference on or off; a user who never chose has every preference on. */
export type MailPreferences = Readonly<Record<MailPreferenceKey, boolean>>;

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { projectUpdates: true, applicationNews: true };

export type MailTemplate = AccountsMail['template'];

/**
 * Every template, essential or under one preference. A `Record` over the template union: a new mail that is not
 * placed here fails to compile, so nobody adds a mail without deciding whether it can be turned off.
 */
const MAIL_CATEGORY: Readonly<Record<MailTemplate, 'essential' | MailPreferenceKey>> = {
  'password-reset-code': 'essential',
  'password-changed': 'essential',
  'contact-message': 'essential',
  'kyc-submitted': 'essential',
  'kyc-approved': 'essential',
  'kyc-rejected': 'essential',
  'kyc-info-requested': 'essential',
  'payment-instructions': 'essential',
  'payment-reminder': 'essential',
  'payment-expired': 'essential',
  'payment-confirmed': 'essential',
  'application-rejected': 'essential',
  'profit-distributed': 'essential',
  'project-update': 'projectUpdates',
  'application-received': 'applicationNews',
};

/** The preference that can stop this mail, or null when it is essential (always sent). */
export function mailPreferenceOf(template: MailTemplate): MailPreferenceKey | null {
  const category = MAIL_CATEGORY[template];
  return category === 'essential' ? null : category;
}

/** The templates that are always sent, in the order the settings page lists them. */
export const ESSENTIAL_MAIL_TEMPLATES: readonly MailTemplate[] = (Object.keys(MAIL_CATEGORY) as MailTemplate[]).filter(
  (t) => MAIL_CATEGORY[t] === 'essential',
);

/** Whether a mail of this template goes to someone with these preferences. */
export function isMailWanted(template: MailTemplate, preferences: MailPreferences): boolean {
  const key = mailPreferenceOf(template);
  return key === null || preferences[key];
}

import type { LanguageCode } from '@cobuy/domain';
import { mailMessages, type MailBranding } from './mail-layout.js';

/**
 * The last paragraph of a mail the recipient may turn off (docs/notifications.md, "Mail"): what it is and where
 * to stop it. Essential mails have none, since they cannot be turned off.
 */
export const turnOffParagraph = (
  branding: MailBranding,
  language: LanguageCode,
  what: 'applicationNews' | 'projectUpdates',
): string => mailMessages.format(language, `mail.turnOff.${what}`, { url: `${branding.appUrl}/settings` });

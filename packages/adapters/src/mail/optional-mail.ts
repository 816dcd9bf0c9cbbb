import type { MailBranding } from './mail-layout.js';

/**
 * The last paragraph of a mail the recipient may turn off (docs/notifications.md, "Mail"): what it is and where
 * to stop it. Essential mails have none, since they cannot be turned off.
 */
export const turnOffParagraph = (branding: MailBranding, what: string): string =>
  `You receive ${what} because they are on in your settings. To stop them, turn them off at ${branding.appUrl}/settings.`;

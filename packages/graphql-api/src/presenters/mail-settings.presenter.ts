import type { MailSettingsView } from '@cobuy/application';

/** The Email Settings page's view of the mail account (REST and GraphQL alike): never the password. */
export const presentMailSettings = (view: MailSettingsView) => ({
  source: view.source,
  senderAddress: view.senderAddress,
  smtpHost: view.smtpHost,
  smtpPort: view.smtpPort,
  updatedAt: view.updatedAt?.toISOString() ?? null,
  updatedBy: view.updatedBy ? { id: view.updatedBy.id, email: view.updatedBy.email } : null,
});
export type MailSettingsJson = ReturnType<typeof presentMailSettings>;

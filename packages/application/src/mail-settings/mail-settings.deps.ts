import type { MailAccountVerifier, MailSettingsUnitOfWork } from '@cobuy/domain';

/** The account configured in the environment (SMTP_URL and MAIL_FROM), shown when nothing is saved. */
export interface EnvironmentMailAccount {
  readonly senderAddress: string;
  readonly smtpHost: string;
  readonly smtpPort: number;
}

/** What the mail settings use cases are built from; the composition root supplies the adapters. */
export interface MailSettingsDeps {
  readonly uow: MailSettingsUnitOfWork;
  /** Sends the test mail that proves new credentials before they are saved. */
  readonly verifier: MailAccountVerifier;
  /** The signed-in admin's own address, where the test mail goes. */
  readonly addressOf: (userId: number) => Promise<string | null>;
  /** SMTP_URL's account: the fallback when the database holds no settings; null when SMTP_URL is not set. */
  readonly environmentAccount: EnvironmentMailAccount | null;
}

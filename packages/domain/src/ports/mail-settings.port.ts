import type { AuditLog } from './audit-log.port.js';

/** The account that sends platform mail and receives contact notifications (issue 11 item 8). */
export interface MailAccount {
  readonly senderAddress: string;
  /** The app password in plain text: only ever held in memory, sealed at rest, never returned to a client. */
  readonly password: string;
  readonly smtpHost: string;
  readonly smtpPort: number;
  /** Implicit TLS (port 465) rather than STARTTLS. */
  readonly smtpSecure: boolean;
}

export interface StoredMailSettings extends MailAccount {
  readonly updatedBy: number | null;
  readonly updatedAt: Date;
}

/** The saved settings without the password (read without opening it: an admin's view, the audit's "before"). */
export interface MailSettingsSummary extends Omit<StoredMailSettings, 'password'> {
  /** The address of the admin who saved them, while that account exists. */
  readonly updatedByEmail: string | null;
}

/** Gmail's implicit-TLS endpoint: the form asks for a Gmail address and an app password. */
export const GMAIL_SMTP = { smtpHost: 'smtp.gmail.com', smtpPort: 465, smtpSecure: true } as const;

/** The single settings row; the store seals the password on the way in and opens it on the way out. */
export interface MailSettingsStore {
  /** The settings with the password opened (for sending mail). */
  read(): Promise<StoredMailSettings | null>;
  /** The settings without touching the sealed password. */
  readSummary(): Promise<MailSettingsSummary | null>;
  save(settings: StoredMailSettings): Promise<void>;
}

export interface MailSettingsTransaction {
  readonly settings: MailSettingsStore;
  readonly audit: AuditLog;
}

/** Runs work in one transaction: the settings and their audit entry are stored together, or neither. */
export interface MailSettingsUnitOfWork {
  run<T>(work: (store: MailSettingsTransaction) => Promise<T>): Promise<T>;
}

/**
 * Proves an account can send: signs in to its SMTP server and sends one test mail to `to`. Resolves when the
 * server accepted it, rejects with the server's reason otherwise.
 */
export interface MailAccountVerifier {
  sendTestMail(account: MailAccount, to: string): Promise<void>;
}

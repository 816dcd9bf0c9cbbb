import type { MailAccount, MailAccountVerifier, StoredMailSettings } from '@cobuy/domain';
import type { MailTransport } from './outbox-mail.js';
import type { MailTransportProvider } from './outbox-sender.js';
import { SmtpMailTransport } from './smtp-mail.transport.js';

/** nodemailer transport for a saved account: signs in as the sender and sends as it. */
export function smtpTransportFor(account: MailAccount, timeoutMs?: number): SmtpMailTransport {
  return new SmtpMailTransport({
    host: account.smtpHost,
    port: account.smtpPort,
    secure: account.smtpSecure,
    user: account.senderAddress,
    password: account.password,
    from: `CoBuy Accra <${account.senderAddress}>`,
    timeoutMs,
  });
}

/**
 * Settings saved in the database take precedence over SMTP_URL (`fallback`); with neither, there is no
 * transport and mail waits in the outbox. The transport is rebuilt only when the saved settings change.
 * Saved settings that cannot be read (their password's key was removed from the configuration) are reported
 * through `onError` and SMTP_URL is used meanwhile, so mail keeps flowing where it can.
 */
export function settingsFirstTransport(
  readSettings: () => Promise<StoredMailSettings | null>,
  fallback: MailTransport | null,
  options: {
    readonly build?: (account: MailAccount) => MailTransport;
    readonly onError?: (error: unknown) => void;
  } = {},
): MailTransportProvider {
  const build = options.build ?? ((account: MailAccount) => smtpTransportFor(account));
  let cached: { version: string; transport: MailTransport } | undefined;
  return async () => {
    let settings: StoredMailSettings | null;
    try {
      settings = await readSettings();
    } catch (error) {
      options.onError?.(error);
      return fallback;
    }
    if (!settings) return fallback;
    const version = `${settings.senderAddress}|${settings.updatedAt.toISOString()}`;
    if (cached?.version !== version) cached = { version, transport: build(settings) };
    return cached.transport;
  };
}

/** Proves an account by sending a short test mail through it to `to` (the admin saving the settings). */
export class SmtpMailAccountVerifier implements MailAccountVerifier {
  constructor(private readonly build: (account: MailAccount) => MailTransport = (a) => smtpTransportFor(a, 15_000)) {}

  async sendTestMail(account: MailAccount, to: string): Promise<void> {
    const text = `This test mail confirms that CoBuy Accra can send platform mail as ${account.senderAddress}.`;
    await this.build(account).send({
      template: 'mail_settings_test',
      to,
      subject: 'CoBuy Accra mail settings test',
      text,
      html: `<p>${text.replace(/[<>&]/g, '')}</p>`,
      replyTo: null,
    });
  }
}

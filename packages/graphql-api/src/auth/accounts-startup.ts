import type { AppServices } from '../composition-root.js';
import { asJob, logger } from '../observability/log.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface AccountsRuntime {
  /** What to print at start-up: the admin from the environment, the demo accounts, where mail goes. */
  readonly lines: string[];
  stop(): Promise<void>;
}

/**
 * Start-up of the accounts side, called by main once the database is migrated: creates or promotes the
 * configured admin (and the demo accounts outside production), starts the mail outbox sender, and purges
 * ended sessions, expired reset codes and the expired secrets of unsent mail now and every hour.
 */
export async function startAccounts(services: AppServices, serverUrl: string): Promise<AccountsRuntime> {
  const lines = await services.accountsStartup.ensureAccounts();
  const { sender, devMailbox, smtpUrlConfigured } = services.mail;
  sender.start();
  lines.push(
    smtpUrlConfigured
      ? 'Mail: delivered over SMTP from the outbox, with retries: the Email Settings account once an admin saves ' +
          'one, SMTP_URL until then.'
      : 'Mail: SMTP_URL is not set, so mail waits in the outbox until an admin saves the Email Settings account.',
  );
  if (devMailbox) lines.push(`Development mailbox (reset codes and every other mail): ${serverUrl}/dev/mailbox`);
  const purge = () =>
    asJob('purge-credentials', () =>
      Promise.all([
        services.accountsStartup.purgeEndedCredentials.run(),
        // A reset code in a mail that was never sent (mail down, or no SMTP_URL) is forgotten when it expires.
        services.mail.outbox.forgetExpiredSecrets(new Date()),
      ]),
    ).catch((error: unknown) => {
      logger.error({ err: error }, 'Purging ended sessions, reset codes and expired mail secrets failed');
    });
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();
  return {
    lines,
    stop: async () => {
      clearInterval(purgeTimer);
      await sender.stop();
      await services.accountsStartup.close();
    },
  };
}

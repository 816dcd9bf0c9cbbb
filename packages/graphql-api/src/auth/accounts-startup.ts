import type { AppServices } from '../composition-root.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface AccountsRuntime {
  /** What to print at start-up: the admin from the environment, the demo accounts, where mail goes. */
  readonly lines: string[];
  stop(): Promise<void>;
}

/**
 * Start-up of the accounts side, called by main once the database is migrated: creates or promotes the
 * configured admin (and the demo accounts outside production), starts the mail outbox sender, and purges
 * ended sessions and expired reset codes now and every hour.
 */
export async function startAccounts(services: AppServices, serverUrl: string): Promise<AccountsRuntime> {
  const lines = await services.accountsStartup.ensureAccounts();
  const { sender, devMailbox } = services.mail;
  if (sender) {
    sender.start();
    lines.push('Mail: delivered over SMTP (SMTP_URL) from the outbox, with retries.');
  } else {
    lines.push('Mail: SMTP_URL is not set, so mail waits in the outbox and is not delivered.');
  }
  if (devMailbox) lines.push(`Development mailbox (reset codes and every other mail): ${serverUrl}/dev/mailbox`);
  const purge = () =>
    services.accountsStartup.purgeEndedCredentials.run().catch((error: unknown) => {
      console.error('Purging ended sessions and reset codes failed:', error);
    });
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();
  return {
    lines,
    stop: async () => {
      clearInterval(purgeTimer);
      await sender?.stop();
      await services.accountsStartup.close();
    },
  };
}

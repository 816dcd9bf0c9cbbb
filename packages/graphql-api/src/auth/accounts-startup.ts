import type { AppServices } from '../composition-root.js';

export interface AccountsRuntime {
  /** What to print at start-up: the admin from the environment, the demo accounts, where mail goes. */
  readonly lines: string[];
  stop(): Promise<void>;
}

/**
 * Start-up of the accounts side, called by main once the database is migrated: creates or promotes the
 * configured admin (and the demo accounts outside production) and starts the mail outbox sender.
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
  return {
    lines,
    stop: async () => {
      await sender?.stop();
      await services.accountsStartup.close();
    },
  };
}

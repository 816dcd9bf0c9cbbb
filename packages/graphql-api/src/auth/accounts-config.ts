/** The accounts and mail settings of the environment (docs/accounts.md lists them). */
export interface AccountsConfig {
  /** Created, or promoted to admin, at start-up; both or neither. */
  readonly adminEmail?: string;
  readonly adminPassword?: string;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail stays in the outbox (see the dev mailbox). */
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  /** Public address of the web app, used in mail links. */
  readonly appUrl: string;
  /** Receives contact-form messages in addition to the admins. */
  readonly contactEmail?: string;
  /** The development mailbox (GET /dev/mailbox): never in production; off elsewhere with DEV_MAILBOX=false. */
  readonly devMailbox: boolean;
  /** Outside production: create the demo admin and demo investor at start-up (off with DEMO_ACCOUNTS=false). */
  readonly demoAccounts: boolean;
}

const opt = (v: string | undefined): string | undefined => v?.trim() || undefined;

export function readAccountsConfig(env: NodeJS.ProcessEnv, production: boolean): AccountsConfig {
  const smtpUrl = opt(env.SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return {
    adminEmail: opt(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl,
    mailFrom: opt(env.MAIL_FROM) ?? 'CoBuy Accra <no-reply@cobuy.local>',
    appUrl: (opt(env.PUBLIC_URL) ?? `http://localhost:${opt(env.PORT) ?? '3000'}`).replace(/\/+$/, ''),
    // Never empty: a contact message must reach someone even before any admin exists.
    contactEmail: opt(env.CONTACT_EMAIL) ?? 'hello@cobuyaccra.com',
    devMailbox: !production && env.DEV_MAILBOX !== 'false',
    demoAccounts: !production && env.DEMO_ACCOUNTS !== 'false',
  };
}
